/** A day on the calendar, without time or time zone; month is 1 to 12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A month on the calendar; month is 1 to 12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** Days in a month. */
export function daysInMonth({ year, month }: CalendarMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Day of week, 0 Sunday to 6 Saturday. */
export function dayOfWeek({ year, month, day }: CalendarDate): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Negative, zero or positive as a is before, on or after b. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whether two dates are the same day. */
export function isSameDay(a: CalendarDate | null, b: CalendarDate | null): boolean {
  return a !== null && b !== null && compareDates(a, b) === 0;
}

/** The month a number of months away. */
export function addMonths({ year, month }: CalendarMonth, months: number): CalendarMonth {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** A date a number of days away. */
export function addDays({ year, month, day }: CalendarDate, days: number): CalendarDate {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The calendar day of an instant in a time zone. */
export function calendarDateOf(instant: Date, timeZone?: string): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** yyyy-mm-dd. */
export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

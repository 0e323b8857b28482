import type { CalendarDate, CalendarMonth } from '../../core/calendar/index.ts';

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

/** Month names (standalone, "березень"), January first. */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(utc(2024, index + 1, 1)));
}

/** Weekday names Monday first, short ("пн") and long ("понеділок"). */
export function weekdayNames(locale: string): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = utc(2024, 1, 1 + index);
    return { short: short.format(date), long: long.format(date) };
  });
}

/** "березень 2026 р.", "March 2026". */
export function monthYearLabel(month: CalendarMonth, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utc(month.year, month.month, 1),
  );
}

/** "понеділок, 2 березня 2026 р." for a day's accessible name. */
export function fullDayLabel(date: CalendarDate, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utc(date.year, date.month, date.day));
}

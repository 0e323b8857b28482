/** A calendar day without time (month 1 to 12). */
export interface DayMonthYear {
  year: number;
  month: number;
  day: number;
}

/** A day shown as day, month name, year in the interface language ("5 березня 2026 р.", "March 5, 2026"). */
export function formatDayMonthYear(date: DayMonthYear, locale: string): string {
  const instant = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(instant);
}

/** Where and how to show a moment: the app time zone and the interface language. */
export interface DateFormatOptions {
  timeZone: string;
  locale: string;
}

function partsOf(instant: Date, { timeZone, locale }: DateFormatOptions, withMonthName: boolean) {
  const format = new Intl.DateTimeFormat(locale, {
    timeZone,
    year: 'numeric',
    month: withMonthName ? 'long' : '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = format.formatToParts(instant);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
}

/** "DD MMMM, YYYY HH:mm" in the app time zone (spec 3 §9), the month named in the interface language. */
export function formatLongDateTime(instant: Date, options: DateFormatOptions): string {
  const part = partsOf(instant, options, true);
  return `${part('day')} ${part('month')}, ${part('year')} ${part('hour')}:${part('minute')}`;
}

/** "DD.MM.YY, HH:mm" in the app time zone: the attempt comment date (spec 2 §9, spec 3 §9). */
export function formatShortDateTime(instant: Date, options: DateFormatOptions): string {
  const part = partsOf(instant, options, false);
  return `${part('day')}.${part('month')}.${part('year').slice(-2)}, ${part('hour')}:${part('minute')}`;
}

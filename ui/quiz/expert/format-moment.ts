import { formatLongDateTime } from '../../../core/format/index.ts';

/** The browser's time zone, or UTC where Intl cannot tell. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** "DD MMMM, YYYY HH:mm" (spec 3 §9) of an ISO moment, or null for none or an unreadable one. */
export function formatMoment(
  iso: string | null | undefined,
  locale: string,
  timeZone: string,
): string | null {
  if (!iso) return null;
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : formatLongDateTime(instant, { locale, timeZone });
}

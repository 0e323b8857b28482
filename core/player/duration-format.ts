/** Spec 2 §9: the languages durations are written in; any other falls back to English. */
export const DURATION_LOCALES = ['ru', 'uk', 'en', 'it', 'es', 'de', 'pl', 'fr', 'pt', 'lv'] as const;

/** A language durations are written in. */
export type DurationLocale = (typeof DURATION_LOCALES)[number];

/** The duration language for an interface language (`uk`, `pt-BR`…): its base when listed, else `en`. */
export function durationLocale(language: string): DurationLocale {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return (DURATION_LOCALES as readonly string[]).includes(base) ? (base as DurationLocale) : 'en';
}

/** Whole hours, minutes and seconds of a length in seconds (negative and NaN count as 0). */
export function durationParts(totalSeconds: number): { hours: number; minutes: number; seconds: number } {
  const whole = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}

/** A player clock: `m:ss` under an hour, `h:mm:ss` from one. */
export function formatClock(totalSeconds: number): string {
  const { hours, minutes, seconds } = durationParts(totalSeconds);
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

type DurationFormatCtor = new (
  locale: string,
  options: { style: 'long' | 'short' | 'narrow'; secondsDisplay?: 'always' | 'auto' },
) => { format: (duration: Record<string, number>) => string };

/**
 * A length in words in one of the duration languages ("1 hr, 5 min" in English, "1 год 5 хв" in
 * Ukrainian): `Intl.DurationFormat` where the runtime has it, else each unit through
 * `Intl.NumberFormat` joined by `Intl.ListFormat`. Zero units are left out; zero itself is "0 sec".
 */
export function formatDuration(
  totalSeconds: number,
  language: string,
  style: 'long' | 'short' = 'short',
): string {
  const locale = durationLocale(language);
  const { hours, minutes, seconds } = durationParts(totalSeconds);
  const units = (
    [
      ['hours', 'hour', hours],
      ['minutes', 'minute', minutes],
      ['seconds', 'second', seconds],
    ] as const
  ).filter(([, , value], index, all) => value > 0 || (index === all.length - 1 && hours + minutes === 0));
  const DurationFormat = (Intl as unknown as { DurationFormat?: DurationFormatCtor }).DurationFormat;
  if (DurationFormat) {
    return new DurationFormat(locale, {
      style,
      secondsDisplay: hours + minutes + seconds === 0 ? 'always' : 'auto',
    }).format(Object.fromEntries(units.map(([plural, , value]) => [plural, value])));
  }
  const parts = units.map(([, unit, value]) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: style }).format(value),
  );
  return new Intl.ListFormat(locale, { style: style === 'long' ? 'long' : 'narrow', type: 'unit' }).format(
    parts,
  );
}

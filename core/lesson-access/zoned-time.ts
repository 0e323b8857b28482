/** A local calendar day and wall-clock time in some time zone (month 1 to 12). */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether the runtime knows the time zone (an unknown one is read as UTC by the rule). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of `instant` in `timeZone`, to the second. */
export function localPartsOf(instant: Date, timeZone: string): LocalDateTime & { second: number } {
  const parts = formatFor(timeZone).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour') % 24,
    minute: value('minute'),
    second: value('second'),
  };
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds (whole seconds). */
function offsetAt(instant: number, timeZone: string): number {
  const local = localPartsOf(new Date(instant), timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The first instant at which the wall clock in `timeZone` reads `local` or later. A wall-clock time
 * that does not exist (the hour skipped when clocks go forward) gives the first instant after the gap;
 * one that happens twice (clocks go back) gives the earlier of the two.
 */
export function instantOfLocal(local: LocalDateTime, timeZone: string): Date {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const candidates = new Set<number>();
  for (const probe of [wall - 36 * 3_600_000, wall, wall + 36 * 3_600_000]) {
    candidates.add(wall - offsetAt(probe, timeZone));
    candidates.add(wall - offsetAt(wall - offsetAt(probe, timeZone), timeZone));
  }
  const exact = [...candidates].filter((instant) => wallOf(instant, timeZone) === wall).sort((a, b) => a - b);
  if (exact[0] !== undefined) return new Date(exact[0]);
  // In a gap: the first instant whose wall clock is past the wanted one.
  const after = [...candidates].filter((instant) => wallOf(instant, timeZone) > wall).sort((a, b) => a - b);
  let instant = after[0] ?? wall;
  // Step back minute by minute while the wall clock stays past the wanted time (gaps are at most hours).
  for (let step = 0; step < 24 * 60; step += 1) {
    const earlier = instant - 60_000;
    if (wallOf(earlier, timeZone) < wall) break;
    instant = earlier;
  }
  return new Date(instant);
}

function wallOf(instant: number, timeZone: string): number {
  const local = localPartsOf(new Date(instant), timeZone);
  return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
}

/** A calendar day moved by whole days (months and years roll over). */
export function addDays(
  day: { year: number; month: number; day: number },
  days: number,
): { year: number; month: number; day: number } {
  const moved = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

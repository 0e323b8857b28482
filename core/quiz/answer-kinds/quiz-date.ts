const QUIZ_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** The parts of a dd.mm.yyyy date, or null when the text is not a real calendar date. */
export function parseQuizDate(text: string): { day: number; month: number; year: number } | null {
  const match = QUIZ_DATE.exec(text.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { day, month, year } : null;
}

/** Whether a text is a valid dd.mm.yyyy date. */
export function isValidQuizDate(text: string): boolean {
  return parseQuizDate(text) !== null;
}

/** Writes a date as dd.mm.yyyy. */
export function formatQuizDate(year: number, month: number, day: number): string {
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${String(year).padStart(4, '0')}`;
}

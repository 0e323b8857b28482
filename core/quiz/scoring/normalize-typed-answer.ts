/** Apostrophe look-alikes a Ukrainian or Russian keyboard produces: ʼ ’ ‘ ′ ` ´ ʹ ＇ all count as '. */
const APOSTROPHE_VARIANTS = /[\u02BC\u2019\u2018\u2032\u0060\u00B4\u02B9\uFF07\u02BB]/g;
const WHITESPACE_RUN = /\s+/g;

/** Normalizes a typed answer the way a teacher reads it: NFKC, one apostrophe, ё as е, lower case, trimmed, single spaces. */
export function normalizeTypedAnswer(text: string): string {
  return text
    .normalize('NFKC')
    .replace(APOSTROPHE_VARIANTS, "'")
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(WHITESPACE_RUN, ' ')
    .trim();
}

/** True when a typed answer matches any accepted text after normalization. */
export function typedAnswerMatches(given: string | null | undefined, accepted: readonly string[]): boolean {
  if (given == null) return false;
  const normalized = normalizeTypedAnswer(given);
  if (normalized === '') return false;
  return accepted.some((text) => normalizeTypedAnswer(text) === normalized);
}

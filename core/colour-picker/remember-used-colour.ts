import { isSameColour } from './colour-hex.ts';
import { USED_COLOURS_LIMIT } from './colour-picker.constants.ts';

/** The used colours after using one: it moves to the front, no repeats, at most `limit` kept. */
export function rememberUsedColour(
  used: readonly string[],
  colour: string,
  limit = USED_COLOURS_LIMIT,
): string[] {
  return [colour, ...used.filter((existing) => !isSameColour(existing, colour))].slice(0, Math.max(1, limit));
}

/** A piece of a gap statement's text: text (HTML) or the place of its n-th gap. */
export type GapTextPart = { kind: 'text'; text: string } | { kind: 'gap'; index: number };

const GAP_MARKER = /\[gap(?:\s+\d+)?\]/gi;

/** Splits a statement at its `[gap]` / `[gap N]` markers; the n-th marker is the statement's n-th answer group. */
export function splitGapMarkers(text: string): GapTextPart[] {
  const parts: GapTextPart[] = [];
  let index = 0;
  let last = 0;
  for (const match of text.matchAll(GAP_MARKER)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'gap', index });
    index += 1;
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** How many gap markers a statement's text holds. */
export function countGapMarkers(text: string): number {
  return splitGapMarkers(text).filter((part) => part.kind === 'gap').length;
}

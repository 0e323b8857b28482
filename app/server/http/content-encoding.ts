/** The encodings the server has precompressed copies in, best first, with the suffix of the copy. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type ContentCoding = (typeof PRECOMPRESSED)[number]['encoding'];

/** `Accept-Encoding` as coding → q (RFC 9110 §12.5.3); names lowercased, a bad q counts as 0. */
export function parseAcceptEncoding(header: string | undefined | null): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().split(';');
    const coding = name?.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        q = Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : 0;
      }
    }
    accepted.set(coding, Math.max(q, accepted.get(coding) ?? 0));
  }
  return accepted;
}

/**
 * The coding to answer with among `available` (best first): the one the client weighs highest, ties
 * going to the earlier (brotli before gzip); `*` stands for codings not named; none when nothing is
 * acceptable (the plain file, `identity`, is always acceptable to us).
 */
export function chooseEncoding(
  header: string | undefined | null,
  available: readonly ContentCoding[],
): ContentCoding | undefined {
  const accepted = parseAcceptEncoding(header);
  const wildcard = accepted.get('*') ?? 0;
  let best: { coding: ContentCoding; q: number } | undefined;
  for (const coding of available) {
    const q = accepted.get(coding) ?? (coding === 'gzip' ? (accepted.get('x-gzip') ?? wildcard) : wildcard);
    if (q > 0 && (!best || q > best.q)) best = { coding, q };
  }
  return best?.coding;
}

/** A backslash, or a control character that URL parsing drops (turning `/\t/x` into `//x`). */
function isSuspicious(character: string): boolean {
  const code = character.charCodeAt(0);
  return character === '\\' || code < 0x20 || code === 0x7f;
}

/** Where to go after signing in: only a path on this site, never another origin. */
export function safeNextPath(next: string | null, fallback = '/'): string {
  if (!next?.startsWith('/') || next.startsWith('//') || [...next].some(isSuspicious)) return fallback;
  return next;
}

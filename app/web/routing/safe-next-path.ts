/**
 * Where to go after signing in: only a path on this site. `//evil.example`, `/\evil.example` and
 * paths hiding tabs or line breaks (which URL parsing drops, turning `/\t/x` into `//x`) fall back.
 */
export function safeNextPath(next: string | null, fallback = '/'): string {
  if (!next?.startsWith('/') || next.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(next))
    return fallback;
  return next;
}

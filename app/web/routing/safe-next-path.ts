/** Where to go after signing in: only a path on this site, never another origin (`//evil.example`). */
export function safeNextPath(next: string | null, fallback = '/'): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}

import { CSRF_COOKIE, createWebApiClient } from '../../core/api/index.ts';
import { currentLanguage } from './language/language-store.ts';

/** A cookie's value, e.g. the session's CSRF token. */
function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

/** The session's CSRF token, sent on writes (the upload transport sends it too). */
export function csrfToken(): string | undefined {
  return readCookie(CSRF_COOKIE);
}

/**
 * The one API client of the web app: same-origin, with the interface language and the CSRF token. The
 * session's calls come with the page; each other part loads its calls and schemas with its first call
 * (core/api/web-client.ts, docs/performance.md).
 */
export const api = createWebApiClient({ getLanguage: currentLanguage, getCsrfToken: csrfToken });

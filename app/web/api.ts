import { CSRF_COOKIE, createApiClient } from '../../core/api/index.ts';
import { currentLanguage } from './language/language-store.ts';

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

/** The one API client of the web app: same-origin, with the interface language and the CSRF token. */
export const api = createApiClient({
  getLanguage: currentLanguage,
  getCsrfToken: () => readCookie(CSRF_COOKIE),
});

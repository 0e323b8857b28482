import { SESSION_COOKIE } from '../../core/api/index.ts';

/** A fetch that signs its calls with the session a sign-in started, and the session it holds. */
export interface SessionFetch {
  fetch: typeof fetch;
  /** The session token, once a sign-in answered one; null before and after sign-out. */
  token: () => string | null;
}

/** The value a `Set-Cookie` line gives the cookie `name`, or undefined when the line is another cookie's. */
function cookieValue(line: string, name: string): string | undefined {
  const [pair = ''] = line.split(';');
  const separator = pair.indexOf('=');
  if (separator === -1 || pair.slice(0, separator).trim() !== name) return undefined;
  return decodeURIComponent(pair.slice(separator + 1).trim());
}

/**
 * An API client's fetch outside a browser (docs/api.md, Authentication): it keeps the session token the
 * sign-in sets as the `lectern_session` cookie and sends it as `Authorization: Bearer`, which needs no
 * CSRF token because a browser never adds that header by itself.
 */
export function createSessionFetch(base: typeof fetch = fetch): SessionFetch {
  let token: string | null = null;
  const sessionFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    const response = await base(request);
    for (const line of response.headers.getSetCookie()) {
      const value = cookieValue(line, SESSION_COOKIE);
      if (value !== undefined) token = value === '' ? null : value;
    }
    return response;
  };
  return { fetch: sessionFetch, token: () => token };
}

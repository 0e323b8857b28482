/** One Set-Cookie header, parsed. */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

/** Parses every Set-Cookie header of a response. */
export function setCookiesOf(response: Response): SetCookie[] {
  return response.headers.getSetCookie().map((header) => {
    const [pair = '', ...rest] = header.split(';').map((part) => part.trim());
    const equals = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const item of rest) {
      const at = item.indexOf('=');
      if (at === -1) attributes[item.toLowerCase()] = true;
      else attributes[item.slice(0, at).toLowerCase()] = item.slice(at + 1);
    }
    return { name: pair.slice(0, equals), value: decodeURIComponent(pair.slice(equals + 1)), attributes };
  });
}

/** A browser's cookie store, just enough for the specs: remembers, replaces and forgets cookies. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const cookie of setCookiesOf(response)) {
      const maxAge = cookie.attributes['max-age'];
      if (cookie.value === '' || maxAge === '0') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }
}

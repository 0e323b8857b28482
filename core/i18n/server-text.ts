import type { TranslateParams } from './translate.ts';

/** A text the server made: a code of the `notices` group with its values, and the English words. */
export interface ServerText {
  code?: string | null;
  params?: TranslateParams | null;
  /** The words shown when there is no code (rows older than codes) or this client does not know it. */
  text?: string | null;
}

/**
 * Shows a server text in the reader's language: `notices.<kind>.<code>` filled with its params, else
 * the server's own words, else `fallback`. A value the params carry (a course title) stays text.
 */
export function serverText(
  t: (key: string, params?: TranslateParams) => string,
  kind: 'alert' | 'media',
  { code, params, text }: ServerText,
  fallback = '',
): string {
  if (code) {
    const key = `notices.${kind}.${code}`;
    const shown = t(key, params ?? {});
    if (shown !== key) return shown;
  }
  return text || fallback;
}

import type { Language } from '../../../core/api/translations.ts';
import type { TranslationCatalog } from '../../../core/i18n/translate.ts';
import { matchesRoutePath } from '../../../core/navigation/index.ts';
import { signInFirstPaint } from './first-paint/sign-in-first-paint.ts';

/** What a route's served first paint may draw from: the page's language and texts, and who asked. */
export interface FirstPaintPage {
  pathname: string;
  /** The language the app starts in. */
  language: Language;
  /** The translation groups the page carries, in `language`. */
  catalog: TranslationCatalog;
  signedIn: boolean;
}

/** A route's HTML for `#root`, shown before the app runs; the app's first render replaces it. */
export interface RouteFirstPaint {
  /** A React Router path, as in core/navigation's tables. */
  path: string;
  /** The HTML, every text in it escaped; empty to draw nothing. */
  html: (page: FirstPaintPage) => string;
  /**
   * Where it goes: in `#root` (the default: the app's first render replaces it), or just before it for a
   * page whose view takes it over itself. React empties its root at its first commit, before a lazy page's
   * code has arrived, so what a person typed in a served form would go with it (docs/account.md).
   */
  place?: 'in-root' | 'before-root';
}

/** The routes with a served first paint (app/server/web/serve-web.ts). */
export const ROUTE_FIRST_PAINTS: readonly RouteFirstPaint[] = [
  { path: '/sign-in', place: 'before-root', html: signInFirstPaint },
];

/** The app's root element as index.html has it. */
export const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The root element with the first paint of the page at `page.pathname` in it or before it, or empty where
 * its route has none.
 */
export function routeFirstPaint(
  page: FirstPaintPage,
  paints: readonly RouteFirstPaint[] = ROUTE_FIRST_PAINTS,
): string {
  const paint = paints.find((candidate) => matchesRoutePath(candidate.path, page.pathname));
  const html = paint?.html(page) ?? '';
  if (!html) return '';
  return paint?.place === 'before-root' ? `${html}${ROOT_ELEMENT}` : `<div id="root">${html}</div>`;
}

import type { Language } from '../../../core/api/translations.ts';
import type { TranslationCatalog } from '../../../core/i18n/translate.ts';
import { matchesRoutePath } from '../../../core/navigation/index.ts';

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
}

/** The routes with a served first paint in `#root` (app/server/web/serve-web.ts); none yet. */
export const ROUTE_FIRST_PAINTS: readonly RouteFirstPaint[] = [];

/** The first paint of the page at `page.pathname`, or empty where its route has none. */
export function routeFirstPaint(
  page: FirstPaintPage,
  paints: readonly RouteFirstPaint[] = ROUTE_FIRST_PAINTS,
): string {
  return paints.find((paint) => matchesRoutePath(paint.path, page.pathname))?.html(page) ?? '';
}

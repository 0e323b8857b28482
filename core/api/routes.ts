import { ACCOUNT_ROUTES } from './account-routes.ts';
import type { HttpMethod, RouteEntry, RouteKey } from './route-entry.ts';
import { AUTHORING_ROUTES } from './route-table/authoring-routes.ts';
import { COMMENT_ROUTES } from './route-table/comment-routes.ts';
import { COURSE_ROUTES } from './route-table/course-routes.ts';
import { EDITOR_ROUTES } from './route-table/editor-routes.ts';
import { FILE_ROUTES } from './route-table/file-routes.ts';
import { PLAYER_ROUTES } from './route-table/player-routes.ts';
import { QUIZ_REVIEW_ROUTES } from './route-table/quiz-review-routes.ts';
import { QUIZ_ROUTES } from './route-table/quiz-routes.ts';
import { SESSION_ROUTES, TRANSLATION_ROUTES } from './route-table/session-routes.ts';

export * from './route-entry.ts';

// The route table: every call the server serves under /api/v1, with what it takes, what it answers
// and who may make it, composed of one table per area (core/api/route-table/), so a page's client can
// be built from its own area's calls (docs/performance.md). specs/core/api/route-table.spec.ts holds it
// against the routes the server registers, so a call cannot exist on one side only.

/** Every call under /api/v1. */
export const ROUTES = {
  ...SESSION_ROUTES,
  ...ACCOUNT_ROUTES,
  ...COURSE_ROUTES,
  ...EDITOR_ROUTES,
  ...PLAYER_ROUTES,
  ...QUIZ_ROUTES,
  ...QUIZ_REVIEW_ROUTES,
  ...AUTHORING_ROUTES,
  ...FILE_ROUTES,
  ...COMMENT_ROUTES,
  ...TRANSLATION_ROUTES,
} as const satisfies Record<RouteKey, RouteEntry>;

/** The key of a call in the table. */
export type RouteName = keyof typeof ROUTES & RouteKey;

/** A call's method and path, read from its table entry: the client names the entry it calls through. */
export function route<K extends RouteName>(
  name: K,
): { method: HttpMethod; path: string; entry: (typeof ROUTES)[K] } {
  const space = name.indexOf(' ');
  return { method: name.slice(0, space) as HttpMethod, path: name.slice(space + 1), entry: ROUTES[name] };
}

/** Every entry of the table, with its method and path. */
export function routeTable(): { method: HttpMethod; path: string; entry: RouteEntry }[] {
  return (Object.keys(ROUTES) as RouteName[]).map((name) => route(name));
}

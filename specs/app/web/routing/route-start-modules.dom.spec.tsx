import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../../app/web/routes.tsx';
import {
  matchesRoutePath,
  ROUTE_START_MODULES,
  routeStartModules,
} from '../../../../core/navigation/index.ts';

/** A path of the route: each `:param` a sample segment. */
const samplePath = (pattern: string) => pattern.replace(/:(\w+)/g, (_, name: string) => `${name}-1`);

/** The app/web modules a route's `lazy` imports, read from its code (`import('./pages/x.tsx')`). */
const lazyModules = (lazy: unknown) =>
  typeof lazy === 'function'
    ? [...String(lazy).matchAll(/app\/web\/([\w/-]+\.tsx)|\(\s*["']\.\/([\w/-]+\.tsx)["']/g)].map(
        (match) => match[1] ?? match[2],
      )
    : [];

describe("the route table the server preloads from agrees with the app's routes", () => {
  it('reads the modules of a lazy route (the check can fail)', () => {
    const [match] = matchRoutes(routes, '/expert/storage')?.slice(-1) ?? [];
    expect(lazyModules(match?.route.lazy)).toEqual(['pages/storage-page.tsx']);
  });

  for (const entry of ROUTE_START_MODULES) {
    it(`${entry.path}: the app's route of that path loads exactly ${entry.modules.join(', ')}`, () => {
      const pathname = samplePath(entry.path);
      const matches = matchRoutes(routes, pathname) ?? [];
      expect(matches.at(-1)?.route.path).toBe(entry.path);
      expect(matches.flatMap((match) => lazyModules(match.route.lazy))).toEqual(entry.modules);
      expect(routeStartModules(pathname)).toBe(entry);
    });
  }

  it('every lazy student page outside /expert is in the table', () => {
    const pages = (list: typeof routes, parent = ''): string[] =>
      list.flatMap((route) => {
        const full = route.path?.startsWith('/')
          ? route.path
          : `${parent}/${route.path ?? ''}`.replace(/\/+$/, '');
        if (full.startsWith('/expert') || full.startsWith('/dev')) return [];
        const own = route.lazy && route.path ? [route.path] : [];
        return [...own, ...pages(route.children ?? [], route.path ? full : parent)];
      });
    expect(pages(routes).sort()).toEqual(ROUTE_START_MODULES.map((entry) => entry.path).sort());
  });

  it('matches a path segment for segment, a parameter standing for one segment', () => {
    expect(matchesRoutePath('/courses/:courseSlug', '/courses/ukrainian')).toBe(true);
    expect(matchesRoutePath('/courses/:courseSlug', '/courses/ukrainian/')).toBe(true);
    expect(matchesRoutePath('/courses/:courseSlug', '/courses')).toBe(false);
    expect(matchesRoutePath('/courses/:courseSlug', '/courses/a/b')).toBe(false);
    expect(matchesRoutePath('/cabinet', '/cabinet/account')).toBe(false);
    expect(routeStartModules('/expert/courses')).toBeUndefined();
  });
});

import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expertRoutes } from '../../../../app/web/expert-routes.tsx';
import { EXPERT_ROUTE_ID, patchExpertRoutes, routes } from '../../../../app/web/routes.tsx';
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

/** The route table with the expert's pages in it, as the router has it once an address under /expert was asked for. */
const withExpertPages = (list: RouteObject[]): RouteObject[] =>
  list.map((route) => ({
    ...route,
    children:
      route.id === EXPERT_ROUTE_ID
        ? [...(route.children ?? []), ...expertRoutes]
        : route.children && withExpertPages(route.children),
  })) as RouteObject[];

describe("the route table the server preloads from agrees with the app's routes", () => {
  it('reads the modules of a lazy route (the check can fail)', () => {
    const [match] = matchRoutes(withExpertPages(routes), '/expert/storage')?.slice(-1) ?? [];
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

  it("adds the expert's pages to the router with the first address under /expert, and only then", async () => {
    const router = createMemoryRouter(routes, {
      initialEntries: ['/sign-in'],
      patchRoutesOnNavigation: patchExpertRoutes,
    });
    const storagePage = () =>
      matchRoutes(router.routes, '/expert/storage')?.some((match) => match.route.path === 'storage');
    await router.navigate('/courses/ukrainian');
    expect(storagePage()).toBe(false);
    await router.navigate('/expert/storage');
    expect(storagePage()).toBe(true);
    expect(router.state.matches.at(-1)?.route.path).toBe('storage');
    router.dispose();
  });

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

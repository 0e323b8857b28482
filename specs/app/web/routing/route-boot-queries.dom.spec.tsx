import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppI18nProvider } from '../../../../app/web/providers/app-i18n-provider.tsx';
import { routes } from '../../../../app/web/routes.tsx';
import { seedServedQueries } from '../../../../app/web/session/boot-data.ts';
import { API_PREFIX, CSRF_COOKIE, type Product, type ProfileMenu } from '../../../../core/api/index.ts';
import {
  BOOT_QUERIES_ELEMENT,
  BOOT_TRANSLATIONS_ELEMENT,
  type BootQuery,
  routeBootQueries,
} from '../../../../core/navigation/index.ts';
import { subscriber } from '../../../../stories/lesson-page/lesson-program.stories.tsx';
import { NotificationsProvider } from '../../../../ui/notifications/index.ts';
import { userFixture } from '../support/user-fixture.ts';

// The server seeds each page with the answers core/navigation/route-boot-queries.ts names for it. Here
// each page is drawn as the app draws it from such a served page (the elements in the document, the
// query client seeded by the app's own reader): it shows its text and asks for none of those answers
// again, nor for the translations or the user. A key or call in the table that a page does not ask by
// would show up here as a request.

/** The English texts, every group, as the server serves them. */
const english: Record<string, Record<string, string>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, string>>('../../../../app/server/translations/en/*.json', {
      eager: true,
      import: 'default',
    }),
  ).map(([file, table]) => [file.replace(/^.*\/|\.json$/g, ''), table]),
);

/** A student who also runs a school, so the cabinet switcher (the frame's answer) is drawn. */
const own = { id: 0, name: 'Olena', is_current: true, personal_settings: {}, user_cabinet: true };
const school = { id: 1, name: 'Demo School', is_current: false, personal_settings: {}, user_cabinet: false };
const menu = {
  student_cabinets: [{ ...own, type: 'student' }],
  expert_cabinets: [{ ...school, type: 'expert' }],
  current_cabinet: { ...own, type: 'student' },
  is_branding_enabled: false,
  partner_dashboard_url: null,
} as ProfileMenu;
const product: Product = {
  id: 1,
  title: 'Ukrainian for Beginners',
  slug: 'ukrainian-for-beginners',
  type: 'course',
  image: null,
  cabinet_id: 1,
  cabinet_name: 'Demo School',
  lessons_count: 4,
  completed_lessons_count: 1,
  url: '/courses/ukrainian-for-beginners',
};

/** What the server's route would answer for each call, as the table's `select` keeps it. */
function answerFor(query: BootQuery): unknown {
  switch (query.call.name) {
    case 'GET /user':
      return userFixture({ is_auto_timezone: false });
    case 'GET /profile/menu':
      return menu;
    case 'GET /alerts':
    case 'GET /orders/payments/pending':
      return [];
    case 'GET /user/products':
      return {
        data: [product],
        cabinet_link: '/cabinet',
        meta: { current_page: 1, per_page: 12, total: 1, last_page: 1 },
      };
    case 'GET /public/courses/:courseSlug/program':
      return subscriber;
    case 'GET /courses/:courseSlug/lessons/:lessonSlug':
      return { lessonId: 1, unitId: null };
    case 'GET /cabinet/users/permissions':
      return { cabinet_id: 0, cabinet_type: 'student', permissions: [] };
    default:
      throw new Error(`No answer written for ${query.call.name}`);
  }
}

/** The API path each query's call asks, its parameters filled in. */
const callPath = (query: BootQuery) =>
  `${API_PREFIX}${query.call.name
    .slice(query.call.name.indexOf(' ') + 1)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(query.call.params?.[name] ?? '')))}`;

/** Puts the served elements in the document as the server does: the English texts and `queries`' answers. */
function servePage(queries: readonly BootQuery[]) {
  const element = (id: string, value: unknown) => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = id;
    script.textContent = JSON.stringify(value);
    document.body.append(script);
  };
  element(BOOT_TRANSLATIONS_ELEMENT, { data: english, meta: { lang: 'en', version: 'spec' } });
  element(
    BOOT_QUERIES_ELEMENT,
    queries.map((query) => [query.key, answerFor(query)]),
  );
}

/** Draws the app at `pathname` from the served page; every request it makes is recorded. */
function drawApp(pathname: string) {
  const asked: URL[] = [];
  vi.stubGlobal('fetch', async (input: Request | string) => {
    const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
    asked.push(url);
    return new Response(JSON.stringify({ message: 'Not in this spec.' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  // Signed in: without the seeded user the app would ask for it.
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(`${CSRF_COOKIE}=spec-token`);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seedServedQueries(client);
  // Every query fetch the app starts, by its key, as it starts (the HTTP call may wait for its code).
  const fetched: unknown[][] = [];
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch') fetched.push([...event.query.queryKey]);
  });
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  render(
    <QueryClientProvider client={client}>
      <AppI18nProvider>
        <NotificationsProvider>
          <RouterProvider router={router} />
        </NotificationsProvider>
      </AppI18nProvider>
    </QueryClientProvider>,
  );
  return { asked, fetched };
}

/** The fetches of a served key's query, or of a query under it (the cabinet's pages start from its first). */
const fetchesOf = (fetched: readonly unknown[][], queries: readonly BootQuery[]) =>
  fetched.filter((key) =>
    queries.some((query) =>
      query.key.every((part, index) => JSON.stringify(part) === JSON.stringify(key[index])),
    ),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const id of [BOOT_TRANSLATIONS_ELEMENT, BOOT_QUERIES_ELEMENT]) document.getElementById(id)?.remove();
  vi.restoreAllMocks();
  localStorage.clear();
});

const pages = [
  { pathname: '/cabinet', shows: () => screen.findByRole('heading', { name: product.title }) },
  {
    pathname: '/courses/ukrainian-for-beginners',
    shows: () => screen.findByRole('heading', { name: subscriber.course.title }),
  },
  {
    pathname: '/courses/ukrainian-for-beginners/lesson-1/program',
    shows: () => screen.findByRole('heading', { name: subscriber.course.title }),
  },
  {
    pathname: '/courses/ukrainian-for-beginners/lesson-1/quizzes/7',
    // The quiz page's code is large: its first import takes a while under the spec's transform.
    shows: () =>
      screen.findByRole(
        'link',
        { name: new RegExp(english.quiz?.back_to_course ?? '') },
        { timeout: 20_000 },
      ),
  },
];

describe('a page drawn from what the server served with it', () => {
  for (const page of pages) {
    it(`${page.pathname}: shows its text, asks again for none of the served answers and starts no other query`, async () => {
      const queries = routeBootQueries(page.pathname);
      expect(queries.length).toBeGreaterThan(1);
      servePage(queries);
      const { asked, fetched } = drawApp(page.pathname);
      await page.shows();
      // The cabinet's frame too: the school the person runs, offered in the switcher.
      expect(await screen.findByRole('option', { name: 'Demo School' })).toBeTruthy();
      const served = new Set(queries.map(callPath));
      const askedAgain = asked.filter(
        (url) =>
          served.has(url.pathname) ||
          url.pathname === `${API_PREFIX}/translation-groups` ||
          url.pathname === `${API_PREFIX}/user`,
      );
      expect(askedAgain.map((url) => url.pathname)).toEqual([]);
      // Nor does any other query of the page start: the table names all it asks at its start.
      expect(fetched).toEqual([]);
    });
  }

  it('sees a query a page starts when its answer was not served (the check can fail)', async () => {
    const queries = routeBootQueries('/cabinet');
    servePage(queries.filter((query) => query.call.name !== 'GET /user/products'));
    const { fetched } = drawApp('/cabinet');
    await vi.waitFor(() => expect(fetchesOf(fetched, queries)).toEqual([['user-products', '', 'pages']]));
  });
});

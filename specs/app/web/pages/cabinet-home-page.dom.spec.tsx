import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import cabinetEn from '../../../../app/server/translations/en/cabinet.json' with { type: 'json' };
import commonEn from '../../../../app/server/translations/en/common.json' with { type: 'json' };
import cabinetUk from '../../../../app/server/translations/uk/cabinet.json' with { type: 'json' };
import commonUk from '../../../../app/server/translations/uk/common.json' with { type: 'json' };
import { CabinetHomePage, nextProductsPage } from '../../../../app/web/pages/cabinet-home-page.tsx';
import { sessionKeys } from '../../../../app/web/session/use-session.ts';
import { CABINET_PRODUCTS_PER_PAGE, type Language, type Product } from '../../../../core/api/index.ts';
import { appWrapper } from '../support/app-wrapper.tsx';

// The cabinet's home as a student with many courses meets it: a page of cards, "Show more" for the
// next, the count shown, and an empty state that says whether nothing is held or nothing matches.

const product = (id: number): Product => ({
  id,
  title: `Course ${id}`,
  slug: `course-${id}`,
  type: 'course',
  image: null,
  cabinet_id: 1,
  cabinet_name: 'Demo School',
  lessons_count: 4,
  completed_lessons_count: 0,
  url: `/courses/course-${id}`,
});

/** The server's GET /user/products over `count` products: the asked page and its meta; each URL asked. */
function serve(count: number, failPage: number | null = null) {
  const asked: URL[] = [];
  const all = Array.from({ length: count }, (_, index) => product(index + 1));
  vi.stubGlobal('fetch', async (input: Request | string) => {
    const url = new URL(typeof input === 'string' ? input : input.url);
    asked.push(url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 20);
    if (page === failPage) return new Response('{"message":"down"}', { status: 503 });
    const search = url.searchParams.get('search') ?? '';
    const found = all.filter((one) => one.title.includes(search));
    const body = {
      data: found.slice((page - 1) * perPage, page * perPage),
      cabinet_link: '/cabinet',
      meta: {
        current_page: page,
        per_page: perPage,
        total: found.length,
        last_page: Math.max(1, Math.ceil(found.length / perPage)),
      },
    };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  return { asked, all };
}

function renderHome(language: Language = 'en', seed?: (client: QueryClient) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKeys.user, { name: 'Olena Student' });
  seed?.(client);
  const catalogs = {
    en: { cabinet: cabinetEn, common: commonEn },
    uk: { cabinet: cabinetUk, common: commonUk },
    ru: { cabinet: cabinetEn, common: commonEn },
  };
  return render(<CabinetHomePage />, { wrapper: appWrapper(client, language, catalogs) });
}

const cards = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

beforeEach(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe('The cabinet home', () => {
  it(`shows ${CABINET_PRODUCTS_PER_PAGE} courses, then the next ones on "Show more", until all are shown`, async () => {
    const user = userEvent.setup();
    const server = serve(30);
    renderHome();
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(server.asked[0]?.searchParams.get('per_page')).toBe('12');
    expect(screen.getByText('Shown: 12 of 30')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(cards()[12]).toBe('Course 13');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getByText('Shown: 30 of 30')).toBeTruthy());
    expect(cards()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(server.asked.map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
  });

  it('shows neither the count nor "Show more" when one page holds every course', async () => {
    serve(5);
    renderHome();
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.queryByText(/^Shown:/)).toBeNull();
  });

  it('starts from the served first page without asking again, and goes on at its page size', async () => {
    const user = userEvent.setup();
    const server = serve(30);
    const seeded = {
      data: Array.from({ length: 12 }, (_, index) => product(index + 1)),
      cabinet_link: '/cabinet',
      meta: { current_page: 1, per_page: 12, total: 30, last_page: 3 },
    };
    renderHome('en', (client) => client.setQueryData(sessionKeys.products(''), seeded));
    expect(cards()).toHaveLength(12);
    expect(server.asked).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(server.asked.map((url) => url.searchParams.get('page'))).toEqual(['2']);
  });

  it('keeps the courses shown and says so when the next page fails, and tries again', async () => {
    const user = userEvent.setup();
    serve(30, 2);
    renderHome();
    await waitFor(() => expect(cards()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Could not load more courses.'));
    expect(cards()).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('tells a student with no course in Ukrainian that their courses will appear here', async () => {
    serve(0);
    renderHome('uk');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Курсів поки немає' })).toBeTruthy());
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('says nothing matches a search, and clears it with one button', async () => {
    const user = userEvent.setup();
    serve(3);
    renderHome();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Search your courses' }), 'zzz');
    await waitFor(() => expect(screen.getByText('No course matches “zzz”.')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
  });
});

describe('nextProductsPage', () => {
  it('asks for the page after the last one shown, at its size, and for none after the last', () => {
    expect(nextProductsPage({ current_page: 1, per_page: 12, total: 30, last_page: 3 })).toEqual({
      page: 2,
      perPage: 12,
    });
    expect(nextProductsPage({ current_page: 3, per_page: 12, total: 30, last_page: 3 })).toBeUndefined();
    expect(nextProductsPage(undefined)).toBeUndefined();
  });
});

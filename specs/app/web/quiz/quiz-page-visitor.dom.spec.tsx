// @vitest-environment-options {"url": "http://127.0.0.1:1/"}
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import quizEn from '../../../../app/server/translations/en/quiz.json' with { type: 'json' };
import quizUk from '../../../../app/server/translations/uk/quiz.json' with { type: 'json' };
import { QuizPage } from '../../../../app/web/quiz/quiz-page.tsx';
import { routes } from '../../../../app/web/routes.tsx';
import { sessionKeys } from '../../../../app/web/session/use-session.ts';
import { I18nProvider } from '../../../../ui/i18n/i18n-context.tsx';

// Spec 3 §6: a visitor who opens a quiz's page reads "access denied" with a sign-in offer, and signing in
// brings them back to the same quiz (its address, query and anchor kept); nothing of the quiz is asked for.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = '/courses/ukrainian/greetings/quizzes/7';

function openAsVisitor(language: 'en' | 'uk', address: string) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    calls.push(String(input instanceof Request ? input.url : input));
    return Promise.reject(new Error('a visitor’s quiz page asks the server nothing'));
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKeys.user, null);
  const router = createMemoryRouter(
    [{ path: '/courses/:courseSlug/:lessonSlug/quizzes/:quizId', Component: QuizPage }],
    {
      initialEntries: [address],
    },
  );
  render(
    <QueryClientProvider client={client}>
      <I18nProvider
        language={language}
        catalog={{ quiz: language === 'en' ? quizEn : quizUk }}
        fallback={{ quiz: quizEn }}
      >
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { calls };
}

describe('the quiz page for a visitor', () => {
  it('says access denied and offers to sign in, coming back to this quiz with its query and anchor', async () => {
    const address = `${PATH}?start_quiz_id=7#unit-12`;
    const { calls } = openAsVisitor('en', address);
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    expect(screen.getByText('Sign in to take this quiz.')).toBeTruthy();
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    const next = new URL(signIn.getAttribute('href') ?? '', 'http://127.0.0.1:1').searchParams.get('next');
    expect(new URL(signIn.getAttribute('href') ?? '', 'http://127.0.0.1:1').pathname).toBe('/sign-in');
    expect(next).toBe(address);
    expect(screen.getByRole('link', { name: /Back to the course/ }).getAttribute('href')).toBe(
      '/courses/ukrainian',
    );
    expect(calls).toEqual([]);
  });

  it('reads in Ukrainian', async () => {
    openAsVisitor('uk', PATH);
    expect(await screen.findByRole('heading', { name: quizUk.access_denied })).toBeTruthy();
    expect(screen.getByText(quizUk.access_denied_guest)).toBeTruthy();
    expect(screen.getByRole('link', { name: quizUk.log_in })).toBeTruthy();
  });

  it('is outside the signed-in layout, which would send a visitor to sign in before the page could say why', () => {
    const signedInOnly = routes[0]?.children?.find((route) =>
      route.children?.some((child) => child.path === '/cabinet'),
    );
    expect(signedInOnly).toBeDefined();
    expect(signedInOnly?.children?.some((child) => child.path?.includes('/quizzes/'))).toBe(false);
    expect(
      routes[0]?.children?.some((route) => route.path === '/courses/:courseSlug/:lessonSlug/quizzes/:quizId'),
    ).toBe(true);
  });
});

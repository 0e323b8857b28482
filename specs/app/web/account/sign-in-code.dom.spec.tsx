// @vitest-environment-options {"url": "http://127.0.0.1:1/"}
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import authEn from '../../../../app/server/translations/en/auth.json' with { type: 'json' };
import authUk from '../../../../app/server/translations/uk/auth.json' with { type: 'json' };
import { SignInPage } from '../../../../app/web/pages/sign-in-page.tsx';
import { sessionKeys } from '../../../../app/web/session/use-session.ts';
import type { User } from '../../../../core/api/index.ts';
import { I18nProvider } from '../../../../ui/i18n/i18n-context.tsx';
import { jsonResponse } from '../support/json-response.ts';
import { userFixture } from '../support/user-fixture.ts';

// The sign-in page offers a code by email beside the password: the code step asks for the code only,
// shows the resend countdown, refuses a wrong code at its field, and signs in with the right one.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = userFixture({ auth_type: 'code' });

const REFUSED = 'The code is wrong or no longer works. Check the latest email or ask for a new code.';

/** A server that sends codes and takes 123456 only, recording what it was asked. */
function fakeServer() {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      const body = request.method === 'POST' ? await request.clone().json() : undefined;
      calls.push({ path, body });
      if (path.endsWith('/auth/login/codes/send')) {
        return jsonResponse({ data: { sent: true, expires_in: 600, resend_after: 60 } });
      }
      if (path.endsWith('/auth/login/code')) {
        if ((body as { code: string }).code === '123456') return jsonResponse({ data: user });
        return jsonResponse({ message: REFUSED, errors: { code: [REFUSED] } }, 422);
      }
      return jsonResponse({ message: 'Not found.' }, 404);
    }),
  );
  return calls;
}

function setup(language: 'en' | 'uk', next = '/cabinet/account') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/cabinet/account', element: <p>Account page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [`/sign-in?next=${encodeURIComponent(next)}`] },
  );
  const auth = language === 'en' ? authEn : authUk;
  render(
    <QueryClientProvider client={client}>
      <I18nProvider language={language} catalog={{ auth }} fallback={{ auth: authEn }}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { client, router, auth };
}

describe('signing in by a code from the mail', () => {
  for (const language of ['en', 'uk'] as const) {
    it(`asks for the email only, then the code, and signs in (${language})`, async () => {
      const calls = fakeServer();
      const { client, router, auth } = setup(language);
      await userEvent.type(screen.getByLabelText(auth.email, { exact: false }), 'olena@example.com');
      await userEvent.click(screen.getByRole('button', { name: auth.code_send }));

      // The code step: the sent line, the code and nothing else to type, the countdown to a new code.
      await screen.findByText(auth.code_sent.replace(':email', 'olena@example.com'));
      expect(screen.queryByLabelText(auth.password, { exact: false })).toBeNull();
      expect(screen.getByText(auth.code_resend_in.replace(':time', '01:00'))).toBeTruthy();
      expect(calls).toEqual([
        { path: '/api/v1/auth/login/codes/send', body: { email: 'olena@example.com' } },
      ]);

      // A wrong code is refused at its field; the right one signs in and goes where sign-in was asked for.
      const codeField = screen.getByLabelText(auth.code_label, { exact: false });
      await userEvent.type(codeField, '654321');
      await userEvent.click(screen.getByRole('button', { name: auth.code_sign_in }));
      expect(await screen.findByText(REFUSED)).toBeTruthy();
      await userEvent.clear(codeField);
      await userEvent.type(codeField, '123456');
      await userEvent.click(screen.getByRole('button', { name: auth.code_sign_in }));
      await screen.findByText('Account page');
      expect(router.state.location.pathname).toBe('/cabinet/account');
      expect(client.getQueryData<User>(sessionKeys.user)?.email).toBe('olena@example.com');
      expect(calls.at(-1)).toEqual({
        path: '/api/v1/auth/login/code',
        body: { email: 'olena@example.com', code: '123456' },
      });
    });
  }

  it('asks for an email before sending a code, and checks the code has six digits before sending it', async () => {
    const calls = fakeServer();
    setup('en');
    await userEvent.click(screen.getByRole('button', { name: authEn.code_send }));
    expect(await screen.findByText('Enter your email.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(authEn.email, { exact: false }), 'olena@example.com');
    await userEvent.click(screen.getByRole('button', { name: authEn.code_send }));
    await userEvent.type(await screen.findByLabelText(authEn.code_label, { exact: false }), '12');
    await userEvent.click(screen.getByRole('button', { name: authEn.code_sign_in }));
    expect(await screen.findByText('The code is 6 digits.')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('goes back from the code step to the password form', async () => {
    fakeServer();
    setup('uk');
    await userEvent.type(screen.getByLabelText(authUk.email, { exact: false }), 'olena@example.com');
    await userEvent.click(screen.getByRole('button', { name: authUk.code_send }));
    await userEvent.click(await screen.findByRole('button', { name: authUk.code_other_way }));
    expect(screen.getByLabelText(authUk.password, { exact: false })).toBeTruthy();
  });

  it('goes to our own home, not to another site, when ?next= names one', async () => {
    fakeServer();
    const { router } = setup('en', '//evil.example/steal');
    await userEvent.type(screen.getByLabelText(authEn.email, { exact: false }), 'olena@example.com');
    await userEvent.click(screen.getByRole('button', { name: authEn.code_send }));
    await userEvent.type(await screen.findByLabelText(authEn.code_label, { exact: false }), '123456');
    await userEvent.click(screen.getByRole('button', { name: authEn.code_sign_in }));
    await screen.findByText('Home page');
    expect(router.state.location.pathname).toBe('/');
  });
});

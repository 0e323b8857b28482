// @vitest-environment-options {"url": "http://127.0.0.1:1/"}
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import cabinetEn from '../../../../app/server/translations/en/cabinet.json' with { type: 'json' };
import cabinetUk from '../../../../app/server/translations/uk/cabinet.json' with { type: 'json' };
import { AuthServices, AvatarPicker } from '../../../../app/web/account/profile-extras.tsx';
import { sessionKeys } from '../../../../app/web/session/use-session.ts';
import type { User } from '../../../../core/api/index.ts';
import { I18nProvider } from '../../../../ui/i18n/i18n-context.tsx';
import { UploadQueueProvider } from '../../../../ui/upload/index.ts';
import { completed, fakeFileService, fakeTransport } from '../../../core/upload/upload-fakes.ts';
import { jsonResponse } from '../support/json-response.ts';
import { userFixture } from '../support/user-fixture.ts';

// The profile's photo goes through the app's upload queue and becomes the avatar once stored; the ways
// to sign in show which one is in use.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = userFixture();

function setup(children: ReactNode, language: 'en' | 'uk' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKeys.user, user);
  const transport = fakeTransport();
  const files = fakeFileService([completed('/api/v1/files/photo-1/download')]);
  const catalog = { cabinet: language === 'en' ? cabinetEn : cabinetUk };
  render(
    <QueryClientProvider client={client}>
      <I18nProvider language={language} catalog={catalog} fallback={{ cabinet: cabinetEn }}>
        <UploadQueueProvider sendFile={transport.logic} pollFile={files.logic} client={files.client}>
          {children}
        </UploadQueueProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { client, transport };
}

describe('AvatarPicker', () => {
  it('uploads the picked photo through the queue, then saves it as the avatar', async () => {
    const requests: { method: string; url: string; body: unknown }[] = [];
    const saved = {
      ...user,
      avatar: '/api/v1/files/photo-1/download',
      avatar_url: '/api/v1/files/photo-1/download',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        requests.push({ method: request.method, url: request.url, body: await request.clone().json() });
        return jsonResponse({ data: saved });
      }),
    );
    const { client, transport } = setup(<AvatarPicker user={user} />);
    await userEvent.upload(
      screen.getByLabelText(cabinetEn.account_avatar_choose),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    // The queue's code comes when a photo is picked: the file is sent once it has arrived.
    await waitFor(() => expect(transport.sends).toHaveLength(1));
    act(() => transport.current.report({ type: 'upload.progressed', bytesSent: 1, bytesTotal: 2 }));
    expect(screen.getByText('Uploading the photo: 50%')).toBeTruthy();
    act(() => transport.current.report({ type: 'upload.sent', result: { uuid: 'photo-1', url: null } }));
    await screen.findByText(cabinetEn.account_avatar_saved);
    expect(requests).toEqual([
      { method: 'PUT', url: expect.stringMatching(/\/api\/v1\/users\/3$/), body: { avatar: 'photo-1' } },
    ]);
    expect(client.getQueryData<User>(sessionKeys.user)?.avatar_url).toBe('/api/v1/files/photo-1/download');
  });

  it('refuses a file that is not a JPEG, PNG or WebP image before uploading it', async () => {
    const { transport } = setup(<AvatarPicker user={user} />, 'uk');
    await userEvent.upload(
      screen.getByLabelText(cabinetUk.account_avatar_choose),
      new File(['gif'], 'me.gif', { type: 'image/gif' }),
      { applyAccept: false },
    );
    expect(screen.getByRole('alert').textContent).toBe(cabinetUk.account_avatar_type);
    expect(transport.sends).toHaveLength(0);
  });

  it('removes the photo with null', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        bodies.push(await new Request(input, init).json());
        return jsonResponse({ data: user });
      }),
    );
    setup(<AvatarPicker user={{ ...user, avatar: 'x', avatar_url: '/api/v1/files/x/download' }} />);
    await userEvent.click(screen.getByRole('button', { name: cabinetEn.account_avatar_remove }));
    await screen.findByText(cabinetEn.account_avatar_removed);
    expect(bodies).toEqual([{ avatar: null }]);
  });
});

describe('AuthServices', () => {
  it('offers the ways to sign in with the one in use chosen, and saves another choice at once', async () => {
    const requests: { method: string; url: string; body: unknown }[] = [];
    let current: 'password' | 'code' = 'password';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        if (request.method === 'PUT') {
          const body = (await request.clone().json()) as { auth_type: 'password' | 'code' };
          requests.push({ method: request.method, url: request.url, body });
          current = body.auth_type;
          return jsonResponse({ data: { ...user, auth_type: current } });
        }
        return jsonResponse({
          data: [
            { type: 'password', connected: true, is_current: current === 'password' },
            { type: 'code', connected: true, is_current: current === 'code' },
          ],
        });
      }),
    );
    const { client } = setup(<AuthServices user={user} />, 'uk');
    const password = await screen.findByRole('radio', { name: cabinetUk.account_auth_password });
    const code = screen.getByRole('radio', { name: cabinetUk.account_auth_code });
    expect(password.getAttribute('aria-checked')).toBe('true');
    expect(code.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(cabinetUk.account_auth_code_hint)).toBeTruthy();

    await userEvent.click(code);
    await screen.findByText(cabinetUk.account_auth_saved);
    expect(requests).toEqual([
      { method: 'PUT', url: expect.stringMatching(/\/api\/v1\/users\/3$/), body: { auth_type: 'code' } },
    ]);
    await waitFor(() =>
      expect(
        screen.getByRole('radio', { name: cabinetUk.account_auth_code }).getAttribute('aria-checked'),
      ).toBe('true'),
    );
    expect(client.getQueryData<User>(sessionKeys.user)?.auth_type).toBe('code');
  });
});

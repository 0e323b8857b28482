// @vitest-environment-options {"url": "http://127.0.0.1:1/"}
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import cabinetEn from '../../../../app/server/translations/en/cabinet.json' with { type: 'json' };
import commonEn from '../../../../app/server/translations/en/common.json' with { type: 'json' };
import { LanguageChoice } from '../../../../app/web/account/profile-extras.tsx';
import { currentLanguage, setLanguage } from '../../../../app/web/language/language-store.ts';
import { LanguageSwitcher } from '../../../../app/web/language/language-switcher.tsx';
import { sessionKeys } from '../../../../app/web/session/use-session.ts';
import { appWrapper } from '../support/app-wrapper.tsx';
import { jsonResponse } from '../support/json-response.ts';
import { userFixture } from '../support/user-fixture.ts';

// The header's switcher and the profile's language select are one choice: each language named in
// itself, kept on this device at once and, for a signed-in person, in the account.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const catalog = { common: commonEn, cabinet: cabinetEn };
const catalogs = { en: catalog, uk: catalog, ru: catalog };

function renderPicker(picker: 'switcher' | 'profile', signedIn: boolean) {
  setLanguage('en');
  const saved: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      saved.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
      return jsonResponse({ data: [] });
    }),
  );
  const client = new QueryClient();
  client.setQueryData(sessionKeys.user, signedIn ? userFixture() : null);
  render(picker === 'switcher' ? <LanguageSwitcher /> : <LanguageChoice />, {
    wrapper: appWrapper(client, 'en', catalogs),
  });
  return saved;
}

describe('choosing the interface language', () => {
  for (const picker of ['switcher', 'profile'] as const) {
    it(`in the ${picker}: offers each language in itself, and keeps the choice here and in the account`, async () => {
      const saved = renderPicker(picker, true);
      const select = screen.getByRole('combobox', { name: commonEn.language });
      expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
        'English',
        'Українська',
        'Русский',
      ]);
      await userEvent.selectOptions(select, 'Українська');
      expect(currentLanguage()).toBe('uk');
      expect(document.documentElement.lang).toBe('uk');
      await waitFor(() =>
        expect(saved).toEqual([
          { path: '/api/v1/user-personal-settings', body: { settings: [{ key: 'language', value: 'uk' }] } },
        ]),
      );
    });
  }

  it('keeps a signed-out visitor’s choice on this device only', async () => {
    const saved = renderPicker('switcher', false);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: commonEn.language }), 'Русский');
    expect(currentLanguage()).toBe('ru');
    expect(saved).toEqual([]);
  });
});

// @vitest-environment-options {"url": "http://127.0.0.1:1/sign-in"}
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import authEn from '../../../../app/server/translations/en/auth.json' with { type: 'json' };
import commonEn from '../../../../app/server/translations/en/common.json' with { type: 'json' };
import uiEn from '../../../../app/server/translations/en/ui.json' with { type: 'json' };
import authUk from '../../../../app/server/translations/uk/auth.json' with { type: 'json' };
import commonUk from '../../../../app/server/translations/uk/common.json' with { type: 'json' };
import uiUk from '../../../../app/server/translations/uk/ui.json' with { type: 'json' };
import {
  SIGN_IN_FIRST_PAINT_ELEMENT,
  signInFirstPaint,
  signInFirstPaintHtml,
} from '../../../../app/server/web/first-paint/sign-in-first-paint.ts';
import { currentLanguage, setLanguage } from '../../../../app/web/language/language-store.ts';
import { SignInPage } from '../../../../app/web/pages/sign-in-page.tsx';
import { signInScreen } from '../../../../core/account/index.ts';
import { LANGUAGES, type Language } from '../../../../core/api/index.ts';
import type { TranslationCatalog } from '../../../../core/i18n/translate.ts';
import { I18nProvider } from '../../../../ui/i18n/i18n-context.tsx';

// The sign-in page is served drawn (app/server/web/first-paint/sign-in-first-paint.ts) from the one
// description the app's page draws too (core/account/sign-in-screen.ts): both show the same words,
// fields, buttons and links in the same order, in en and uk; the served inputs keep what a person typed
// before the script ran, and the app's form starts from it, with the caret where it was; then there is
// one form on the page, not two.

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  setLanguage('en');
});

const catalogues: Partial<Record<Language, TranslationCatalog>> = {
  en: { auth: authEn, common: commonEn, ui: uiEn },
  uk: { auth: authUk, common: commonUk, ui: uiUk },
};
/** The server's texts of the groups the sign-in page uses, as the page carries them. */
const catalogOf = (language: Language): TranslationCatalog => catalogues[language] ?? {};

function renderApp(language: Language, catalog: TranslationCatalog, container?: HTMLElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/sign-in', element: <SignInPage /> }], {
    initialEntries: ['/sign-in'],
  });
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider language={language} catalog={catalog}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
    container ? { container } : {},
  );
}

/** What a person meets, in order: each text, each field with its label and kind, each link and button. */
function partsOf(root: Element) {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('style, select') || !node.textContent?.trim()) continue;
    texts.push(node.textContent.trim());
  }
  const fields = [...root.querySelectorAll('input')].map((input) => ({
    label: root.querySelector(`label[for="${input.id}"]`)?.textContent,
    type: input.type,
    autocomplete: input.getAttribute('autocomplete'),
    inputmode: input.getAttribute('inputmode'),
    required: input.required,
  }));
  const languages = [...root.querySelectorAll('select option')].map((option) => [
    option.getAttribute('value'),
    option.textContent,
  ]);
  const links = [...root.querySelectorAll('a')].map((link) => [
    link.textContent,
    link.getAttribute('href')?.split('?')[0],
  ]);
  const buttons = [...root.querySelectorAll('button')].map((button) => [button.textContent, button.type]);
  const headings = [...root.querySelectorAll('h1')].map((heading) => heading.textContent);
  return { texts, fields, languages, links, buttons, headings };
}

const served = () => document.getElementById(SIGN_IN_FIRST_PAINT_ELEMENT) as HTMLElement;

describe('the served sign-in page', () => {
  it.each(['en', 'uk'] as const)(
    'shows the app’s words, fields, links and buttons in order (%s)',
    (language) => {
      const catalog = catalogOf(language);
      document.body.innerHTML = signInFirstPaint({ language, catalog, signedIn: false });
      const note = served().querySelector('[role="status"]');
      const noteText = note?.textContent ?? '';
      note?.remove();
      const first = partsOf(served());
      document.body.innerHTML = '';

      const app = renderApp(language, catalog);
      const drawn = partsOf(app.container);

      expect(first).toEqual(drawn);
      expect(first.headings).toEqual([catalog.auth?.sign_in_title]);
      expect(first.fields.map((field) => field.type)).toEqual(['email', 'password']);
      // The served page says it is getting ready, in the page's language.
      expect(noteText).toBe(catalog.auth?.form_loading);
      expect(noteText).not.toBe('');
    },
  );

  it('draws nothing for a signed-in caller (the app sends them on)', () => {
    expect(signInFirstPaint({ language: 'en', catalog: catalogOf('en'), signedIn: true })).toBe('');
  });

  it('sends nothing before the app takes over: no address, no field names, both buttons disabled', () => {
    document.body.innerHTML = signInFirstPaint({
      language: 'en',
      catalog: catalogOf('en'),
      signedIn: false,
    });
    const form = served().querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBeNull();
    expect([...form.querySelectorAll('input')].map((input) => input.name)).toEqual(['', '']);
    const buttons = [...form.querySelectorAll('button')];
    expect(buttons.map((button) => button.disabled)).toEqual([true, true]);
    expect(buttons[0]?.type).toBe('submit');
  });

  it('keeps every text inert: a hostile translation or address is shown as written', () => {
    const hostile = '<img src=x onerror="alert(1)"></h1><script>alert(2)</script>';
    const catalog = catalogOf('en');
    const screenOf = signInScreen(
      (key) => (key === 'auth.sign_in_title' ? hostile : `${key} "'&`),
      LANGUAGES,
    );
    document.body.innerHTML = signInFirstPaintHtml(screenOf, {
      language: 'en"><script>alert(3)</script>',
      search: `next=%22%3E"><script>alert(4)</script>`,
    });
    expect(document.querySelectorAll('img, script').length).toBe(0);
    expect(served().querySelector('h1')?.textContent).toBe(hostile);
    expect(served().querySelector('.lead')?.textContent).toBe(`auth.sign_in_lead "'&`);
    const signUp = [...served().querySelectorAll('a')].at(-1);
    expect(signUp?.getAttribute('href')).toBe(`/sign-up?next=%22%3E"><script>alert(4)</script>`);
    expect(catalog.auth?.sign_in_title).not.toBe(hostile);
  });
});

describe('the app taking the served page over', () => {
  function servePage() {
    document.body.innerHTML = `${signInFirstPaint({
      language: 'en',
      catalog: catalogOf('en'),
      signedIn: false,
    })}<div id="root"></div>`;
    const email = served().querySelector('input[type="email"]') as HTMLInputElement;
    const password = served().querySelector('input[type="password"]') as HTMLInputElement;
    return { email, password, root: document.getElementById('root') as HTMLElement };
  }

  it('starts from what was typed, with the focus and caret where they were; one form remains', async () => {
    const { email, password, root } = servePage();
    email.value = 'olena@example.com';
    password.value = 'lectern-demo';
    password.focus();
    password.setSelectionRange(3, 7);

    await act(async () => {
      renderApp('en', catalogOf('en'), root);
    });

    expect(served()).toBeNull();
    const appEmail = screen.getByLabelText(/^Email/) as HTMLInputElement;
    const appPassword = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(appEmail.value).toBe('olena@example.com');
    expect(appPassword.value).toBe('lectern-demo');
    expect(document.activeElement).toBe(appPassword);
    expect([appPassword.selectionStart, appPassword.selectionEnd]).toEqual([3, 7]);
    expect(document.querySelectorAll('form')).toHaveLength(1);
    expect(document.querySelectorAll('input[type="email"]')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('keeps a field focused with nothing typed, and a language picked on the served page', async () => {
    const { email, root } = servePage();
    email.focus();
    const picker = served().querySelector('select') as HTMLSelectElement;
    picker.value = 'uk';

    await act(async () => {
      renderApp('en', catalogOf('en'), root);
    });

    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
    expect(currentLanguage()).toBe('uk');
  });

  it('starts empty where no first paint was served', async () => {
    await act(async () => {
      renderApp('en', catalogOf('en'));
    });
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(document.body);
  });
});

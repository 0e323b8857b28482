import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import menuEn from '../../../../app/server/translations/en/menu.json' with { type: 'json' };
import menuRu from '../../../../app/server/translations/ru/menu.json' with { type: 'json' };
import menuUk from '../../../../app/server/translations/uk/menu.json' with { type: 'json' };
import { setLanguage } from '../../../../app/web/language/language-store.ts';
import { UserMenu } from '../../../../app/web/layouts/user-menu.tsx';
import { sessionKeys } from '../../../../app/web/session/use-session.ts';
import { DEFAULT_SUPPORT_LINKS } from '../../../../core/account/support-links.ts';
import type { Language, ProfileMenu, User } from '../../../../core/api/index.ts';
import { I18nProvider } from '../../../../ui/i18n/i18n-context.tsx';

// The account menu offers the support chat and the news of the reader's language, each opening
// in a new tab without handing that tab our page.

afterEach(cleanup);

const user: User = {
  id: 3,
  name: 'Olena',
  email: 'olena@example.com',
  avatar: null,
  avatar_url: null,
  bg_color: '#3965FF',
  id_hash: 'h',
  auto_login_hash: null,
  is_partner: false,
  is_auto_timezone: true,
  timezone: 'Europe/Kyiv',
  auth_type: 'password',
  user_personal_settings: [],
  courseCount: 0,
  subscriptions: [],
  products: [],
};
const own = {
  id: 0,
  name: 'My learning',
  is_current: true,
  personal_settings: {},
  user_cabinet: true,
  type: 'student' as const,
};
const menu: ProfileMenu = {
  student_cabinets: [own],
  expert_cabinets: [],
  current_cabinet: own,
  is_branding_enabled: false,
  partner_dashboard_url: null,
};

async function openMenu(language: Language) {
  setLanguage(language);
  const client = new QueryClient();
  client.setQueryData(sessionKeys.user, user);
  client.setQueryData(sessionKeys.menu, menu);
  const catalogs = { en: { menu: menuEn }, uk: { menu: menuUk }, ru: { menu: menuRu } };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <I18nProvider language={language} catalog={catalogs[language]} fallback={catalogs.en}>
          {children}
        </I18nProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  render(<UserMenu />, { wrapper });
  await userEvent.setup().click(screen.getByRole('button', { name: /Olena/ }));
}

describe('UserMenu support links', () => {
  it.each([
    ['en', 'Support chat', 'News'],
    ['uk', 'Чат підтримки', 'Новини'],
    ['ru', 'Чат поддержки', 'Новости'],
  ] as const)(
    'in %s: the support chat and the news of that language, in a new tab',
    async (language, chat, news) => {
      await openMenu(language);
      const chatLink = await screen.findByRole('menuitem', { name: chat });
      const newsLink = screen.getByRole('menuitem', { name: news });
      expect(chatLink.getAttribute('href')).toBe(DEFAULT_SUPPORT_LINKS[language].chat);
      expect(newsLink.getAttribute('href')).toBe(DEFAULT_SUPPORT_LINKS[language].news);
      for (const link of [chatLink, newsLink]) {
        expect(link.getAttribute('target')).toBe('_blank');
        expect(link.getAttribute('rel')).toContain('noopener');
      }
    },
  );
});

describe('UserMenu from the keyboard (its code loads when first asked for)', () => {
  it('opens with Enter on the first item and gives the focus back to the button on Escape', async () => {
    setLanguage('en');
    const client = new QueryClient();
    client.setQueryData(sessionKeys.user, user);
    client.setQueryData(sessionKeys.menu, menu);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <I18nProvider language="en" catalog={{ menu: menuEn }}>
            <UserMenu />
          </I18nProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const keyboard = userEvent.setup();
    const button = screen.getByRole('button', { name: /Olena/ });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await keyboard.tab();
    await keyboard.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: 'My learning' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    await keyboard.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /Olena/ })));
  });
});

import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import menuEn from '../../../../app/server/translations/en/menu.json' with { type: 'json' };
import menuRu from '../../../../app/server/translations/ru/menu.json' with { type: 'json' };
import menuUk from '../../../../app/server/translations/uk/menu.json' with { type: 'json' };
import { setLanguage } from '../../../../app/web/language/language-store.ts';
import { UserMenu } from '../../../../app/web/layouts/user-menu.tsx';
import { sessionKeys } from '../../../../app/web/session/use-session.ts';
import { DEFAULT_SUPPORT_LINKS } from '../../../../core/account/support-links.ts';
import type { Language, ProfileMenu } from '../../../../core/api/index.ts';
import { appWrapper } from '../support/app-wrapper.tsx';
import { userFixture } from '../support/user-fixture.ts';

// The account menu offers the support chat and the news of the reader's language, each opening
// in a new tab without handing that tab our page.

afterEach(cleanup);

const user = userFixture({ is_auto_timezone: true });
const catalogs = { en: { menu: menuEn }, uk: { menu: menuUk }, ru: { menu: menuRu } };
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

function renderMenu(language: Language) {
  setLanguage(language);
  const client = new QueryClient();
  client.setQueryData(sessionKeys.user, user);
  client.setQueryData(sessionKeys.menu, menu);
  render(<UserMenu />, { wrapper: appWrapper(client, language, catalogs) });
}

async function openMenu(language: Language) {
  renderMenu(language);
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
    renderMenu('en');
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

import { type ComponentType, type KeyboardEvent, type PointerEvent, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Avatar } from '../../../ui/primitives/index.ts';
import { useUser } from '../session/use-session.ts';
import styles from './user-menu.module.css';
import type { UserMenuContentProps } from './user-menu-content.tsx';

type MenuView = ComponentType<UserMenuContentProps>;

/** The menu's code once loaded: every later mount draws the menu at once. */
let loadedMenu: MenuView | null = null;
let loadingMenu: Promise<MenuView> | null = null;
const loadMenu = (): Promise<MenuView> => {
  loadingMenu ??= import('./user-menu-content.tsx').then((module) => {
    loadedMenu = module.default;
    return module.default;
  });
  return loadingMenu;
};

/** The keys that open a menu button (WAI-ARIA menu button; what Radix's trigger answers to). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The account button. Its menu (Radix DropdownMenu, Popper, Floating UI) is loaded when the pointer
 * first comes over the button, or when it is first pressed or opened by a key; until then the button is
 * drawn alone, the same to see and to a screen reader, so no page pays for the menu up front
 * (docs/performance.md). Pressed before the code arrived, the menu opens once it has.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useUser().data;
  const [Menu, setMenu] = useState<MenuView | null>(() => loadedMenu);
  const [opening, setOpening] = useState<null | { fromKeyboard: boolean }>(null);
  if (!user) return null;
  if (Menu) return <Menu defaultOpen={opening !== null} fromKeyboard={opening?.fromKeyboard ?? false} />;

  const load = () =>
    void loadMenu().then(
      (view) => setMenu(() => view),
      () => undefined,
    );
  return (
    <button
      type="button"
      className={styles.trigger}
      aria-label={`${t('common.account')}: ${user.name}`}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={load}
      onFocus={() => void loadMenu().catch(() => undefined)}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        setOpening({ fromKeyboard: false });
        load();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setOpening({ fromKeyboard: true });
        load();
      }}
    >
      <Avatar name={user.name} src={user.avatar_url} bgColor={user.bg_color} size={32} decorative />
      <span className={styles.name}>{user.name}</span>
    </button>
  );
}

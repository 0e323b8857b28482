import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { LANGUAGES, type Language } from '../../../core/api/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Avatar } from '../../../ui/primitives/index.ts';
import { appSupportLinks } from '../account/support-links.ts';
import { useLanguage } from '../language/use-language.ts';
import { useAuthActions, useProfileMenu, useUser } from '../session/use-session.ts';
import styles from './user-menu.module.css';

/** How the menu was first asked for, before its code had loaded (user-menu.tsx). */
export interface UserMenuContentProps {
  /** Open at once: the person pressed the button while the menu's code was on its way. */
  defaultOpen?: boolean;
  /** Opened from the keyboard: the first item takes the focus, as when the menu opens by a key. */
  fromKeyboard?: boolean;
}

/**
 * The account menu (Radix DropdownMenu): who is signed in, the partner dashboard for partners, support
 * chat and news in the reader's language, and signing out. Loaded when the button is first hovered or
 * pressed (user-menu.tsx), so no page pays for it up front.
 */
export default function UserMenuContent({ defaultOpen = false, fromKeyboard = false }: UserMenuContentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser().data;
  const menu = useProfileMenu(Boolean(user)).data;
  const { logout } = useAuthActions();
  const [language, setLanguage] = useLanguage();
  const keyboardOpen = useRef(defaultOpen && fromKeyboard);
  const content = useRef<HTMLDivElement>(null);
  if (!user) return null;
  const help = appSupportLinks(language);

  async function signOut() {
    await logout.mutateAsync().catch(() => undefined);
    navigate('/sign-in', { replace: true });
  }

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={styles.trigger} aria-label={`${t('common.account')}: ${user.name}`}>
        <Avatar name={user.name} src={user.avatar_url} bgColor={user.bg_color} size={32} decorative />
        <span className={styles.name}>{user.name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={content}
          className={styles.content}
          align="end"
          sideOffset={8}
          onFocus={(event) => {
            // The key that opened it came before the menu's code: move to the first item as Radix would.
            if (!keyboardOpen.current || event.target !== event.currentTarget) return;
            keyboardOpen.current = false;
            content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
          }}
        >
          <DropdownMenu.Label className={styles.who}>
            <strong>{user.name}</strong>
            <span>{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={styles.item} onSelect={() => navigate('/cabinet')}>
            {t('menu.my_learning')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.item} onSelect={() => navigate('/cabinet/account')}>
            {t('cabinet.account_title')}
          </DropdownMenu.Item>
          {menu && menu.expert_cabinets.length === 0 ? (
            <DropdownMenu.Item className={styles.item} onSelect={() => navigate('/schools/new')}>
              {t('cabinet.school_create')}
            </DropdownMenu.Item>
          ) : null}
          {menu?.partner_dashboard_url ? (
            <DropdownMenu.Item
              className={styles.item}
              onSelect={() => navigate(menu.partner_dashboard_url ?? '/')}
            >
              {t('menu.partner_dashboard')}
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={styles.item} asChild>
            <a href={help.chat} target="_blank" rel="noopener noreferrer">
              {t('menu.support_chat')}
              <span className={styles.external} aria-hidden="true">
                ↗
              </span>
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.item} asChild>
            <a href={help.news} target="_blank" rel="noopener noreferrer">
              {t('menu.news')}
              <span className={styles.external} aria-hidden="true">
                ↗
              </span>
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Label className={styles.groupLabel}>{t('common.language')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={language} onValueChange={(value) => setLanguage(value as Language)}>
            {LANGUAGES.map((code) => (
              <DropdownMenu.RadioItem key={code} value={code} lang={code} className={styles.item}>
                <span className={styles.radioMark} aria-hidden="true">
                  <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
                </span>
                {t(`common.language_${code}`)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={styles.item} onSelect={() => void signOut()}>
            {t('common.sign_out')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

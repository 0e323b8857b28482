import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import {
  AppHeader,
  AppLayout,
  SideMenu,
  SideMenuButton,
  type SideMenuSection,
  useSideMenuState,
} from '../../../ui/layout/index.ts';
import { NetworkConnectionAlert } from '../../../ui/network/index.ts';
import { LanguageSwitcher } from '../language/language-switcher.tsx';
import { AccountAlerts } from './account-alerts.tsx';
import styles from './app-shell.module.css';
import { CabinetSwitcher } from './cabinet-switcher.tsx';
import { UserMenu } from './user-menu.tsx';

/** The signed-in frame: header with cabinet, language and account, an optional side menu, alerts, the page. */
export function AppShell({ sections, children }: { sections?: SideMenuSection[]; children: ReactNode }) {
  const { t } = useTranslation();
  const menu = useSideMenuState();
  const sideMenu = sections ? (
    <SideMenu
      sections={sections}
      label={t('menu.main_navigation')}
      collapsed={menu.collapsed}
      onCollapsedChange={menu.onCollapsedChange}
      mobileOpen={menu.mobileOpen}
      onMobileOpenChange={menu.onMobileOpenChange}
    />
  ) : undefined;
  return (
    <>
      <a className={styles.skip} href="#main">
        {t('common.skip_to_content')}
      </a>
      <AppLayout
        header={
          <AppHeader
            start={
              sections ? (
                <SideMenuButton open={menu.mobileOpen} onOpenChange={menu.onMobileOpenChange} />
              ) : undefined
            }
            logo={
              <Link to="/" className={styles.brand} aria-label={t('common.product_name')}>
                <span className={styles.mark} aria-hidden="true">
                  L
                </span>
                <span className={styles.brandName}>{t('common.product_name')}</span>
              </Link>
            }
            left={<CabinetSwitcher />}
            right={
              <div className={styles.actions}>
                <div className={styles.language}>
                  <LanguageSwitcher />
                </div>
                <UserMenu />
              </div>
            }
          />
        }
        sideMenu={sideMenu}
      >
        <NetworkConnectionAlert />
        <AccountAlerts />
        {children}
      </AppLayout>
    </>
  );
}

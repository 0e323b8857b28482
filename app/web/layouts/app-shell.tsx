import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import {
  AppHeader,
  AppLayout,
  SideMenuButton,
  type SideMenuProps,
  type SideMenuSection,
  useSideMenuState,
} from '../../../ui/layout/index.ts';
import { ConnectionAlertOnDemand } from '../../../ui/network/index.ts';
import { LanguageSwitcher } from '../language/language-switcher.tsx';
import { AccountAlerts } from './account-alerts.tsx';
import styles from './app-shell.module.css';
import { CabinetSwitcher } from './cabinet-switcher.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The signed-in frame: header with cabinet, language and account, an optional side menu, alerts, the
 * page. The side menu's component comes from the layout that has one (the expert's), so a student's
 * pages load none of it (docs/performance.md).
 */
export function AppShell({
  sections,
  sideMenu: SideMenuView,
  children,
}: {
  sections?: SideMenuSection[];
  /** The side menu (ui/layout's SideMenu), drawn with `sections`. */
  sideMenu?: ComponentType<SideMenuProps>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const menu = useSideMenuState();
  const sideMenu =
    sections && SideMenuView ? (
      <SideMenuView
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
              sideMenu ? (
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
        <ConnectionAlertOnDemand />
        <AccountAlerts />
        {children}
      </AppLayout>
    </>
  );
}

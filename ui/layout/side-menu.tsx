import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { SidebarIcon } from '../icons/index.ts';
import { type LinkComponent, useLinkComponent } from '../primitives/link-component.tsx';
import { Tooltip } from '../primitives/tooltip.tsx';
import styles from './side-menu.module.css';
import { SIDE_MENU_DRAWER_ID } from './side-menu-button.tsx';

const SideMenuDrawer = lazy(() => import('./side-menu-drawer.tsx'));

/** One entry of the side menu. */
export interface SideMenuItem {
  href: string;
  label: string;
  icon?: ReactNode;
  /** Shown, announced as disabled, and not navigable (spec 1 §1: consultations, guides, deals...). */
  disabled?: boolean;
  /** The current page: highlighted and marked aria-current="page". */
  active?: boolean;
  /** A count or a short word such as "Soon". */
  badge?: ReactNode;
}

/** A titled group of entries. */
export interface SideMenuSection {
  id: string;
  title?: string;
  items: SideMenuItem[];
}

/** Props of the SideMenu. */
export interface SideMenuProps {
  sections: SideMenuSection[];
  /** Desktop: icons only, labels as tooltips. */
  collapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Phone (≤ 640 px): the drawer is open. */
  mobileOpen?: boolean;
  onMobileOpenChange?: (open: boolean) => void;
  /** The navigation's accessible name (default: "Main menu"). */
  label?: string;
  /** Above the sections: a cabinet switcher. */
  header?: ReactNode;
  /** Below the sections: help links, the partner dashboard. */
  footer?: ReactNode;
  linkComponent?: LinkComponent;
  /** Id of the phone drawer, for the menu button's aria-controls. */
  id?: string;
}

interface SectionsProps {
  sections: SideMenuSection[];
  collapsed: boolean;
  Link: LinkComponent;
  onNavigate?: () => void;
}

function MenuItemContent({ item }: { item: SideMenuItem }) {
  return (
    <>
      <span className={styles.icon} aria-hidden="true">
        {item.icon ?? <span className={styles.initial}>{item.label.slice(0, 1)}</span>}
      </span>
      <span className={styles.label}>{item.label}</span>
      {item.badge !== undefined ? <span className={styles.badge}>{item.badge}</span> : null}
    </>
  );
}

function MenuSections({ sections, collapsed, Link, onNavigate }: SectionsProps) {
  const baseId = useId();
  return (
    <div className={styles.sections}>
      {sections.map((section) => {
        const titleId = `${baseId}-${section.id}`;
        return (
          <div key={section.id} className={styles.section}>
            {section.title ? (
              <h2 id={titleId} className={styles.sectionTitle}>
                <span className={styles.sectionTitleText}>{section.title}</span>
              </h2>
            ) : null}
            <ul className={styles.list} aria-labelledby={section.title ? titleId : undefined}>
              {section.items.map((item) => {
                const entry = item.disabled ? (
                  // biome-ignore lint/a11y/useValidAnchor: a disabled entry keeps the link role without an address
                  <a role="link" aria-disabled="true" className={styles.item}>
                    <MenuItemContent item={item} />
                  </a>
                ) : (
                  <Link
                    href={item.href}
                    className={styles.item}
                    aria-current={item.active ? 'page' : undefined}
                    onClick={onNavigate}
                  >
                    <MenuItemContent item={item} />
                  </Link>
                );
                return (
                  <li key={item.href}>
                    <Tooltip content={item.label} side="right" disabled={!collapsed || item.disabled}>
                      {entry}
                    </Tooltip>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/**
 * The expert's or student's main navigation: sections of links with icons and badges. On desktop it
 * collapses to icons (320 ms); on phones it is a drawer opened by `SideMenuButton`.
 */
export function SideMenu({
  sections,
  collapsed = false,
  onCollapsedChange,
  mobileOpen = false,
  onMobileOpenChange,
  label,
  header,
  footer,
  linkComponent,
  id = SIDE_MENU_DRAWER_ID,
}: SideMenuProps) {
  const { t } = useTranslation();
  const Link = useLinkComponent(linkComponent);
  const navLabel = label ?? t('ui.main_menu');
  // The phone drawer (Radix Dialog) is loaded when it is first opened, and kept from then on.
  const [drawerWanted, setDrawerWanted] = useState(mobileOpen);
  if (mobileOpen && !drawerWanted) setDrawerWanted(true);
  return (
    <>
      <aside className={styles.sideMenu} data-collapsed={collapsed || undefined}>
        {header ? <div className={styles.header}>{header}</div> : null}
        <nav aria-label={navLabel} className={styles.nav}>
          <MenuSections sections={sections} collapsed={collapsed} Link={Link} />
        </nav>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
        {onCollapsedChange ? (
          <div className={styles.collapseRow}>
            <Tooltip content={t('ui.expand_menu')} side="right" disabled={!collapsed}>
              <button
                type="button"
                className={styles.collapseButton}
                aria-expanded={!collapsed}
                aria-label={collapsed ? t('ui.expand_menu') : t('ui.collapse_menu')}
                onClick={() => onCollapsedChange(!collapsed)}
              >
                <SidebarIcon size={18} />
                <span className={styles.label}>{t('ui.collapse_menu')}</span>
              </button>
            </Tooltip>
          </div>
        ) : null}
      </aside>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <SideMenuDrawer
            id={id}
            label={navLabel}
            open={mobileOpen}
            onOpenChange={onMobileOpenChange}
            header={header}
            footer={footer}
          >
            <MenuSections
              sections={sections}
              collapsed={false}
              Link={Link}
              onNavigate={() => onMobileOpenChange?.(false)}
            />
          </SideMenuDrawer>
        </Suspense>
      ) : null}
    </>
  );
}

import { Dialog } from 'radix-ui';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { CloseIcon, MenuIcon, SidebarIcon } from '../icons/index.ts';
import { type LinkComponent, useLinkComponent } from '../primitives/link-component.tsx';
import { Tooltip } from '../primitives/tooltip.tsx';
import styles from './side-menu.module.css';

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

/** The id of the phone drawer when none is given. */
export const SIDE_MENU_DRAWER_ID = 'side-menu-drawer';

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
  const returnFocusTo = useRef<HTMLElement | null>(null);
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
      <Dialog.Root open={mobileOpen} onOpenChange={onMobileOpenChange}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.drawerOverlay} />
          <Dialog.Content
            id={id}
            className={styles.drawer}
            aria-describedby={undefined}
            onOpenAutoFocus={() => {
              returnFocusTo.current =
                document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocusTo.current?.focus();
            }}
          >
            <div className={styles.drawerTop}>
              <Dialog.Title className={styles.drawerTitle}>{navLabel}</Dialog.Title>
              <Dialog.Close className={styles.drawerClose} aria-label={t('ui.close_menu')}>
                <CloseIcon size={20} />
              </Dialog.Close>
            </div>
            {header ? <div className={styles.header}>{header}</div> : null}
            <nav aria-label={navLabel} className={styles.nav}>
              <MenuSections
                sections={sections}
                collapsed={false}
                Link={Link}
                onNavigate={() => onMobileOpenChange?.(false)}
              />
            </nav>
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

/** Props of the SideMenuButton. */
export interface SideMenuButtonProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Id of the drawer it opens. */
  controls?: string;
  className?: string;
}

/** The phone-only (≤ 640 px) button that opens the side menu drawer; hidden on wider screens. */
export function SideMenuButton({
  open,
  onOpenChange,
  controls = SIDE_MENU_DRAWER_ID,
  className,
}: SideMenuButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={[styles.menuButton, className].filter(Boolean).join(' ')}
      aria-label={t('ui.open_menu')}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      aria-haspopup="dialog"
      onClick={() => onOpenChange(!open)}
    >
      <MenuIcon size={22} />
    </button>
  );
}

import { Dialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { CloseIcon } from '../icons/index.ts';
import styles from './side-menu.module.css';

/** Props of the SideMenuDrawer. */
export interface SideMenuDrawerProps {
  id: string;
  /** The navigation's accessible name, also the drawer's title. */
  label: string;
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  header?: ReactNode;
  footer?: ReactNode;
  /** The menu's sections. */
  children: ReactNode;
}

/**
 * The side menu on a phone: a drawer (Radix Dialog) opened by `SideMenuButton`, focus held inside and
 * given back to what had it. Loaded by SideMenu when first opened.
 */
export default function SideMenuDrawer({
  id,
  label,
  open,
  onOpenChange,
  header,
  footer,
  children,
}: SideMenuDrawerProps) {
  const { t } = useTranslation();
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
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
            <Dialog.Title className={styles.drawerTitle}>{label}</Dialog.Title>
            <Dialog.Close className={styles.drawerClose} aria-label={t('ui.close_menu')}>
              <CloseIcon size={20} />
            </Dialog.Close>
          </div>
          {header ? <div className={styles.header}>{header}</div> : null}
          <nav aria-label={label} className={styles.nav}>
            {children}
          </nav>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

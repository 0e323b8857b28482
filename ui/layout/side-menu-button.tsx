import { useTranslation } from '../i18n/i18n-context.tsx';
import { MenuIcon } from '../icons/index.ts';
import styles from './side-menu.module.css';

/** The id of the phone drawer when none is given. */
export const SIDE_MENU_DRAWER_ID = 'side-menu-drawer';

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

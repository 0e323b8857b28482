import type { HTMLAttributes, ReactNode } from 'react';
import styles from './app-header.module.css';

/** Props of the AppHeader. */
export interface AppHeaderProps extends HTMLAttributes<HTMLElement> {
  /** The product or cabinet logo, usually a link home. */
  logo?: ReactNode;
  /** Before the logo: the phone menu button (SideMenuButton). */
  start?: ReactNode;
  /** After the logo: a cabinet switcher, breadcrumbs or search. */
  left?: ReactNode;
  /** Right-aligned actions: notifications, language, the user's avatar menu. */
  right?: ReactNode;
}

/** The sticky top bar of every page, 64 px tall, with logo, left content and right actions. */
export function AppHeader({ logo, start, left, right, className, ...rest }: AppHeaderProps) {
  return (
    <header className={[styles.header, className].filter(Boolean).join(' ')} {...rest}>
      {start ? <div className={styles.start}>{start}</div> : null}
      {logo ? <div className={styles.logo}>{logo}</div> : null}
      <div className={styles.left}>{left}</div>
      {right ? <div className={styles.right}>{right}</div> : null}
    </header>
  );
}

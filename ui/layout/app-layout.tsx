import type { ReactNode } from 'react';
import styles from './app-layout.module.css';

/** Props of the AppLayout. */
export interface AppLayoutProps {
  /** Usually an AppHeader. */
  header: ReactNode;
  /** Usually a SideMenu; omit for pages without one. */
  sideMenu?: ReactNode;
  /** The page: PageHeader and content. */
  children: ReactNode;
  /** Stretch the content to the full width (site-builder pages use the full-size layout). */
  fullWidth?: boolean;
}

/** Header on top, side menu on the left, the page in a centred column; one column on phones. */
export function AppLayout({ header, sideMenu, children, fullWidth = false }: AppLayoutProps) {
  return (
    <div className={styles.layout}>
      {header}
      <div className={styles.body}>
        {sideMenu}
        <main className={styles.main} id="main">
          <div className={fullWidth ? styles.full : styles.content}>{children}</div>
        </main>
      </div>
    </div>
  );
}

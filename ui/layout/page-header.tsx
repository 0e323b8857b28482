import type { ReactNode } from 'react';
import styles from './page-header.module.css';

/** Props of the PageHeader. */
export interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right (wrap under the title on phones). */
  actions?: ReactNode;
  /** Above the title: breadcrumbs or a back link. */
  eyebrow?: ReactNode;
  /** Below: tabs or filters that belong to the header. */
  children?: ReactNode;
  className?: string;
}

/** The top of a page: title (h1), description and the page's main actions. */
export function PageHeader({ title, description, actions, eyebrow, children, className }: PageHeaderProps) {
  return (
    <div className={[styles.pageHeader, className].filter(Boolean).join(' ')}>
      {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
      <div className={styles.row}>
        <div className={styles.text}>
          <h1 className={styles.title}>{title}</h1>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';
import { InboxIcon } from '../icons/index.ts';
import styles from './empty-state.module.css';

/** Props of the EmptyState. */
export interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  /** Defaults to an inbox; pass `null` for none. */
  icon?: ReactNode;
  /** Usually a Button that creates the first item. */
  action?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Compact for inside cards and panels. */
  size?: 'md' | 'sm';
  className?: string;
}

/** What a list or page shows when there is nothing yet: an icon, a title, a sentence and an action. */
export function EmptyState({
  title,
  text,
  icon,
  action,
  headingLevel = 2,
  size = 'md',
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  const shownIcon = icon === undefined ? <InboxIcon size={28} /> : icon;
  return (
    <div className={[styles.empty, styles[size], className].filter(Boolean).join(' ')}>
      {shownIcon ? (
        <div className={styles.icon} aria-hidden="true">
          {shownIcon}
        </div>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

import type { HTMLAttributes } from 'react';
import styles from './badge.module.css';

/** Meaning of a badge's colour. */
export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

/** Props of the Badge. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** Strong fill for counts; soft for statuses. */
  variant?: 'soft' | 'solid';
  /** A coloured dot before the text (statuses). */
  dot?: boolean;
}

/** A small label for a status or a count. */
export function Badge({
  tone = 'neutral',
  variant = 'soft',
  dot = false,
  className,
  children,
  ...rest
}: BadgeProps) {
  return (
    <span
      className={[styles.badge, styles[tone], styles[variant], className].filter(Boolean).join(' ')}
      {...rest}
    >
      {dot ? <span className={styles.dot} aria-hidden="true" /> : null}
      {children}
    </span>
  );
}

import { useTranslation } from '../i18n/i18n-context.tsx';
import styles from './spinner.module.css';

/** Props of the Spinner. */
export interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
  /** Announced text; omit with `decorative` when a parent already says what is loading. */
  label?: string;
  decorative?: boolean;
  className?: string;
}

/** An indeterminate loading ring; announces "Loading" unless decorative. */
export function Spinner({ size = 20, label, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation();
  const ring = (
    <svg
      className={[styles.spinner, className].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle className={styles.track} cx="12" cy="12" r="9.5" fill="none" strokeWidth="3" />
      <circle
        className={styles.arc}
        cx="12"
        cy="12"
        r="9.5"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
  if (decorative) return ring;
  return (
    <span role="status" className={styles.wrapper}>
      {ring}
      <span className="visually-hidden">{label ?? t('ui.loading')}</span>
    </span>
  );
}

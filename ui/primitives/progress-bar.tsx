import { Progress } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import styles from './progress-bar.module.css';

/** Props of the ProgressBar. */
export interface ProgressBarProps {
  /** 0–max; null for an unknown amount (an indeterminate bar). */
  value: number | null;
  max?: number;
  /** Names the bar for screen readers and shows above it unless `hideLabel`. */
  label: ReactNode;
  hideLabel?: boolean;
  /** Shows "45 %" at the right of the label. */
  showValue?: boolean;
  /** Spec 2 §9: progress is green by default. */
  tone?: 'success' | 'brand' | 'danger';
  size?: 'sm' | 'md';
}

/** A horizontal bar of progress (course completion, uploads). */
export function ProgressBar({
  value,
  max = 100,
  label,
  hideLabel = false,
  showValue = false,
  tone = 'success',
  size = 'md',
}: ProgressBarProps) {
  const labelId = useId();
  const clamped = value === null ? null : Math.min(max, Math.max(0, value));
  const percent = clamped === null ? null : Math.round((clamped / max) * 100);
  return (
    <div className={styles.wrapper}>
      <div className={hideLabel ? 'visually-hidden' : styles.top}>
        <span id={labelId}>{label}</span>
        {showValue && percent !== null ? <span className={styles.value}>{percent} %</span> : null}
      </div>
      <Progress.Root
        className={[styles.track, styles[size], styles[tone]].filter(Boolean).join(' ')}
        value={clamped}
        max={max}
        aria-labelledby={labelId}
        getValueLabel={(current, total) => `${Math.round((current / total) * 100)} %`}
      >
        <Progress.Indicator
          className={styles.indicator}
          style={percent === null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
        />
      </Progress.Root>
    </div>
  );
}

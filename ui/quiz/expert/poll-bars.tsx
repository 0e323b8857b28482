import { useTranslation } from '../../i18n/i18n-context.tsx';
import type { PollBar } from './expert-view.types.ts';
import styles from './poll-bars.module.css';

/** Interview figures (aggregate_interview): a bar per option with its percent and count. */
export function PollBars({ bars }: { bars: readonly PollBar[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.poll} aria-label={t('expert.quiz_review_poll_heading')}>
      <h4 className={styles.heading}>{t('expert.quiz_review_poll_heading')}</h4>
      <ul className={styles.list}>
        {bars.map((bar) => (
          <li
            key={bar.answerId}
            className={styles.item}
            aria-label={t('expert.quiz_review_poll_figure_label', {
              answer: bar.label,
              percent: bar.percent,
              count: bar.count,
            })}
          >
            <div className={styles.row} aria-hidden="true">
              <span className={styles.label}>{bar.label}</span>
              <span className={styles.figure}>
                {t('expert.quiz_review_poll_figure', { percent: bar.percent, count: bar.count })}
              </span>
            </div>
            <div className={styles.track} aria-hidden="true">
              <div className={styles.fill} style={{ width: `${Math.min(100, Math.max(0, bar.percent))}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

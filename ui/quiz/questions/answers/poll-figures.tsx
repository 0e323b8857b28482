import type { PollFigure } from '../../../../core/quiz/index.ts';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { useAnswerOwnerLabel } from '../review-audience.tsx';
import styles from './answers.module.css';

/** One option of a poll: its text, whether the reader chose it, and its figures (null: not shown). */
export interface PollOption {
  answerId: number;
  text: string;
  chosen: boolean;
  poll: PollFigure | null;
}

/** Percent and count of every learner per option (polls and scales in full information, and after a check). */
export function PollFigures({ options }: { options: readonly PollOption[] }) {
  const { t } = useTranslation();
  const answerOwner = useAnswerOwnerLabel('questions');
  const rows = options.filter((option) => option.poll !== null);
  if (rows.length === 0) return null;
  return (
    <section className={styles.poll} aria-label={t('questions.poll_results')}>
      <h4 className={styles.pollTitle}>{t('questions.poll_results')}</h4>
      <ul className={styles.pollList}>
        {rows.map((option) => {
          const percent = Math.max(0, Math.min(100, option.poll?.percent ?? 0));
          const count = option.poll?.count ?? 0;
          return (
            <li key={option.answerId} className={styles.pollRow} data-chosen={option.chosen || undefined}>
              <div className={styles.pollHead}>
                <span className={styles.pollLabel}>
                  {option.text}
                  {option.chosen ? <span className={styles.pollMine}>{` · ${answerOwner}`}</span> : null}
                </span>
                <span className={styles.pollFigure}>
                  <strong>{`${formatPercent(percent)} %`}</strong>
                  <span className={styles.pollCount}>{t('questions.poll_votes', { count })}</span>
                </span>
              </div>
              <div className={styles.pollTrack} aria-hidden="true">
                <div className={styles.pollBar} style={{ width: `${percent}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function formatPercent(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

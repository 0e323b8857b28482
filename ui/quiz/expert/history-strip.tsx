import type { HistorySegment } from '../../../core/quiz/index.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import styles from './history-strip.module.css';

const SEGMENT_KEY: Record<HistorySegment, string> = {
  none: 'expert.quiz_review_segment_none',
  correct: 'expert.quiz_review_segment_correct',
  incorrect: 'expert.quiz_review_segment_incorrect',
  'value-2': 'expert.quiz_review_segment_value_2',
};

/** The 9-segment history strip (spec 2 §2): grey none, green correct, red incorrect, blue value 2. */
export function HistoryStrip({ segments }: { segments: readonly HistorySegment[] }) {
  const { t } = useTranslation();
  const summary = segments.map((segment) => t(SEGMENT_KEY[segment])).join(', ');
  return (
    <div className={styles.strip} role="img" aria-label={t('expert.quiz_review_history_label', { summary })}>
      {segments.map((segment, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a segment is its position in the history
        <span key={index} className={`${styles.segment} ${styles[segment]}`} data-segment={segment} />
      ))}
    </div>
  );
}

import { ATTEMPT_STATUS, type AttemptStatusId } from '../../../core/api/quiz.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { Button } from '../../primitives/index.ts';
import styles from './review-actions.module.css';

/** The marks an expert gives (spec 3 §4): passed, failed, needs rework. */
export const REVIEW_MARKS = [
  { statusId: ATTEMPT_STATUS.passed, key: 'expert.quiz_review_mark_passed', variant: 'primary' },
  { statusId: ATTEMPT_STATUS.needsRework, key: 'expert.quiz_review_mark_needs_rework', variant: 'secondary' },
  { statusId: ATTEMPT_STATUS.failed, key: 'expert.quiz_review_mark_failed', variant: 'danger' },
] as const;

/** The marks the review call accepts. */
export type ReviewMark = (typeof REVIEW_MARKS)[number]['statusId'];

/** Props of the ReviewActions. */
export interface ReviewActionsProps {
  statusId: AttemptStatusId;
  /** The mark being saved, if any. */
  pendingMark: ReviewMark | null;
  onMark(mark: ReviewMark): void;
}

/** Passed / needs rework / failed for a finished attempt; the attempt's current mark is pressed. */
export function ReviewActions({ statusId, pendingMark, onMark }: ReviewActionsProps) {
  const { t } = useTranslation();
  if (statusId === ATTEMPT_STATUS.inProgress) {
    return <p className={styles.note}>{t('expert.quiz_review_in_progress_note')}</p>;
  }
  return (
    <fieldset className={styles.actions}>
      <legend className="visually-hidden">{t('expert.quiz_review_mark_label')}</legend>
      {REVIEW_MARKS.map((mark) => {
        const current = statusId === mark.statusId;
        return (
          <Button
            key={mark.statusId}
            size="sm"
            variant={current ? mark.variant : 'secondary'}
            className={current ? styles.current : undefined}
            aria-pressed={current}
            loading={pendingMark === mark.statusId}
            disabled={pendingMark !== null && pendingMark !== mark.statusId}
            onClick={() => {
              if (!current) onMark(mark.statusId);
            }}
          >
            {t(mark.key)}
          </Button>
        );
      })}
    </fieldset>
  );
}

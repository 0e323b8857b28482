import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { CheckIcon, CloseIcon } from '../../../icons/index.ts';
import { useAnswerOwnerLabel } from '../review-audience.tsx';
import styles from './answers.module.css';

/** The review's words on one option: the learner's right or wrong choice, and the key's answer. */
export function OptionMarks({
  chosen,
  mark,
  isKey,
  reviewing,
}: {
  chosen: boolean;
  mark: 'correct' | 'incorrect' | null;
  isKey: boolean;
  reviewing: boolean;
}) {
  const { t } = useTranslation();
  const answerOwner = useAnswerOwnerLabel('questions');
  if (!reviewing) return null;
  const showKey = isKey && mark !== 'correct';
  if (!mark && !showKey && !chosen) return null;
  return (
    <span className={styles.marks}>
      {mark === 'correct' ? (
        <span className={styles.markCorrect}>
          <CheckIcon size={14} strokeWidth={3} />
          {t('questions.review_correct')}
        </span>
      ) : mark === 'incorrect' ? (
        <span className={styles.markIncorrect}>
          <CloseIcon size={14} strokeWidth={3} />
          {t('questions.review_incorrect')}
        </span>
      ) : chosen ? (
        <span className={styles.markChosen}>{answerOwner}</span>
      ) : null}
      {showKey ? <span className={styles.markKey}>{t('questions.review_correct_answer')}</span> : null}
    </span>
  );
}

import type { Mark } from '../../../../core/quiz/index.ts';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { CheckIcon, CloseIcon } from '../../../icons/index.ts';
import styles from './exercises.module.css';

/** A green tick or red cross for a marked part, read out as "correct" or "incorrect"; nothing when unmarked. */
export function ReviewMark({ mark }: { mark: Mark }) {
  const { t } = useTranslation();
  if (mark === null) return null;
  return (
    <span className={styles.mark} data-mark={mark}>
      {mark === 'correct' ? <CheckIcon size={14} /> : <CloseIcon size={14} />}
      <span className="visually-hidden">{` (${t(`exercises.${mark}`)})`}</span>
    </span>
  );
}

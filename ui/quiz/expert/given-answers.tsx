import { useTranslation } from '../../i18n/i18n-context.tsx';
import { Badge } from '../../primitives/index.ts';
import type { GivenAnswer } from './expert-view.types.ts';
import { FileList } from './file-list.tsx';
import { formatMoment } from './format-moment.ts';
import styles from './question-result.module.css';

/** Props of the GivenAnswers. */
export interface GivenAnswersProps {
  rows: readonly GivenAnswer[];
  timeZone: string;
  /** Hides the text, options and files (a review screen shows them above) and keeps the date. */
  detailsOnly?: boolean;
}

/** One attempt's stored answer rows: typed text, chosen options with pictures, marks, files and the last update. */
export function GivenAnswers({ rows, timeZone, detailsOnly = false }: GivenAnswersProps) {
  const { t, language } = useTranslation();
  const files = rows.flatMap((row) => row.files);
  const latest = rows
    .map((row) => row.updatedAt)
    .filter((value): value is string => value != null)
    .sort()
    .at(-1);
  const updated = formatMoment(latest, language, timeZone);
  const shown = detailsOnly ? [] : rows.filter((row) => row.text || row.option);
  return (
    <div className={styles.given}>
      {!detailsOnly && shown.length === 0 && files.length === 0 ? (
        <p className={styles.muted}>{t('expert.quiz_review_no_answer')}</p>
      ) : null}
      {shown.length > 0 ? (
        <ul className={styles.answerRows}>
          {shown.map((row) => (
            <li key={row.id} className={styles.answerRow}>
              {row.option?.imageUrl ? (
                <img className={styles.optionImage} src={row.option.imageUrl} alt={row.option.text ?? ''} />
              ) : null}
              <span className={styles.answerText}>{row.option?.text ?? row.text}</span>
              {row.option && row.text ? <span className={styles.answerText}>{row.text}</span> : null}
              {row.isCorrect != null ? (
                <Badge tone={row.isCorrect ? 'success' : 'danger'}>
                  {t(
                    row.isCorrect
                      ? 'expert.quiz_review_answer_correct'
                      : 'expert.quiz_review_answer_incorrect',
                  )}
                </Badge>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {!detailsOnly && files.length > 0 ? <FileList files={files} /> : null}
      {updated ? (
        <p className={styles.muted}>{t('expert.quiz_review_updated_at', { date: updated })}</p>
      ) : null}
    </div>
  );
}

import type { Question } from '../../../core/api/quiz.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import styles from './quiz-page.module.css';

const TAGS = /<[^>]*>/g;

/**
 * A question's description and files. Until the content renderers (SanitizedHtml, CodeViewer,
 * FilesViewer) land in ui/quiz/content, the description is shown as plain text and files as links.
 */
export function QuestionContent({ question }: { question: Question }) {
  const { t } = useTranslation();
  const text = question.description
    ?.replace(TAGS, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();
  return (
    <>
      {text ? <div className={styles.content}>{text}</div> : null}
      {question.files.length > 0 ? (
        <ul className={styles.files} aria-label={t('quiz.files')}>
          {question.files.map((file) => (
            <li key={file.uuid}>
              <a href={file.url ?? `/api/v1/files/${file.uuid}/download`} target="_blank" rel="noreferrer">
                {file.original_name ?? t('quiz.file')}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

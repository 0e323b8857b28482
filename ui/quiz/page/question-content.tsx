import type { Question } from '../../../core/api/quiz.ts';
import { FilesViewer, SanitizedHtml } from '../content/index.ts';
import styles from './quiz-page.module.css';

/** A question's content: its authored description (sanitized HTML) and its files (images, players, documents). */
export function QuestionContent({ question }: { question: Question }) {
  return (
    <>
      {question.description?.trim() ? (
        <SanitizedHtml html={question.description} className={styles.content} />
      ) : null}
      {question.files.length > 0 ? <FilesViewer files={question.files} /> : null}
    </>
  );
}

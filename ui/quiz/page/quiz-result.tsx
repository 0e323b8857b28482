import { Fragment, type ReactNode } from 'react';
import type { AttemptReview, Quiz } from '../../../core/api/quiz.ts';
import type { ResultCommentsContext } from '../../../core/comments/index.ts';
import { formatTimer } from '../../../core/format/index.ts';
import {
  attemptStatusMessage,
  initialAnswerOf,
  numbersQuestions,
  resultHeaderCounts,
  reviewQuestion,
} from '../../../core/quiz/index.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { Button } from '../../primitives/index.ts';
import { QuestionCard } from './question-card.tsx';
import styles from './quiz-page.module.css';

const STATUS_TONE = {
  passed: styles.success,
  failed: styles.danger,
  'needs-rework': styles.warning,
  'in-process': styles.info,
} as const;

/** Props of the QuizResult. */
export interface QuizResultProps {
  quiz: Quiz;
  review: AttemptReview;
  /** Replay or finalize, when another attempt may start. */
  restart?: { label: 'replay' | 'finalize'; onClick: () => void } | null;
  onClose: () => void;
  headingLevel?: 1 | 2;
  /** The comment thread under each question (spec 2 §2 student view of the result widget). */
  renderComments?: (attemptId: number, questionId: number, context?: ResultCommentsContext) => ReactNode;
}

/** An attempt's result: scores, correct and incorrect counts, passed time, and each question reviewed in the quiz's display type. */
export function QuizResult({
  quiz,
  review,
  restart,
  onClose,
  headingLevel = 1,
  renderComments,
}: QuizResultProps) {
  const { t } = useTranslation();
  const { attempt } = review;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const SubHeading = headingLevel === 1 ? 'h2' : 'h3';
  const displayType = quiz.result_attempt.type_show;
  const units = { day: t('quiz.unit_day'), hour: t('quiz.unit_hour'), minute: t('quiz.unit_minute') };
  const passed =
    attempt.passed_time_formatted ??
    (attempt.passed_time_in_seconds != null ? formatTimer(attempt.passed_time_in_seconds, units) : null);
  const status = attemptStatusMessage(quiz, attempt);
  const showsMarks = displayType !== 'simple_answer';
  const reviewed = review.questions.map((question) => ({
    question,
    answer: initialAnswerOf(question, review.results),
    review: reviewQuestion(question, {
      displayType,
      results: review.results,
      aggregates: review.aggregate_interview,
    }),
  }));
  // The header counts the very verdicts the cards below show.
  const counts = resultHeaderCounts(
    reviewed.map((entry) => entry.review.verdict),
    attempt,
  );
  const scoreText =
    attempt.scores == null
      ? '—'
      : quiz.common_scores_max != null
        ? t('quiz.score_of', { score: attempt.scores, max: quiz.common_scores_max })
        : String(attempt.scores);

  return (
    <section className={styles.page} aria-labelledby={`result-${attempt.id}-title`}>
      <div className={styles.panel}>
        <p className={styles.eyebrow}>{quiz.name ?? t('quiz.eyebrow')}</p>
        <Heading id={`result-${attempt.id}-title`} className={styles.title} tabIndex={-1}>
          {t('quiz.result_title')}
        </Heading>
        {status ? (
          <div className={[styles.alert, STATUS_TONE[status.kind]].join(' ')} role="status">
            <div>
              <p className={styles.alertTitle}>{t(`quiz.status_${status.kind.replace('-', '_')}`)}</p>
              {status.text ? <p>{status.text}</p> : null}
            </div>
          </div>
        ) : null}
        <dl className={styles.scoreboard}>
          <div className={styles.stat}>
            <dt>{t('quiz.result_scores')}</dt>
            <dd>{scoreText}</dd>
          </div>
          {showsMarks ? (
            <>
              <div className={[styles.stat, styles.statCorrect].join(' ')}>
                <dt>{t('quiz.result_correct')}</dt>
                <dd>{counts.correct}</dd>
              </div>
              <div className={[styles.stat, styles.statIncorrect].join(' ')}>
                <dt>{t('quiz.result_incorrect')}</dt>
                <dd>{counts.incorrect}</dd>
              </div>
            </>
          ) : null}
          {passed ? (
            <div className={styles.stat}>
              <dt>{t('quiz.result_time')}</dt>
              <dd>{passed}</dd>
            </div>
          ) : null}
        </dl>
        <div className={styles.actions}>
          {restart ? (
            <Button onClick={restart.onClick}>
              {restart.label === 'finalize' ? t('quiz.finalize') : t('quiz.replay')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {t('quiz.result_close')}
          </Button>
        </div>
      </div>
      {reviewed.length > 0 ? (
        <>
          <SubHeading className={styles.sectionTitle}>{t('quiz.result_answers')}</SubHeading>
          <div className={styles.questions}>
            {reviewed.map((entry, index) => (
              <Fragment key={entry.question.id}>
                <QuestionCard
                  mode="review"
                  question={entry.question}
                  number={numbersQuestions(quiz) ? index + 1 : null}
                  total={reviewed.length}
                  headingLevel={headingLevel === 1 ? 3 : 3}
                  answer={entry.answer}
                  review={entry.review}
                />
                {renderComments?.(attempt.id, entry.question.id, { question: entry.question })}
              </Fragment>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

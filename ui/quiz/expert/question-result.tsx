import type { ReactNode } from 'react';
import type { Question, QuestionSlug } from '../../../core/api/quiz.ts';
import {
  type AnswerState,
  type HistorySegment,
  type QuestionReview,
  questionVerdict,
} from '../../../core/quiz/index.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { Badge, Checkbox, Spinner } from '../../primitives/index.ts';
import { QuestionContent } from '../page/question-content.tsx';
import type { QuestionScreen } from '../questions/question-screen.types.ts';
import { questionScreenFor } from '../questions/question-screens.ts';
import { ReviewAudienceProvider } from '../questions/review-audience.tsx';
import { CommentCount } from './comment-count.tsx';
import type { GivenAnswer, KeyAnswer, PollBar } from './expert-view.types.ts';
import { GivenAnswers } from './given-answers.tsx';
import { HistoryStrip } from './history-strip.tsx';
import { PollBars } from './poll-bars.tsx';
import styles from './question-result.module.css';
import { ReviewScreenBoundary } from './review-screen-boundary.tsx';

/** Props of the QuestionResult. */
export interface QuestionResultProps {
  number: number;
  question: Question;
  history: readonly HistorySegment[];
  /** The key; null while loading. */
  keyAnswers: readonly KeyAnswer[] | null;
  /** The student's answers over their attempts; null while loading. */
  givenAnswers: readonly GivenAnswer[] | null;
  /** The attempt being reviewed. */
  attemptId: number;
  /** The restored answer and its review, for the question type's review screen. */
  review?: { answer: AnswerState; review: QuestionReview<unknown> } | null;
  /** Poll figures for interview questions. */
  pollBars?: readonly PollBar[] | null;
  timeZone: string;
  /** Whether the student may comment on this result (spec 2 §3 Result comment settings). */
  commentsAllowed?: boolean;
  /** Saves the setting; without it the checkbox is shown read-only. */
  onCommentsAllowedChange?(allowed: boolean): void;
  /** The screen registry (tests pass their own). */
  screenFor?: (slug: QuestionSlug) => QuestionScreen | undefined;
  /** The result's comment thread (spec 2 §2), drawn under the setting. */
  comments?: ReactNode;
}

/** Groups answer rows by attempt: the reviewed attempt first, then earlier ones newest first. */
function byAttempt(rows: readonly GivenAnswer[], attemptId: number): [number, GivenAnswer[]][] {
  const groups = new Map<number, GivenAnswer[]>([[attemptId, []]]);
  for (const row of rows) groups.set(row.attemptId, [...(groups.get(row.attemptId) ?? []), row]);
  return [...groups.entries()].sort(([left], [right]) =>
    left === attemptId ? -1 : right === attemptId ? 1 : right - left,
  );
}

/** The expert's result widget of one question (spec 2 §2): history, key, answers per attempt, comments. */
export function QuestionResult(props: QuestionResultProps) {
  const { t } = useTranslation();
  const { question, attemptId, timeZone } = props;
  const Screen = (props.screenFor ?? questionScreenFor)(question.type.slug);
  const headingId = `expert-question-${question.id}`;
  const verdict = questionVerdict(question);
  return (
    <article className={styles.question} aria-labelledby={headingId}>
      <header className={styles.header}>
        <div className={styles.title}>
          <span className={styles.number}>
            {t('expert.quiz_review_question_number', { number: props.number })}
          </span>
          <h3 id={headingId} className={styles.name}>
            {question.name || t('expert.quiz_review_question_number', { number: props.number })}
          </h3>
        </div>
        <div className={styles.tools}>
          {verdict === 'correct' || verdict === 'incorrect' ? (
            <Badge tone={verdict === 'correct' ? 'success' : 'danger'} dot>
              {t(
                verdict === 'correct'
                  ? 'expert.quiz_review_answer_correct'
                  : 'expert.quiz_review_answer_incorrect',
              )}
            </Badge>
          ) : null}
          <HistoryStrip segments={props.history} />
          <CommentCount count={question.comments_count} />
        </div>
      </header>
      <QuestionContent question={question} />

      {props.pollBars && props.pollBars.length > 0 ? (
        <PollBars bars={props.pollBars} />
      ) : props.keyAnswers === null ? null : props.keyAnswers.length > 0 ? (
        <section className={styles.key}>
          <h4 className={styles.smallHeading}>{t('expert.quiz_review_correct_answers')}</h4>
          <ul className={styles.keyList}>
            {props.keyAnswers.map((answer, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: key answers carry no id
              <li key={index} className={styles.keyItem}>
                {answer.imageUrl ? (
                  <img className={styles.optionImage} src={answer.imageUrl} alt={answer.text ?? ''} />
                ) : null}
                <span>{answer.text}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className={styles.muted}>{t('expert.quiz_review_no_correct_answers')}</p>
      )}

      <section className={styles.answers}>
        <h4 className={styles.smallHeading}>{t('expert.quiz_review_given_answers')}</h4>
        {props.givenAnswers === null ? (
          <Spinner size={16} />
        ) : (
          byAttempt(props.givenAnswers, attemptId).map(([id, rows]) => {
            const fallback = <GivenAnswers rows={rows} timeZone={timeZone} />;
            return (
              <div key={id} className={styles.attemptAnswers} data-attempt={id}>
                <p className={styles.attemptLabel}>
                  {id === attemptId
                    ? t('expert.quiz_review_this_attempt')
                    : t('expert.quiz_review_earlier_attempt', { id })}
                </p>
                {id === attemptId && Screen && props.review ? (
                  <ReviewScreenBoundary fallback={fallback}>
                    <ReviewAudienceProvider audience="expert">
                      <Screen
                        mode="review"
                        question={question}
                        answer={props.review.answer}
                        review={props.review.review}
                      />
                    </ReviewAudienceProvider>
                    <GivenAnswers rows={rows} timeZone={timeZone} detailsOnly />
                  </ReviewScreenBoundary>
                ) : (
                  fallback
                )}
              </div>
            );
          })
        )}
      </section>

      <footer className={styles.footer}>
        <Checkbox
          label={t('expert.quiz_review_allow_comments')}
          description={
            props.onCommentsAllowedChange ? undefined : t('expert.quiz_review_allow_comments_later')
          }
          checked={props.commentsAllowed ?? false}
          disabled={!props.onCommentsAllowedChange}
          onCheckedChange={(checked) => props.onCommentsAllowedChange?.(checked === true)}
        />
      </footer>
      {props.comments ?? null}
    </article>
  );
}

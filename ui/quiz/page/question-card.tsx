import type { Ref } from 'react';
import type { Question } from '../../../core/api/quiz.ts';
import type { AnswerState, QuestionReview } from '../../../core/quiz/index.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { Badge } from '../../primitives/index.ts';
import { QuestionContent } from './question-content.tsx';
import { QuestionScreenSlot } from './question-screen-slot.tsx';
import styles from './quiz-page.module.css';

/** Props of the QuestionCard. */
export type QuestionCardProps = {
  question: Question;
  /** The number shown before the title, when questions are numbered. */
  number: number | null;
  total: number;
  /** Focused when the learner moves to this question. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Named by an unsuccessful finish. */
  failing?: boolean;
  /** Heading level: 2 on the quiz page, 3 inside a lesson. */
  headingLevel?: 2 | 3;
} & (
  | {
      mode: 'interactive';
      answer: AnswerState;
      onChange: (answer: AnswerState, options?: { typed?: boolean }) => void;
      disabled: boolean;
      error?: string | null;
      timedOut?: boolean;
    }
  | { mode: 'review'; answer: AnswerState; review: QuestionReview<unknown> }
);

/** One question: its title, required marker, content and files, and the answer area of its type (or its review), loaded by type. */
export function QuestionCard(props: QuestionCardProps) {
  const { t } = useTranslation();
  const { question, number, total, headingRef, failing = false, headingLevel = 2 } = props;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `question-${question.id}-title`;
  const title = question.name?.trim() || t('quiz.question_untitled');
  const verdict =
    props.mode === 'review' && props.review.display.showsQuestionVerdict ? props.review.verdict : null;
  return (
    <article
      id={`question-${question.id}`}
      className={[styles.card, failing && styles.cardFailing].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <header className={styles.cardHead}>
        <div className={styles.cardMeta}>
          <span>{number !== null ? t('quiz.question_of', { number, total }) : t('quiz.question')}</span>
          {props.mode === 'interactive' && props.timedOut ? (
            <Badge tone="danger">{t('quiz.timed_out')}</Badge>
          ) : null}
          {props.mode === 'review' && props.review.flags.skipped ? (
            <Badge>{t('quiz.review_skipped')}</Badge>
          ) : null}
          {props.mode === 'review' && props.review.flags.notStarted ? (
            <Badge>{t('quiz.review_not_started')}</Badge>
          ) : null}
          {verdict === 'correct' ? (
            <Badge tone="success" dot>
              {t('quiz.verdict_correct')}
            </Badge>
          ) : null}
          {verdict === 'incorrect' ? (
            <Badge tone="danger" dot>
              {t('quiz.verdict_incorrect')}
            </Badge>
          ) : null}
        </div>
        <Heading id={titleId} ref={headingRef} tabIndex={-1} className={styles.questionTitle}>
          {title}
          {question.is_required && props.mode === 'interactive' ? (
            <span className={styles.required} title={t('quiz.required')}>
              *<span className={styles.srOnly}>{t('quiz.required')}</span>
            </span>
          ) : null}
        </Heading>
      </header>
      <QuestionContent question={question} />
      {props.mode === 'interactive' ? (
        <QuestionScreenSlot
          mode="interactive"
          question={question}
          answer={props.answer}
          onChange={props.onChange}
          disabled={props.disabled}
          error={props.error ?? null}
        />
      ) : (
        <QuestionScreenSlot mode="review" question={question} answer={props.answer} review={props.review} />
      )}
    </article>
  );
}

import type { ComponentType } from 'react';
import type { Question, QuestionSlug } from '../../../core/api/quiz.ts';
import type { AnswerState, QuestionReview } from '../../../core/quiz/index.ts';

/**
 * The answer area of one question type. The quiz page renders the question's title, content and
 * files around it; a screen renders only what the learner answers with, or its review.
 */
export type QuestionScreenProps<TAnswer extends AnswerState = AnswerState, TDetail = unknown> =
  | {
      mode: 'interactive';
      question: Question;
      answer: TAnswer;
      /** A new answer state; `typed` marks keystrokes, which the quiz machine debounces. */
      onChange(answer: TAnswer, options?: { typed?: boolean }): void;
      /** Read-only (reanswer none, attempt finished, sending). */
      disabled: boolean;
      /** The server's field error for this question, shown at it. */
      error?: string | null;
    }
  | {
      mode: 'review';
      question: Question;
      /** The learner's stored answer, restored. */
      answer: TAnswer;
      review: QuestionReview<TDetail>;
    };

/** The component serving one question type. */
export type QuestionScreen = ComponentType<QuestionScreenProps>;

/** Screens by question type slug; each part of the registry serves the types its file names. */
export type QuestionScreenRegistry = Partial<Record<QuestionSlug, QuestionScreen>>;

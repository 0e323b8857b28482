import * as v from 'valibot';
import {
  type AnswerRequest,
  type AnswerRequestInput,
  type AttemptResult,
  answerRequestSchema,
  type Question,
} from '../api/quiz.ts';
import type { AnswerState } from './answer-kinds/answer-state.types.ts';
import { questionTypeOf } from './question-types/question-type-registry.ts';
import type { QuestionReview, ReviewContext } from './review/question-review.types.ts';
import type { Score } from './scoring/score.types.ts';

/** The learner's answer to a question as loaded. */
export function initialAnswerOf(question: Question, results: readonly AttemptResult[] = []): AnswerState {
  return questionTypeOf(question).initialAnswer(question, results);
}

/** Whether the answer state belongs to the question's type and counts as answered (spec 2 §5). */
export function isAnswered(question: Question, answer: AnswerState | undefined): boolean {
  const type = questionTypeOf(question);
  return answer != null && answer.kind === type.kind && type.hasAnswer(question, answer);
}

/**
 * Questions whose answer as shown already counts (a sorting question's shown order: sorting is never
 * invalid, spec 2 §5) but that the server has not stored. The flow treats them as changed, so the shown
 * answer is sent when the question is left or the attempt finished, as if the learner had made it.
 */
export function shownAnswersToSend(
  questions: readonly Question[],
  answers: Readonly<Record<number, AnswerState>>,
  results: readonly AttemptResult[] = [],
): number[] {
  const stored = new Set(results.map((row) => row.quiz_question_id));
  return questions
    .filter(
      (question) =>
        !question.has_result_answer && !stored.has(question.id) && isAnswered(question, answers[question.id]),
    )
    .map((question) => question.id);
}

/** Whether a question must be answered; a text-graphic question stops being required once commented. */
export function isQuestionRequired(question: Question): boolean {
  if (question.type.slug === 'text_graphic_answer' && (question.comment ?? '').trim() !== '') return false;
  return question.is_required;
}

/** Question validity: an optional question is always valid, a required one once answered. */
export function isQuestionValid(question: Question, answer: AnswerState | undefined): boolean {
  return !isQuestionRequired(question) || isAnswered(question, answer);
}

/** Flags sent along with an answer. */
export interface AnswerFlags {
  isCheck?: boolean;
  isFinish?: boolean;
  isTimeout?: boolean;
  idempotencyKey?: string;
  commentId?: number | null;
}

/** The request body of `POST {base}/quiz-attempts/{attempt_id}` for a question's answer. */
export function answerPayload(
  question: Question,
  answer: AnswerState | undefined,
  flags: AnswerFlags = {},
): AnswerRequest {
  const type = questionTypeOf(question);
  const body: AnswerRequestInput =
    answer != null && answer.kind === type.kind
      ? type.toPayload(question, answer)
      : { quiz_question_id: question.id };
  return v.parse(answerRequestSchema, {
    ...body,
    is_check: flags.isCheck ?? false,
    is_finish: flags.isFinish ?? false,
    is_timeout: flags.isTimeout ?? false,
    comment_id: flags.commentId ?? null,
    ...(flags.idempotencyKey ? { idempotency_key: flags.idempotencyKey } : {}),
  });
}

/** Scores a request body against the question's key (the server calls this on every submission). */
export function scoreAnswer(question: Question, payload: AnswerRequestInput): Score {
  return questionTypeOf(question).score(question, v.parse(answerRequestSchema, payload));
}

/** The review model of a question for the result screens. */
export function reviewQuestion(question: Question, context: ReviewContext): QuestionReview<unknown> {
  return questionTypeOf(question).review(question, context);
}

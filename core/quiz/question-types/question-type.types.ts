import type {
  AnswerRequest,
  AnswerRequestInput,
  AttemptResult,
  Question,
  QuestionSlug,
} from '../../api/quiz.ts';
import type { AnswerState } from '../answer-kinds/answer-state.types.ts';
import type { QuestionReview, ReviewContext } from '../review/question-review.types.ts';
import type { Score } from '../scoring/score.types.ts';

/** One question type: answer state, validity, payload, scorer and review, as pure functions. */
export interface QuestionType<TAnswer extends AnswerState = AnswerState, TDetail = unknown> {
  /** The slug this module serves. */
  slug: QuestionSlug;
  /** The kind of answer state it keeps. */
  kind: TAnswer['kind'];
  /** False for polls, scales and free answers an expert checks. */
  scorable: boolean;
  /** The answer as loaded (stored answers restored). */
  initialAnswer(question: Question, results?: readonly AttemptResult[]): TAnswer;
  /** Whether the learner has answered, per spec 2 §5 (is_required is applied by the caller). */
  hasAnswer(question: Question, answer: TAnswer): boolean;
  /** The answer payload of `POST {base}/quiz-attempts/{attempt_id}`. */
  toPayload(question: Question, answer: TAnswer): AnswerRequestInput;
  /** Scores a payload against the question's key. */
  score(question: Question, payload: AnswerRequest): Score;
  /** The review model for the result screens. */
  review(question: Question, context: ReviewContext): QuestionReview<TDetail>;
}

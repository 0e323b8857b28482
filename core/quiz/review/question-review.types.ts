import type { AttemptResult, InterviewAggregate, ResultDisplayType } from '../../api/quiz.ts';
import type { Score } from '../scoring/score.types.ts';
import type { HistorySegment } from './history-strip.ts';
import type { QuestionVerdict } from './question-verdict.ts';
import type { ResultDisplay } from './result-display.ts';
import type { ReviewFlags } from './review-flags.ts';

/** What a review needs beyond the question: the display type, the attempt's rows and poll figures. */
export interface ReviewContext {
  displayType: ResultDisplayType;
  results: readonly AttemptResult[];
  aggregates?: readonly InterviewAggregate[];
}

/** A mark on a given answer: null when the display type hides it or nobody can score it. */
export type Mark = 'correct' | 'incorrect' | null;

/** The review of one question for the result screens. */
export interface QuestionReview<TDetail> {
  /** The question's verdict as the server stored it: the one the banner, the cards and the header read. */
  verdict: QuestionVerdict;
  flags: ReviewFlags;
  display: ResultDisplay;
  /** The 9-segment history strip. */
  history: HistorySegment[];
  /** The score of the stored answer (marks come from its parts). */
  score: Score;
  /** What this question type shows. */
  detail: TDetail;
}

import type { Question } from '../../api/quiz.ts';
import type { Score } from '../scoring/score.types.ts';
import { historyStrip } from './history-strip.ts';
import type { Mark, QuestionReview, ReviewContext } from './question-review.types.ts';
import { questionVerdict } from './question-verdict.ts';
import { resultDisplay } from './result-display.ts';
import { reviewFlags } from './review-flags.ts';

/** Assembles a review from the common parts and a type's detail. */
export function buildReview<TDetail>(
  question: Question,
  context: ReviewContext,
  score: Score,
  detail: TDetail,
): QuestionReview<TDetail> {
  return {
    verdict: questionVerdict(question),
    flags: reviewFlags(question, context.displayType),
    display: resultDisplay(context.displayType),
    history: historyStrip(question.results_versions),
    score,
    detail,
  };
}

/** The mark of a part, shown only when the display type marks answers and the part was scored. */
export function markOf(context: ReviewContext, score: Score, isCorrect: boolean | undefined): Mark {
  if (
    !resultDisplay(context.displayType).marksAnswers ||
    score.verdict === 'not_scorable' ||
    isCorrect == null
  )
    return null;
  return isCorrect ? 'correct' : 'incorrect';
}

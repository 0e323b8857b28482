import type { SortingAnswer } from '../answer-kinds/answer-state.types.ts';
import { hasSortingAnswer, sortingFromQuestion, sortingPayload } from '../answer-kinds/sorting-answer.ts';
import { buildReview, markOf } from '../review/build-review.ts';
import { payloadFromResults } from '../review/payload-from-results.ts';
import type { Mark } from '../review/question-review.types.ts';
import { resultDisplay } from '../review/result-display.ts';
import { correctOrder } from '../scoring/correct-order.ts';
import { scoreSorting } from '../scoring/score-sorting.ts';
import type { QuestionType } from './question-type.types.ts';

export { reorder } from '../answer-kinds/sorting-answer.ts';

/** A sorting review: the learner's order with marks and, in full information, the correct order. */
export interface SortingReview {
  given: { answerId: number; text: string; mark: Mark }[];
  correctOrder: number[] | null;
}

/** sorting: drag to reorder, scored per position, never invalid. */
export const sortingType: QuestionType<SortingAnswer, SortingReview> = {
  slug: 'sorting',
  kind: 'sorting',
  scorable: true,
  initialAnswer: (question, results) => sortingFromQuestion(question, results),
  hasAnswer: () => hasSortingAnswer(),
  toPayload: sortingPayload,
  score: scoreSorting,
  review: (question, context) => {
    const payload = payloadFromResults(question, context.results);
    const score = scoreSorting(question, payload);
    const given = payload.answer_ids.map((answerId, position) => ({
      answerId,
      text: question.answers.find((answer) => answer.id === answerId)?.text ?? '',
      mark: markOf(
        context,
        score,
        score.parts.find((part) => part.key === `position:${position}`)?.isCorrect,
      ),
    }));
    const showsKey = resultDisplay(context.displayType).showsCorrectAnswers;
    return buildReview(question, context, score, {
      given,
      correctOrder: showsKey ? correctOrder(question.answers).map((answer) => answer.id) : null,
    });
  },
};

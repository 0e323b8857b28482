import type { AnswerRequest, Question } from '../../api/quiz.ts';
import { correctOrder } from './correct-order.ts';
import type { Score } from './score.types.ts';
import { notScorable, partialCredit } from './score-helpers.ts';

/** Scores sorting per position: a position is right when its answer has the order the key puts there. */
export function scoreSorting(question: Question, payload: AnswerRequest): Score {
  const key = correctOrder(question.answers);
  if (key.length === 0) return notScorable();
  const orderOf = new Map(question.answers.map((answer) => [answer.id, answer.order]));
  const parts = key.map((expected, position) => {
    const given = payload.answer_ids[position];
    return { key: `position:${position}`, isCorrect: given != null && orderOf.get(given) === expected.order };
  });
  return partialCredit(parts, question.max_points);
}

import type { AnswerRequest, Question } from '../../api/quiz.ts';
import { correctAnswers } from '../answer-kinds/choice-answer.ts';
import type { Score } from './score.types.ts';
import { allOrNothing, notScorable } from './score-helpers.ts';

/** Scores a choice: exactly the keyed set of answers, all or nothing; not scorable without a key. */
export function scoreChoice(question: Question, payload: AnswerRequest): Score {
  const key = new Set(correctAnswers(question.answers).map((answer) => answer.id));
  if (key.size === 0) return notScorable();
  const chosen = new Set(payload.answer_ids);
  const isCorrect = chosen.size === key.size && [...chosen].every((answerId) => key.has(answerId));
  return allOrNothing(isCorrect, question.max_points);
}

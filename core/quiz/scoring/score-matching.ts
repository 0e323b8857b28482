import type { AnswerRequest, Question } from '../../api/quiz.ts';
import type { Score } from './score.types.ts';
import { notScorable, partialCredit } from './score-helpers.ts';
import { statementKeyIds } from './statement-key.ts';

/** The keyed answer ids of a matching statement. */
export function matchingKeyIds(question: Question, statementId: number): number[] {
  const statement = question.statements.find((candidate) => candidate.id === statementId);
  return statementKeyIds(statement, statement?.answers ?? []);
}

function statementKey(question: Question, statementId: number): Set<number> {
  return new Set(matchingKeyIds(question, statementId));
}

/** Scores matching per statement: a statement is right when its bound answers are exactly its key. */
export function scoreMatching(question: Question, payload: AnswerRequest): Score {
  const keyed = question.statements.some((statement) => statementKey(question, statement.id).size > 0);
  if (!keyed) return notScorable();
  const parts = question.statements.map((statement) => {
    const key = statementKey(question, statement.id);
    const bound = new Set(
      payload.answers
        .filter((row) => row.statement_id === statement.id && row.answer_id != null)
        .map((row) => row.answer_id),
    );
    const isCorrect = bound.size === key.size && [...bound].every((answerId) => key.has(answerId as number));
    return { key: `statement:${statement.id}`, isCorrect };
  });
  return partialCredit(parts, question.max_points);
}

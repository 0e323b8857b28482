import type { AnswerRequest, Question } from '../../api/quiz.ts';
import { listOptions, listStatementIds, WHOLE_QUESTION } from '../answer-kinds/list-answer.ts';
import type { Score } from './score.types.ts';
import { notScorable, partialCredit } from './score-helpers.ts';
import { statementKeyIds } from './statement-key.ts';

/** The keyed answer ids of one dropdown. */
export function listKeyIds(question: Question, statementId: number): number[] {
  const statement = question.statements.find((candidate) => candidate.id === statementId);
  return statementKeyIds(statement, listOptions(question, statementId));
}

function listKey(question: Question, statementId: number): Set<number> {
  return new Set(listKeyIds(question, statementId));
}

/** Scores choose-from-list per dropdown: right when its chosen set is exactly its key. */
export function scoreList(question: Question, payload: AnswerRequest): Score {
  const statementIds = listStatementIds(question);
  if (statementIds.every((statementId) => listKey(question, statementId).size === 0)) return notScorable();
  const parts = statementIds.map((statementId) => {
    const key = listKey(question, statementId);
    const chosen = new Set(
      payload.answers
        .filter((row) => (row.statement_id ?? WHOLE_QUESTION) === statementId && row.answer_id != null)
        .map((row) => row.answer_id as number),
    );
    const isCorrect = chosen.size === key.size && [...chosen].every((answerId) => key.has(answerId));
    return { key: `statement:${statementId}`, isCorrect };
  });
  return partialCredit(parts, question.max_points);
}

import type { AnswerRequest, Question } from '../../api/quiz.ts';
import { correctAnswers } from '../answer-kinds/choice-answer.ts';
import { listStatementIds, WHOLE_QUESTION } from '../answer-kinds/list-answer.ts';
import type { Score } from './score.types.ts';
import { notScorable, partialCredit } from './score-helpers.ts';

function listKey(question: Question, statementId: number): Set<number> {
  const statement = question.statements.find((candidate) => candidate.id === statementId);
  if (statement?.correct_answers) return new Set(statement.correct_answers);
  const answers = statement && statement.answers.length > 0 ? statement.answers : question.answers;
  return new Set(correctAnswers(answers).map((answer) => answer.id));
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

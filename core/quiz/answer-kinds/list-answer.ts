import type { Answer, AnswerRequestInput, AttemptResult, Question } from '../../api/quiz.ts';
import type { ListAnswer } from './answer-state.types.ts';

/** Statement id used for a list question without statements: one dropdown over the question's answers. */
export const WHOLE_QUESTION = 0;

/** The dropdown ids of a list question. */
export function listStatementIds(question: Question): number[] {
  return question.statements.length > 0
    ? question.statements.map((statement) => statement.id)
    : [WHOLE_QUESTION];
}

/** The options of one dropdown: its statement's answers, else the question's. */
export function listOptions(question: Question, statementId: number): Answer[] {
  const statement = question.statements.find((candidate) => candidate.id === statementId);
  return statement && statement.answers.length > 0 ? statement.answers : question.answers;
}

/** The list answer as loaded: stored choices per statement. */
export function listFromQuestion(
  question: Question,
  multiple: boolean,
  results: readonly AttemptResult[] = [],
): ListAnswer {
  const chosen: Record<number, number[]> = {};
  for (const statementId of listStatementIds(question)) {
    const statement = question.statements.find((candidate) => candidate.id === statementId);
    const stored = results
      .filter(
        (row) =>
          row.quiz_question_id === question.id && (row.quiz_statement_id ?? WHOLE_QUESTION) === statementId,
      )
      .flatMap((row) => (row.quiz_answer_id == null ? [] : [row.quiz_answer_id]));
    const ids = stored.length > 0 ? stored : (statement?.selected_answers ?? []);
    chosen[statementId] = multiple ? [...new Set(ids)] : ids.slice(0, 1);
  }
  return { kind: 'list', multiple, chosen };
}

/** Chooses an answer in a dropdown: replaces for single, toggles for multiple. */
export function chooseFromList(answer: ListAnswer, statementId: number, answerId: number): ListAnswer {
  const current = answer.chosen[statementId] ?? [];
  const next = !answer.multiple
    ? [answerId]
    : current.includes(answerId)
      ? current.filter((chosenId) => chosenId !== answerId)
      : [...current, answerId];
  return { ...answer, chosen: { ...answer.chosen, [statementId]: next } };
}

/** Clears one dropdown. */
export function clearList(answer: ListAnswer, statementId: number): ListAnswer {
  return { ...answer, chosen: { ...answer.chosen, [statementId]: [] } };
}

/** Choose-from-list validity: some dropdown has a selection. */
export function hasListAnswer(answer: ListAnswer): boolean {
  return Object.values(answer.chosen).some((ids) => ids.length > 0);
}

/** The payload: one answers[] row per chosen answer. */
export function listPayload(question: Question, answer: ListAnswer): AnswerRequestInput {
  const rows = Object.entries(answer.chosen).flatMap(([statementId, ids]) =>
    ids.map((answerId) => ({
      statement_id: Number(statementId) === WHOLE_QUESTION ? null : Number(statementId),
      answer_id: answerId,
    })),
  );
  return { quiz_question_id: question.id, answer_ids: rows.map((row) => row.answer_id), answers: rows };
}

import { type AnswerRequestInput, CONFORMITY_TYPE, type Question } from '../../api/quiz.ts';
import type { Bind, MatchingAnswer } from './answer-state.types.ts';

/** One-to-one when statements and answers are equal in number and the type is not many (spec 2 §2, §3). */
export function matchingMode(question: Question): MatchingAnswer['mode'] {
  const equal = question.statements.length === question.answers.length;
  return question.conformity_type === CONFORMITY_TYPE.manyToOne || !equal ? 'many-to-one' : 'one-to-one';
}

/** The matching answer as loaded: statements, answers and the stored binds. */
export function matchingFromQuestion(question: Question): MatchingAnswer {
  const mode = matchingMode(question);
  const statementIds = question.statements.map((statement) => statement.id);
  const answerIds = question.answers.map((answer) => answer.id);
  const empty: MatchingAnswer = { kind: 'matching', mode, statementIds, answerIds, binds: [] };
  const stored = Object.entries(question.binds).flatMap(([statementId, bound]) =>
    (Array.isArray(bound) ? bound : [bound]).map((answerId) => ({
      statementId: Number(statementId),
      answerId,
    })),
  );
  return stored.reduce((answer, pair) => addBind(answer, pair), empty);
}

function addBind(answer: MatchingAnswer, pair: Bind): MatchingAnswer {
  if (!answer.statementIds.includes(pair.statementId) || !answer.answerIds.includes(pair.answerId))
    return answer;
  const binds = answer.binds.filter(
    (bind) =>
      bind.answerId !== pair.answerId &&
      (answer.mode === 'many-to-one' || bind.statementId !== pair.statementId),
  );
  return { ...answer, binds: [...binds, pair] };
}

/** Statements with no bound answer. */
export function unboundStatements(answer: MatchingAnswer): number[] {
  return answer.statementIds.filter(
    (statementId) => !answer.binds.some((bind) => bind.statementId === statementId),
  );
}

/** Answers bound to no statement. */
export function unboundAnswers(answer: MatchingAnswer): number[] {
  return answer.answerIds.filter((answerId) => !answer.binds.some((bind) => bind.answerId === answerId));
}

/** The answers bound to one statement, in the order they were bound. */
export function answersBoundTo(answer: MatchingAnswer, statementId: number): number[] {
  return answer.binds.filter((bind) => bind.statementId === statementId).map((bind) => bind.answerId);
}

/** Binds the last unbound statement to the last unbound answer when exactly one of each is left. */
export function autoBind(answer: MatchingAnswer): MatchingAnswer {
  const statements = unboundStatements(answer);
  const answers = unboundAnswers(answer);
  const [statementId] = statements;
  const [answerId] = answers;
  if (statements.length !== 1 || answers.length !== 1 || statementId == null || answerId == null)
    return answer;
  return { ...answer, binds: [...answer.binds, { statementId, answerId }] };
}

/** Binds an answer to a statement (replacing what either held in one-to-one), then auto-binds a last pair. */
export function bind(answer: MatchingAnswer, statementId: number, answerId: number): MatchingAnswer {
  const next = addBind(answer, { statementId, answerId });
  return next === answer ? answer : autoBind(next);
}

/** Removes one bind (a click on a bound pair or the remove action). */
export function unbind(answer: MatchingAnswer, statementId: number, answerId: number): MatchingAnswer {
  return {
    ...answer,
    binds: answer.binds.filter((bind) => !(bind.statementId === statementId && bind.answerId === answerId)),
  };
}

/** A click: unbinds a bound pair, binds an unbound one. */
export function toggleBind(answer: MatchingAnswer, statementId: number, answerId: number): MatchingAnswer {
  const bound = answer.binds.some((bind) => bind.statementId === statementId && bind.answerId === answerId);
  return bound ? unbind(answer, statementId, answerId) : bind(answer, statementId, answerId);
}

/** is_allowed of a matching question: at least one bind exists. */
export function hasMatchingAnswer(answer: MatchingAnswer): boolean {
  return answer.binds.length > 0;
}

/** The payload of a matching answer: one row per bind. */
export function matchingPayload(question: Question, answer: MatchingAnswer): AnswerRequestInput {
  return {
    quiz_question_id: question.id,
    answer_ids: answer.binds.map((bind) => bind.answerId),
    answers: answer.binds.map((bind) => ({ statement_id: bind.statementId, answer_id: bind.answerId })),
  };
}

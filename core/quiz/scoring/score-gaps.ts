import { ANSWER_GROUP_TYPE, type Answer, type AnswerRequest, type Question } from '../../api/quiz.ts';
import { statementAnswers } from '../answer-kinds/gaps-answer.ts';
import { normalizeTypedAnswer, typedAnswerMatches } from './normalize-typed-answer.ts';
import type { Score } from './score.types.ts';
import { notScorable, partialCredit } from './score-helpers.ts';

/** The answers the key accepts for a gap: its group's answers flagged correct. */
export function gapKey(question: Question, statementId: number, groupId: number): Answer[] {
  const statement = question.statements.find((candidate) => candidate.id === statementId);
  return statementAnswers(question, statement).filter(
    (answer) => answer.quiz_answer_group_id === groupId && answer.is_correct === true,
  );
}

/**
 * Scores fill gaps and paste word per gap: a typed gap is right when its normalized text equals an accepted text;
 * a choice gap when the chosen answer is accepted, or (shared pool) reads the same as an accepted answer.
 */
export function scoreGaps(question: Question, payload: AnswerRequest): Score {
  const gaps = question.statements.flatMap((statement) =>
    statement.answer_groups.map((group) => ({
      statement,
      group,
      key: gapKey(question, statement.id, group.id),
    })),
  );
  if (gaps.length === 0 || gaps.every((gap) => gap.key.length === 0)) return notScorable();
  const parts = gaps.map(({ statement, group, key }) => {
    const row = payload.answers.find((candidate) => candidate.answer_group_id === group.id);
    const acceptedTexts = key.map((answer) => answer.text ?? '');
    if (group.type_id === ANSWER_GROUP_TYPE.input) {
      return { key: `group:${group.id}`, isCorrect: typedAnswerMatches(row?.text_answer, acceptedTexts) };
    }
    const chosen = statementAnswers(question, statement).find((answer) => answer.id === row?.answer_id);
    const isCorrect =
      chosen != null &&
      (key.some((answer) => answer.id === chosen.id) ||
        acceptedTexts.some((text) => normalizeTypedAnswer(text) === normalizeTypedAnswer(chosen.text ?? '')));
    return { key: `group:${group.id}`, isCorrect };
  });
  return partialCredit(parts, question.max_points);
}

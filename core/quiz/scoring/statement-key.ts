import type { Answer, Statement } from '../../api/quiz.ts';

/** The keyed answer ids of a statement: its correct_answers when it names any, else its options flagged correct. */
export function statementKeyIds(statement: Statement | undefined, options: readonly Answer[]): number[] {
  if (statement?.correct_answers && statement.correct_answers.length > 0)
    return [...statement.correct_answers];
  return options.filter((answer) => answer.is_correct === true).map((answer) => answer.id);
}

import type { Answer, Question } from '../api/quiz.ts';
import { isSharedPool } from './answer-kinds/gaps-answer.ts';

function withoutKey(answer: Answer, keepGroup: boolean): Answer {
  const { is_correct: _correct, order: _order, ...rest } = answer;
  return keepGroup ? rest : { ...rest, quiz_answer_group_id: null };
}

/**
 * A question as a student may see it mid-attempt: no is_correct, no order, no correct_answers, and in a
 * shared pool no gap an answer belongs to. The server sends this; scorers then have no key to use.
 */
export function stripAnswerKey(question: Question): Question {
  const keepGroup = !isSharedPool(question);
  return {
    ...question,
    answers: question.answers.map((answer) => withoutKey(answer, keepGroup)),
    statements: question.statements.map(({ correct_answers: _key, ...statement }) => ({
      ...statement,
      answers: statement.answers.map((answer) => withoutKey(answer, keepGroup)),
    })),
    attempt_question_result: null,
  };
}

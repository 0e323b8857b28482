import type { Question, Quiz } from '../api/quiz.ts';
import { canReanswer, canReturnToPrevious } from './quiz-settings.ts';

/** Read-only: answered under reanswer none, checked (result viewed), or its timer ran out. */
export function isQuestionReadOnly(quiz: Quiz, question: Question, timedOut: readonly number[]): boolean {
  const answeredOnce = !canReanswer(quiz) && question.has_result_answer;
  return answeredOnce || question.viewed_result || timedOut.includes(question.id);
}

/** Movable (spec 3 §4): not completed, or return to previous allowed, or skipped. */
export function isQuestionMovable(quiz: Quiz, question: Question): boolean {
  return !question.completed || canReturnToPrevious(quiz) || question.is_skipped;
}

/** Whether navigation may land on a question: movable, and not an answered question under reanswer none. */
export function isNavigable(quiz: Quiz, question: Question, timedOut: readonly number[]): boolean {
  const skippedAsAnswered = !canReanswer(quiz) && question.has_result_answer;
  return isQuestionMovable(quiz, question) && !skippedAsAnswered && !timedOut.includes(question.id);
}

/** The next question navigation lands on after an index, or null at the end. */
export function nextNavigableIndex(
  quiz: Quiz,
  questions: readonly Question[],
  from: number,
  timedOut: readonly number[],
): number | null {
  for (let index = from + 1; index < questions.length; index += 1) {
    const question = questions[index];
    if (question && isNavigable(quiz, question, timedOut)) return index;
  }
  return null;
}

/** The previous question navigation lands on before an index, or null. */
export function previousNavigableIndex(
  quiz: Quiz,
  questions: readonly Question[],
  from: number,
  timedOut: readonly number[],
): number | null {
  for (let index = from - 1; index >= 0; index -= 1) {
    const question = questions[index];
    if (question && isNavigable(quiz, question, timedOut)) return index;
  }
  return null;
}

import type { Question } from '../../../core/api/quiz.ts';
import { loadOnce } from '../../../ui/quiz/load-once.ts';

/** The recorders' code (their machines, the browser's adapters, the recorder bar and modals), loaded for a quiz that may record. */
export const quizRecordersCode = loadOnce(() => import('./quiz-recorders.tsx'));

/** Whether some question may be answered with a recording (a text / media answer). */
export function recordersNeeded(questions: readonly Pick<Question, 'type'>[]): boolean {
  return questions.some((question) => question.type.slug === 'text_media_answer');
}

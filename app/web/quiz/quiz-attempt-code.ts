import { loadOnce } from '../../../ui/quiz/load-once.ts';

/** The attempt's code (the quiz flow, its screen, answers' files), loaded when an attempt is about to open. */
export const quizAttemptCode = loadOnce(() => import('./quiz-attempt.tsx'));

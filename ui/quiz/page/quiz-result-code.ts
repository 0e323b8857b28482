import { loadOnce } from '../load-once.ts';

/** The result screen's code (its question cards, content and files), loaded when a result is about to open. */
export const quizResultCode = loadOnce(() => import('./quiz-result.tsx'));

import type { Question, Quiz } from '../../../core/api/quiz.ts';
import { BOOT_QUERIES_ELEMENT, QUIZ_BOOT_KEYS } from '../../../core/navigation/index.ts';
import { showsAllQuestionsOnPage } from '../../../core/quiz/index.ts';
import { loadFirstQuestionsCode } from './with-code-on-demand.ts';

const QUIZ_KEY = QUIZ_BOOT_KEYS.quiz('', 0)[0];
const QUESTIONS_KEY = QUIZ_BOOT_KEYS.questions('', 0, 0)[0];

/**
 * When the page was served with a quiz's first questions (core/navigation/route-boot-queries.ts), starts
 * the code of their first screen as soon as the quiz page's code runs, before the app's first render:
 * the question types' screens and the recorders are known from the served questions, so they need not
 * wait for the page's machine to start (docs/performance.md "Quiz page on a phone").
 */
export function loadServedQuizCode(): void {
  if (typeof document === 'undefined') return;
  const text = document.getElementById(BOOT_QUERIES_ELEMENT)?.textContent;
  if (!text) return;
  let entries: unknown;
  try {
    entries = JSON.parse(text);
  } catch {
    return;
  }
  if (!Array.isArray(entries)) return;
  const served = (name: string) =>
    (entries as unknown[]).find(
      (entry): entry is [unknown[], unknown] =>
        Array.isArray(entry) && Array.isArray(entry[0]) && entry[0][0] === name,
    )?.[1];
  const quiz = served(QUIZ_KEY) as Quiz | undefined;
  const questions = served(QUESTIONS_KEY);
  if (!quiz || !Array.isArray(questions)) return;
  void loadFirstQuestionsCode(questions as Question[], showsAllQuestionsOnPage(quiz));
}

/**
 * The names the served page and the web app share for what the page carries at its start
 * (docs/performance.md "What the served page carries"). Apart from the table of what each page starts
 * with (route-boot-queries.ts), which only the server reads: that table follows the quiz's rules, which
 * the app's entry must not carry.
 */

/** The element holding the translation groups the app starts with (the `GET /translation-groups` answer). */
export const BOOT_TRANSLATIONS_ELEMENT = 'boot-translations';

/** The element holding the seeded queries: `[query key, value][]`. */
export const BOOT_QUERIES_ELEMENT = 'boot-queries';

/** The query keys of the signed-in session, shared by the server's table (route-boot-queries.ts) and the app's hooks. */
export const SESSION_QUERY_KEYS = {
  user: ['user'] as const,
  menu: ['profile-menu'] as const,
  permissions: ['permissions'] as const,
  products: (search: string) => ['user-products', search] as const,
  alerts: ['alerts'] as const,
  pendingPayments: ['pending-payments'] as const,
  isProd: ['is-prod'] as const,
};

/** The keys under which the quiz page finds the quiz and its first questions served with it (app/web/quiz/with-served-answers.ts). */
export const QUIZ_BOOT_KEYS = {
  quiz: (base: string, quizId: number) => ['served-quiz', base, quizId] as const,
  questions: (base: string, quizId: number, attemptId: number) =>
    ['served-quiz-questions', base, quizId, attemptId] as const,
};

/** The quiz attempt's code (app/web/quiz/quiz-attempt-code.ts), which the questions' call loads. */
export const QUIZ_ATTEMPT_MODULE = 'quiz/quiz-attempt.tsx';

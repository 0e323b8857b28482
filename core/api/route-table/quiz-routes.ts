import * as v from 'valibot';
import {
  answerRequestSchema,
  answerResponseSchema,
  attemptQuestionResponseSchema,
  attemptReviewResponseSchema,
  attemptTimerResponseSchema,
  clearAttemptResponseSchema,
  expertAttemptListQuerySchema,
  expertAttemptListSchema,
  expertAttemptReviewResponseSchema,
  finishAttemptRequestSchema,
  finishAttemptResponseSchema,
  questionTimerResponseSchema,
  quizListResponseSchema,
  quizQuestionsQuerySchema,
  quizQuestionsResponseSchema,
  quizResponseSchema,
  quizResultQuerySchema,
  quizResultResponseSchema,
  startAttemptResponseSchema,
} from '../quiz.ts';
import { attemptViewQuerySchema } from '../quiz-review.ts';
import type { RouteEntry, RouteKey } from '../route-entry.ts';

/** The quiz calls a student makes over each call base (spec 2 §7), by method and the path after the base. */
const QUIZ_CALLS = {
  'GET /quizzes': { answer: quizListResponseSchema, access: 'quiz-base:reader' },
  'GET /quizzes/:quizId': { answer: quizResponseSchema, access: 'quiz:reader' },
  'GET /quizzes/:quizId/quiz-questions': {
    request: { query: quizQuestionsQuerySchema },
    answer: quizQuestionsResponseSchema,
    access: 'quiz:reader',
  },
  'GET /quizzes/:quizId/start-attempt': { answer: startAttemptResponseSchema, access: 'quiz:reader' },
  'POST /quiz-attempts/:attemptId': {
    request: { body: answerRequestSchema },
    answer: answerResponseSchema,
    access: 'quiz-attempt',
  },
  'GET /quizzes/:quizId/attempts': {
    request: { query: expertAttemptListQuerySchema },
    answer: expertAttemptListSchema,
    access: 'school:quiz_curator',
  },
} as const satisfies Record<RouteKey, RouteEntry>;

/** QUIZ_CALLS under one base, each entry keeping its own type (access rule, request schemas). */
type QuizCallsUnder<B extends string> = {
  [K in keyof typeof QUIZ_CALLS as K extends `${infer M} ${infer P}`
    ? `${M} ${B}${P}`
    : never]: (typeof QUIZ_CALLS)[K];
};

/** The quiz calls a student makes over one call base (spec 2 §7): `/lessons/:lessonId` or `/info-units/:unitId`. */
function quizCallsUnder<B extends '/lessons/:lessonId' | '/info-units/:unitId'>(base: B): QuizCallsUnder<B> {
  const calls: Record<string, RouteEntry> = {};
  for (const [key, entry] of Object.entries(QUIZ_CALLS)) {
    const [method, path] = key.split(' ');
    calls[`${method} ${base}${path}`] = entry;
  }
  return calls as QuizCallsUnder<B>;
}

/** Quizzes a student takes, over both call bases, and the attempt views. */
export const QUIZ_ROUTES = {
  // Quizzes (students), over both call bases
  ...quizCallsUnder('/lessons/:lessonId'),
  ...quizCallsUnder('/info-units/:unitId'),
  'GET /quiz-attempts/:attemptId/timer': { answer: attemptTimerResponseSchema, access: 'quiz-attempt' },
  'POST /quiz-attempts/:attemptId/quiz-questions/:questionId/timer': {
    answer: questionTimerResponseSchema,
    access: 'quiz-attempt',
  },
  'GET /quiz-attempts/:attemptId/quiz-questions/:questionId': {
    answer: attemptQuestionResponseSchema,
    access: 'quiz-attempt',
  },
  'POST /quiz-attempts/:attemptId/clear': { answer: clearAttemptResponseSchema, access: 'quiz-attempt' },
  'POST /quiz-attempts/:attemptId/finish': {
    request: { body: finishAttemptRequestSchema },
    answer: finishAttemptResponseSchema,
    access: 'quiz-attempt',
  },
  'GET /lessons/:lessonId/quizzes/:quizId/attempt/:attemptId': {
    request: { query: attemptViewQuerySchema },
    answer: v.union([attemptReviewResponseSchema, expertAttemptReviewResponseSchema]),
    access: 'quiz-attempt',
  },
  'GET /quiz-results': {
    request: { query: quizResultQuerySchema },
    answer: quizResultResponseSchema,
    access: 'quiz-attempt',
  },
} as const satisfies Record<RouteKey, RouteEntry>;

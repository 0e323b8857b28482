import { dataEnvelope } from '../envelope.ts';
import {
  attemptSchema,
  expertQuizListQuerySchema,
  expertQuizListSchema,
  expertQuizResponseSchema,
  resultCommentSettingRequestSchema,
  resultCommentSettingResponseSchema,
} from '../quiz.ts';
import { reviewRequestSchema } from '../quiz-review.ts';
import type { RouteEntry, RouteKey } from '../route-entry.ts';

/** The expert's quiz review. */
export const QUIZ_REVIEW_ROUTES = {
  // Quiz review (experts)
  'POST /quiz-attempts/:attemptId/review': {
    request: { body: reviewRequestSchema },
    answer: dataEnvelope(attemptSchema),
    access: 'quiz-attempt:reviewer',
  },
  'GET /expert/quizzes': {
    request: { query: expertQuizListQuerySchema },
    answer: expertQuizListSchema,
    access: 'school:quiz_curator',
  },
  'GET /expert/quizzes/:quizId': { answer: expertQuizResponseSchema, access: 'school:quiz_curator' },
  'POST /quiz-attempts/:attemptId/quiz-result-comment-settings': {
    request: { body: resultCommentSettingRequestSchema },
    answer: resultCommentSettingResponseSchema,
    access: 'school:quiz_curator',
  },
} as const satisfies Record<RouteKey, RouteEntry>;

import type { Through } from './client.ts';
import type { PageMeta } from './envelope.ts';
import {
  type Attempt,
  type AttemptStatusId,
  type ExpertAttemptList,
  type ExpertAttemptReview,
  type ExpertQuiz,
  expertAttemptReviewResponseSchema,
  type QuizResult,
  type ResultCommentSetting,
} from './quiz.ts';
import { quizBaseRoute } from './quiz-calls.ts';

/** Attempts per page of the expert's list. */
export const EXPERT_ATTEMPTS_PER_PAGE = 20;
/** Quizzes per page of the school's list. */
export const EXPERT_QUIZZES_PER_PAGE = 20;

/** The calls the expert's quiz view makes. */
export interface ExpertQuizApi {
  attempts(query: {
    base: string;
    quizId: number;
    statusId: AttemptStatusId | null;
    page: number;
  }): Promise<{ rows: ExpertAttemptList['data']; meta: PageMeta | null }>;
  attempt(query: { lessonId: number; quizId: number; attemptId: number }): Promise<ExpertAttemptReview>;
  result(query: { questionId: number; attemptId: number }): Promise<QuizResult>;
  review(query: { attemptId: number; statusId: 1 | 2 | 3 }): Promise<Attempt>;
  /** Where a quiz lives and what it is called, with its counts; answers only whoever reviews it. */
  quizPlace(quizId: number): Promise<ExpertQuiz>;
  /** Saves whether the student may comment on one result of the attempt. */
  commentSetting(query: { attemptId: number; setting: ResultCommentSetting }): Promise<ResultCommentSetting>;
  /** A page of the school's quizzes, those with attempts on review first. */
  quizzes(query: { page: number; search?: string }): Promise<{ rows: ExpertQuiz[]; meta: PageMeta }>;
}

/** The expert view's calls (docs/api.md "Quiz review (experts)"), each through its table entry. */
export function createExpertQuizCalls(through: Through): ExpertQuizApi {
  return {
    async attempts({ base, quizId, statusId, page }) {
      const { path: at, params } = quizBaseRoute(base);
      const searchParams: Record<string, number> = { page, per_page: EXPERT_ATTEMPTS_PER_PAGE };
      if (statusId !== null) searchParams.status_id = statusId;
      const answer = await through(
        `GET ${at}/quizzes/:quizId/attempts`,
        { ...params, quizId },
        { searchParams },
      );
      return { rows: answer.data, meta: answer.meta ?? null };
    },
    async attempt({ lessonId, quizId, attemptId }) {
      const answer = await through.reading(
        'GET /lessons/:lessonId/quizzes/:quizId/attempt/:attemptId',
        expertAttemptReviewResponseSchema,
        { lessonId, quizId, attemptId },
        { searchParams: { is_expert: 1 } },
      );
      return answer.data;
    },
    async result({ questionId, attemptId }) {
      const answer = await through(
        'GET /quiz-results',
        {},
        { searchParams: { question_id: questionId, attempt_id: attemptId } },
      );
      return answer.data;
    },
    async review({ attemptId, statusId }) {
      const answer = await through(
        'POST /quiz-attempts/:attemptId/review',
        { attemptId },
        { json: { status_id: statusId } },
      );
      return answer.data;
    },
    async quizPlace(quizId) {
      return (await through('GET /expert/quizzes/:quizId', { quizId })).data;
    },
    async commentSetting({ attemptId, setting }) {
      const answer = await through(
        'POST /quiz-attempts/:attemptId/quiz-result-comment-settings',
        { attemptId },
        { json: setting },
      );
      return answer.data;
    },
    async quizzes({ page, search = '' }) {
      const searchParams: Record<string, string | number> = { page, per_page: EXPERT_QUIZZES_PER_PAGE };
      if (search.trim() !== '') searchParams.search = search.trim();
      const answer = await through('GET /expert/quizzes', {}, { searchParams });
      return { rows: answer.data, meta: answer.meta };
    },
  };
}

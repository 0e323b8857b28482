import type { QuizApi } from '../quiz/quiz.types.ts';
import { ApiError } from './api-error.ts';
import type { AnswerOf, CallOptions, Through } from './client.ts';
import type { ExpertQuizApi } from './expert-quiz-calls.ts';
import {
  type Attempt,
  type AttemptReview,
  attemptReviewResponseSchema,
  type Question,
  type Quiz,
} from './quiz.ts';

/** The call base of spec 2 §7: `/info-units/{unit_id}` for a quiz in a lesson block, else `/lessons/{lesson_id}`. */
export function quizBase(place: { lessonId: number; unitId?: number | null }): string {
  return place.unitId != null ? `/info-units/${place.unitId}` : `/lessons/${place.lessonId}`;
}

/** A call base read back: the table path it stands for and its parameter (`/lessons/3` is `/lessons/:lessonId`, lessonId 3). */
export type QuizBaseRoute =
  | { kind: 'lesson'; path: '/lessons/:lessonId'; params: { lessonId: string } }
  | { kind: 'unit'; path: '/info-units/:unitId'; params: { unitId: string } };

/** Reads a call base (`/lessons/{id}` or `/info-units/{id}`, with or without the leading slash). */
export function quizBaseRoute(base: string): QuizBaseRoute {
  const found = /^\/?(lessons|info-units)\/([^/]+)\/?$/.exec(base);
  if (!found?.[2]) throw new Error(`"${base}" is not a quiz call base (/lessons/{id} or /info-units/{id}).`);
  const id = decodeURIComponent(found[2]);
  return found[1] === 'lessons'
    ? { kind: 'lesson', path: '/lessons/:lessonId', params: { lessonId: id } }
    : { kind: 'unit', path: '/info-units/:unitId', params: { unitId: id } };
}

/** Every quiz call the student's pages make, over one call base. */
export interface QuizCalls extends QuizApi {
  listQuizzes: () => Promise<Quiz[]>;
  loadQuiz: (input: { quizId: number }) => Promise<Quiz>;
  loadQuestions: (input: { quizId: number; attemptId: number }) => Promise<Question[]>;
  loadAttemptReview: (input: { quizId: number; attemptId: number }) => Promise<AttemptReview>;
  /** Finishes an attempt whose time ran out: the server saves the result (spec 3 §4 Timer). */
  finishExpiredAttempt: (input: { attemptId: number }) => Promise<Attempt>;
  /** The student's comment on one question of an attempt, with its files (spec 3 §7). */
  loadQuestionComment: (input: { attemptId: number; questionId: number }) => Promise<QuestionComment>;
}

/** The student's comment on one question of an attempt: `null` and `[]` without one. */
export type QuestionComment = AnswerOf<'GET /quiz-attempts/:attemptId/quiz-questions/:questionId'>['data'];

/** The attempt's calls are never retried by the client: the outbox re-sends, with its idempotency keys. */
const ATTEMPT_CALL: CallOptions = { noRetry: true, keepNetworkErrors: true };

/** The machines' QuizApi and the page's calls (spec 2 §7, spec 3 §7), each through its table entry under the base. */
export function createQuizCalls(through: Through, base: string): QuizCalls {
  const { kind, path: at, params: baseParams } = quizBaseRoute(base);

  const loadQuiz = async ({ quizId }: { quizId: number }) =>
    (await through(`GET ${at}/quizzes/:quizId`, { ...baseParams, quizId }, {}, ATTEMPT_CALL)).data;
  const questions = (quizId: number, attemptId: number | null) =>
    through(
      `GET ${at}/quizzes/:quizId/quiz-questions`,
      { ...baseParams, quizId },
      attemptId === null ? {} : { searchParams: { attempt_id: attemptId } },
      ATTEMPT_CALL,
    );

  return {
    listQuizzes: async () => (await through(`GET ${at}/quizzes`, baseParams, {}, ATTEMPT_CALL)).data,
    loadQuiz,
    loadQuestions: async ({ quizId, attemptId }) => (await questions(quizId, attemptId || null)).data,
    loadAttemptReview: async ({ quizId, attemptId }) => {
      if (kind !== 'lesson') {
        // The review call lives under the lesson only (spec 3 §7); a lesson-block quiz reads its questions instead.
        const [found, quiz] = await Promise.all([questions(quizId, attemptId), loadQuiz({ quizId })]);
        const attempt = quiz.attempts.find((candidate) => candidate.id === attemptId) ?? quiz.attempt;
        if (!attempt) throw new ApiError(404, 'There is no such attempt.');
        return { questions: found.data, results: attempt.results, attempt, aggregate_interview: [] };
      }
      const review = await through.reading(
        'GET /lessons/:lessonId/quizzes/:quizId/attempt/:attemptId',
        attemptReviewResponseSchema,
        { ...baseParams, quizId, attemptId },
        {},
        ATTEMPT_CALL,
      );
      return review.data;
    },
    finishExpiredAttempt: async ({ attemptId }) => {
      const finished = (
        await through(
          'POST /quiz-attempts/:attemptId/finish',
          { attemptId },
          { searchParams: { is_timeout: 1 }, json: [] },
          ATTEMPT_CALL,
        )
      ).data;
      if (!finished.attempt)
        throw new ApiError(409, finished.message ?? 'The attempt could not be finished.');
      return finished.attempt;
    },
    startAttempt: async ({ quizId }) =>
      (await through(`GET ${at}/quizzes/:quizId/start-attempt`, { ...baseParams, quizId }, {}, ATTEMPT_CALL))
        .data,
    sendAnswer: async ({ attemptId, payload }) =>
      (
        await through(
          `POST ${at}/quiz-attempts/:attemptId`,
          { ...baseParams, attemptId },
          { json: payload },
          ATTEMPT_CALL,
        )
      ).data,
    finishAttempt: async ({ attemptId, answers }) =>
      (await through('POST /quiz-attempts/:attemptId/finish', { attemptId }, { json: answers }, ATTEMPT_CALL))
        .data,
    clearAttempt: async ({ attemptId }) =>
      (await through('POST /quiz-attempts/:attemptId/clear', { attemptId }, {}, ATTEMPT_CALL)).data,
    fetchAttemptTimer: async ({ attemptId }) =>
      (await through('GET /quiz-attempts/:attemptId/timer', { attemptId }, {}, ATTEMPT_CALL)).data,
    loadQuestionComment: async ({ attemptId, questionId }) =>
      (
        await through(
          'GET /quiz-attempts/:attemptId/quiz-questions/:questionId',
          { attemptId, questionId },
          {},
          ATTEMPT_CALL,
        )
      ).data,
    startQuestionTimer: async ({ attemptId, questionId }) =>
      (
        await through(
          'POST /quiz-attempts/:attemptId/quiz-questions/:questionId/timer',
          { attemptId, questionId },
          {},
          ATTEMPT_CALL,
        )
      ).data,
  };
}

/**
 * Whether the user reviews this quiz (`quiz_curator` or more in its school): the quiz page then shows the
 * expert view. Here, not with the expert's calls, so a student's quiz page loads none of those.
 */
export async function isReviewerOfQuiz(
  api: Pick<ExpertQuizApi, 'quizPlace'>,
  quizId: number,
): Promise<boolean> {
  try {
    await api.quizPlace(quizId);
    return true;
  } catch {
    return false;
  }
}

import type { QuizApi } from '../quiz/quiz.types.ts';
import { ApiError } from './api-error.ts';
import type { ApiRequest } from './client.ts';
import {
  type Attempt,
  type AttemptReview,
  answerResponseSchema,
  attemptReviewResponseSchema,
  attemptTimerResponseSchema,
  clearAttemptResponseSchema,
  finishAttemptResponseSchema,
  type Question,
  type Quiz,
  questionTimerResponseSchema,
  quizListResponseSchema,
  quizQuestionsResponseSchema,
  quizResponseSchema,
  startAttemptResponseSchema,
} from './quiz.ts';

/** The call base of spec 2 §7: `/info-units/{unit_id}` for a quiz in a lesson block, else `/lessons/{lesson_id}`. */
export function quizBase(place: { lessonId: number; unitId?: number | null }): string {
  return place.unitId != null ? `/info-units/${place.unitId}` : `/lessons/${place.lessonId}`;
}

/** Every quiz call the student's pages make, over one call base. */
export interface QuizCalls extends QuizApi {
  listQuizzes: () => Promise<Quiz[]>;
  loadQuiz: (input: { quizId: number }) => Promise<Quiz>;
  loadQuestions: (input: { quizId: number; attemptId: number }) => Promise<Question[]>;
  loadAttemptReview: (input: { quizId: number; attemptId: number }) => Promise<AttemptReview>;
  /** Finishes an attempt whose time ran out: the server saves the result (spec 3 §4 Timer). */
  finishExpiredAttempt: (input: { attemptId: number }) => Promise<Attempt>;
}

/** The attempt's calls are never retried by the client: the outbox re-sends, with its idempotency keys. */
const ATTEMPT_CALL = { noRetry: true, keepNetworkErrors: true } as const;

/** The machines' QuizApi and the page's calls (spec 2 §7, spec 3 §7). */
export function createQuizCalls(request: ApiRequest, base: string): QuizCalls {
  const trimmed = base.replace(/^\//, '');
  const get = <TSchema extends Parameters<ApiRequest>[0]>(
    schema: TSchema,
    path: string,
    searchParams?: Record<string, number>,
  ) => request(schema, 'get', path, searchParams ? { searchParams } : {}, ATTEMPT_CALL);
  const post = <TSchema extends Parameters<ApiRequest>[0]>(schema: TSchema, path: string, json?: unknown) =>
    request(schema, 'post', path, json === undefined ? {} : { json }, ATTEMPT_CALL);

  const loadQuiz = async ({ quizId }: { quizId: number }) =>
    (await get(quizResponseSchema, `${trimmed}/quizzes/${quizId}`)).data;

  return {
    listQuizzes: async () => (await get(quizListResponseSchema, `${trimmed}/quizzes`)).data,
    loadQuiz,
    loadQuestions: async ({ quizId, attemptId }) =>
      (
        await get(
          quizQuestionsResponseSchema,
          `${trimmed}/quizzes/${quizId}/quiz-questions`,
          attemptId ? { attempt_id: attemptId } : undefined,
        )
      ).data,
    loadAttemptReview: async ({ quizId, attemptId }) => {
      const lesson = trimmed.startsWith('lessons/') ? trimmed : null;
      if (!lesson) {
        // The review call lives under the lesson only (spec 3 §7); a lesson-block quiz reads its questions instead.
        const [questions, quiz] = await Promise.all([
          get(quizQuestionsResponseSchema, `${trimmed}/quizzes/${quizId}/quiz-questions`, {
            attempt_id: attemptId,
          }),
          loadQuiz({ quizId }),
        ]);
        const attempt = quiz.attempts.find((candidate) => candidate.id === attemptId) ?? quiz.attempt;
        if (!attempt) throw new ApiError(404, 'There is no such attempt.');
        return { questions: questions.data, results: attempt.results, attempt, aggregate_interview: [] };
      }
      return (await get(attemptReviewResponseSchema, `${lesson}/quizzes/${quizId}/attempt/${attemptId}`))
        .data;
    },
    finishExpiredAttempt: async ({ attemptId }) => {
      const finished = (
        await post(finishAttemptResponseSchema, `quiz-attempts/${attemptId}/finish?is_timeout=1`, [])
      ).data;
      if (!finished.attempt)
        throw new ApiError(409, finished.message ?? 'The attempt could not be finished.');
      return finished.attempt;
    },
    startAttempt: async ({ quizId }) =>
      (await get(startAttemptResponseSchema, `${trimmed}/quizzes/${quizId}/start-attempt`)).data,
    sendAnswer: async ({ attemptId, payload }) =>
      (await post(answerResponseSchema, `${trimmed}/quiz-attempts/${attemptId}`, payload)).data,
    finishAttempt: async ({ attemptId, answers }) =>
      (await post(finishAttemptResponseSchema, `quiz-attempts/${attemptId}/finish`, answers)).data,
    clearAttempt: async ({ attemptId }) =>
      (await post(clearAttemptResponseSchema, `quiz-attempts/${attemptId}/clear`)).data,
    fetchAttemptTimer: async ({ attemptId }) =>
      (await get(attemptTimerResponseSchema, `quiz-attempts/${attemptId}/timer`)).data,
    startQuestionTimer: async ({ attemptId, questionId }) =>
      (
        await post(
          questionTimerResponseSchema,
          `quiz-attempts/${attemptId}/quiz-questions/${questionId}/timer`,
        )
      ).data,
  };
}

import ky, { HTTPError, type KyInstance } from 'ky';
import * as v from 'valibot';
import {
  API_PREFIX,
  ApiError,
  answerResponseSchema,
  attemptReviewResponseSchema,
  attemptTimerResponseSchema,
  CSRF_COOKIE,
  CSRF_HEADER,
  clearAttemptResponseSchema,
  dataEnvelope,
  errorBodySchema,
  finishAttemptResponseSchema,
  LANGUAGE_HEADER,
  type Quiz,
  questionSchema,
  questionTimerResponseSchema,
  quizListResponseSchema,
  quizQuestionsResponseSchema,
  quizResponseSchema,
  startAttemptResponseSchema,
} from '../../../core/api/index.ts';
import type { Attempt, AttemptReview, Question } from '../../../core/api/quiz.ts';
import type { QuizApi } from '../../../core/quiz/index.ts';
import { currentLanguage } from '../language/language-store.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A cookie's value, e.g. the session's CSRF token. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

/** The quiz calls' HTTP client: same origin, the interface language, the CSRF token on writes, no retries (the outbox retries). */
export function createQuizHttp(options: { baseUrl?: string; fetch?: typeof fetch } = {}): KyInstance {
  return ky.create({
    prefixUrl: `${options.baseUrl ?? ''}${API_PREFIX}`,
    credentials: 'include',
    retry: 0,
    timeout: 30_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const language = currentLanguage();
          if (language) request.headers.set(LANGUAGE_HEADER, language);
          const token = readCookie(CSRF_COOKIE);
          if (token && UNSAFE_METHODS.has(request.method)) request.headers.set(CSRF_HEADER, token);
        },
      ],
    },
  });
}

/**
 * A refusal becomes an `ApiError` with the server's message and field errors; a failure of the network
 * stays a `TypeError` (or ky's TimeoutError), which the outbox treats as worth re-sending.
 */
async function rethrow(error: unknown): Promise<never> {
  if (error instanceof HTTPError) {
    const body = await error.response
      .clone()
      .json()
      .catch(() => undefined);
    const parsed = v.safeParse(errorBodySchema, body);
    const message = parsed.success ? parsed.output.message : error.response.statusText || error.message;
    throw new ApiError(error.response.status, message, parsed.success ? (parsed.output.errors ?? {}) : {});
  }
  throw error;
}

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

/** The machines' QuizApi and the page's calls over HTTP (spec 2 §7, spec 3 §7). */
export function createQuizCalls(base: string, http: KyInstance = createQuizHttp()): QuizCalls {
  const trimmed = base.replace(/^\//, '');
  async function call<TSchema extends v.GenericSchema>(
    schema: TSchema,
    request: () => Promise<unknown>,
  ): Promise<v.InferOutput<TSchema>> {
    let body: unknown;
    try {
      body = await request();
    } catch (error) {
      return rethrow(error);
    }
    return v.parse(schema, body);
  }
  const get = (path: string, searchParams?: Record<string, string | number>) => () =>
    http.get(path, searchParams ? { searchParams } : {}).json();
  const post = (path: string, json?: unknown) => () =>
    http.post(path, json === undefined ? {} : { json }).json();

  const loadQuiz = async ({ quizId }: { quizId: number }) =>
    (await call(quizResponseSchema, get(`${trimmed}/quizzes/${quizId}`))).data;

  return {
    listQuizzes: async () => (await call(quizListResponseSchema, get(`${trimmed}/quizzes`))).data,
    loadQuiz,
    loadQuestions: async ({ quizId, attemptId }) =>
      (
        await call(
          quizQuestionsResponseSchema,
          get(
            `${trimmed}/quizzes/${quizId}/quiz-questions`,
            attemptId ? { attempt_id: attemptId } : undefined,
          ),
        )
      ).data,
    loadAttemptReview: async ({ quizId, attemptId }) => {
      const lesson = trimmed.startsWith('lessons/') ? trimmed : null;
      if (!lesson) {
        // The review call lives under the lesson only (spec 3 §7); a lesson-block quiz reads its questions instead.
        const [questions, quiz] = await Promise.all([
          call(
            quizQuestionsResponseSchema,
            get(`${trimmed}/quizzes/${quizId}/quiz-questions`, { attempt_id: attemptId }),
          ),
          loadQuiz({ quizId }),
        ]);
        const attempt = quiz.attempts.find((candidate) => candidate.id === attemptId) ?? quiz.attempt;
        if (!attempt) throw new ApiError(404, 'There is no such attempt.');
        return { questions: questions.data, results: attempt.results, attempt, aggregate_interview: [] };
      }
      return (
        await call(attemptReviewResponseSchema, get(`${lesson}/quizzes/${quizId}/attempt/${attemptId}`))
      ).data;
    },
    finishExpiredAttempt: async ({ attemptId }) => {
      const finished = (
        await call(finishAttemptResponseSchema, post(`quiz-attempts/${attemptId}/finish?is_timeout=1`, []))
      ).data;
      if (!finished.attempt)
        throw new ApiError(409, finished.message ?? 'The attempt could not be finished.');
      return finished.attempt;
    },
    startAttempt: async ({ quizId }) =>
      (await call(startAttemptResponseSchema, get(`${trimmed}/quizzes/${quizId}/start-attempt`))).data,
    sendAnswer: async ({ attemptId, payload }) =>
      (await call(answerResponseSchema, post(`${trimmed}/quiz-attempts/${attemptId}`, payload))).data,
    finishAttempt: async ({ attemptId, answers }) =>
      (await call(finishAttemptResponseSchema, post(`quiz-attempts/${attemptId}/finish`, answers))).data,
    clearAttempt: async ({ attemptId }) =>
      (await call(clearAttemptResponseSchema, post(`quiz-attempts/${attemptId}/clear`))).data,
    fetchAttemptTimer: async ({ attemptId }) =>
      (await call(attemptTimerResponseSchema, get(`quiz-attempts/${attemptId}/timer`))).data,
    startQuestionTimer: async ({ attemptId, questionId }) =>
      (
        await call(
          questionTimerResponseSchema,
          post(`quiz-attempts/${attemptId}/quiz-questions/${questionId}/timer`),
        )
      ).data,
  };
}

/** `GET /constructor/quizzes/{quiz_id}` answers only an expert of the quiz's school: that is how the page knows. */
export async function isExpertOfQuiz(quizId: number, http: KyInstance = createQuizHttp()): Promise<boolean> {
  try {
    const body = await http.get(`constructor/quizzes/${quizId}`).json();
    return v.safeParse(
      dataEnvelope(v.object({ id: v.number(), questions: v.optional(v.array(questionSchema)) })),
      body,
    ).success;
  } catch {
    return false;
  }
}

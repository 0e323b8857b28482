import ky, { HTTPError, type Options } from 'ky';
import * as v from 'valibot';
import {
  API_PREFIX,
  ApiError,
  type Attempt,
  type AttemptStatusId,
  attemptSchema,
  CSRF_COOKIE,
  CSRF_HEADER,
  dataEnvelope,
  type ExpertAttemptList,
  type ExpertAttemptReview,
  type ExpertQuiz,
  errorBodySchema,
  expertAttemptListSchema,
  expertAttemptReviewResponseSchema,
  expertQuizListSchema,
  expertQuizResponseSchema,
  LANGUAGE_HEADER,
  type PageMeta,
  type QuizResult,
  quizResultResponseSchema,
  type ResultCommentSetting,
  resultCommentSettingResponseSchema,
} from '../../../../core/api/index.ts';
import { currentLanguage } from '../../language/language-store.ts';

export { type ExpertAttemptList, expertAttemptListSchema } from '../../../../core/api/index.ts';

/** Where a quiz lives and what it is called, with its counts (`GET /expert/quizzes/{id}`). */
export type QuizPlace = ExpertQuiz;

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
  quizPlace(quizId: number): Promise<QuizPlace>;
  /** Saves whether the student may comment on one result of the attempt. */
  commentSetting(query: { attemptId: number; setting: ResultCommentSetting }): Promise<ResultCommentSetting>;
  /** A page of the school's quizzes, those with attempts on review first. */
  quizzes(query: { page: number }): Promise<{ rows: ExpertQuiz[]; meta: PageMeta }>;
}

/** The download address of a stored file (the server's `/files/{uuid}/download`). */
export function fileDownloadUrl(uuid: string): string {
  return `${API_PREFIX}/files/${encodeURIComponent(uuid)}/download`;
}

/** Attempts per page of the expert's list. */
export const EXPERT_ATTEMPTS_PER_PAGE = 20;
/** Quizzes per page of the school's list. */
export const EXPERT_QUIZZES_PER_PAGE = 20;

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

const http = ky.create({
  prefixUrl: API_PREFIX,
  credentials: 'include',
  retry: { limit: 2, methods: ['get'] },
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      (request) => {
        request.headers.set(LANGUAGE_HEADER, currentLanguage());
        const token = readCookie(CSRF_COOKIE);
        if (token && request.method !== 'GET') request.headers.set(CSRF_HEADER, token);
      },
    ],
  },
});

async function call<TSchema extends v.GenericSchema>(
  schema: TSchema,
  path: string,
  init: Options = {},
): Promise<v.InferOutput<TSchema>> {
  try {
    return v.parse(schema, await http(path.replace(/^\//, ''), init).json());
  } catch (error) {
    if (error instanceof HTTPError) {
      const body = await error.response
        .clone()
        .json()
        .catch(() => undefined);
      const parsed = v.safeParse(errorBodySchema, body);
      throw new ApiError(
        error.response.status,
        parsed.success ? parsed.output.message : error.response.statusText || error.message,
        parsed.success ? (parsed.output.errors ?? {}) : {},
      );
    }
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
}

/** The expert view's calls over HTTP, same-origin, with the language and CSRF headers. */
export const httpExpertQuizApi: ExpertQuizApi = {
  async attempts({ base, quizId, statusId, page }) {
    const searchParams: Record<string, number> = { page, per_page: EXPERT_ATTEMPTS_PER_PAGE };
    if (statusId !== null) searchParams.status_id = statusId;
    const answer = await call(expertAttemptListSchema, `${base}/quizzes/${quizId}/attempts`, {
      searchParams,
    });
    return { rows: answer.data, meta: answer.meta ?? null };
  },
  async attempt({ lessonId, quizId, attemptId }) {
    const answer = await call(
      expertAttemptReviewResponseSchema,
      `/lessons/${lessonId}/quizzes/${quizId}/attempt/${attemptId}`,
      { searchParams: { is_expert: 1 } },
    );
    return answer.data;
  },
  async result({ questionId, attemptId }) {
    const answer = await call(quizResultResponseSchema, '/quiz-results', {
      searchParams: { question_id: questionId, attempt_id: attemptId },
    });
    return answer.data;
  },
  async review({ attemptId, statusId }) {
    const answer = await call(dataEnvelope(attemptSchema), `/quiz-attempts/${attemptId}/review`, {
      method: 'post',
      json: { status_id: statusId },
    });
    return answer.data;
  },
  async quizPlace(quizId) {
    return (await call(expertQuizResponseSchema, `/expert/quizzes/${quizId}`)).data;
  },
  async commentSetting({ attemptId, setting }) {
    const answer = await call(
      resultCommentSettingResponseSchema,
      `/quiz-attempts/${attemptId}/quiz-result-comment-settings`,
      { method: 'post', json: setting },
    );
    return answer.data;
  },
  async quizzes({ page }) {
    const answer = await call(expertQuizListSchema, '/expert/quizzes', {
      searchParams: { page, per_page: EXPERT_QUIZZES_PER_PAGE },
    });
    return { rows: answer.data, meta: answer.meta };
  },
};

/** Whether the user reviews this quiz (`quiz_curator` or more in its school): the quiz page then shows the expert view. */
export async function isReviewerOfQuiz(
  quizId: number,
  api: ExpertQuizApi = httpExpertQuizApi,
): Promise<boolean> {
  try {
    await api.quizPlace(quizId);
    return true;
  } catch {
    return false;
  }
}

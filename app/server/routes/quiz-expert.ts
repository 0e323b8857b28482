import { Hono } from 'hono';
import {
  expertAttemptListQuerySchema,
  expertQuizListQuerySchema,
  resultCommentSettingRequestSchema,
} from '../../../core/api/quiz.ts';
import { requireUser } from '../auth/authenticate.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { jsonBody, queryParams } from '../http/validation.ts';
import {
  isResultOfQuiz,
  listQuizAttempts,
  listSchoolQuizzes,
  reviewedAttempt,
  reviewedQuiz,
  saveResultCommentSetting,
  schoolQuiz,
} from '../quiz/expert-attempts.ts';
import type { QuizBase } from '../quiz/quiz-access.ts';
import { quizNow } from '../quiz/quiz-clock.ts';
import { requireQuizReviewer } from '../quiz/quiz-reviewer.ts';

/** A positive integer path parameter, or 404. */
function idParam(value: string | undefined, what: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed <= 0) throw new HttpError(404, `There is no such ${what}.`);
  return parsed;
}

function baseOf(params: Record<string, string>): QuizBase {
  return params.unitId !== undefined
    ? { unitId: idParam(params.unitId, 'lesson block') }
    : { lessonId: idParam(params.lessonId, 'lesson') };
}

function pageMeta(page: number, perPage: number, total: number) {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/**
 * Quiz review for experts (docs/api.md "Quiz review (experts)"): the school's quizzes, a quiz's
 * attempts with their students, and result comment settings. Everything is scoped by the current
 * school where the user holds `quiz_curator` or more; another school's quiz or attempt is 404.
 */
export function quizExpertRoutes(deps: AppDeps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const routes = new Hono<AppEnv>();

  routes.get('/expert/quizzes', signedIn, queryParams(expertQuizListQuerySchema), async (c) => {
    const cabinetId = await requireQuizReviewer(db, c.var.auth.user);
    const { page, per_page: perPage } = c.req.valid('query');
    const { data, total } = await listSchoolQuizzes(db, cabinetId, { page, perPage });
    return c.json({ data, meta: pageMeta(page, perPage, total) });
  });

  routes.get('/expert/quizzes/:quizId', signedIn, async (c) => {
    const cabinetId = await requireQuizReviewer(db, c.var.auth.user);
    return c.json({ data: await schoolQuiz(db, cabinetId, idParam(c.req.param('quizId'), 'quiz')) });
  });

  for (const base of ['/lessons/:lessonId', '/info-units/:unitId']) {
    routes.get(
      `${base}/quizzes/:quizId/attempts`,
      signedIn,
      queryParams(expertAttemptListQuerySchema),
      async (c) => {
        const cabinetId = await requireQuizReviewer(db, c.var.auth.user);
        const { quiz } = await reviewedQuiz(
          db,
          cabinetId,
          idParam(c.req.param('quizId'), 'quiz'),
          baseOf(c.req.param()),
        );
        const { status_id: statusId, page, per_page: perPage } = c.req.valid('query');
        const { data, total } = await listQuizAttempts(db, quiz, { statusId, page, perPage }, quizNow());
        return c.json({ data, meta: pageMeta(page, perPage, total) });
      },
    );
  }

  routes.post(
    '/quiz-attempts/:attemptId/quiz-result-comment-settings',
    signedIn,
    jsonBody(resultCommentSettingRequestSchema),
    async (c) => {
      const user = c.var.auth.user;
      const cabinetId = await requireQuizReviewer(db, user);
      const attempt = await reviewedAttempt(db, cabinetId, idParam(c.req.param('attemptId'), 'attempt'));
      const setting = c.req.valid('json');
      if (!(await isResultOfQuiz(db, attempt.quizId, setting))) {
        throw new HttpError(404, 'There is no such result in this attempt’s quiz.');
      }
      return c.json({ data: await saveResultCommentSetting(db, attempt, setting, user.id, quizNow()) });
    },
  );

  return routes;
}

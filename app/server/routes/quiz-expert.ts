import { quizBaseOf } from '../access/guards.ts';
import { idParam } from '../access/reached.ts';
import type { AppDeps } from '../http/app-env.ts';
import { tableRoutes } from '../http/table-routes.ts';
import {
  listReviewedAttempts,
  listSchoolQuizzes,
  saveResultCommentSetting,
  schoolQuiz,
} from '../quiz/expert-attempts.ts';
import { quizNow } from '../quiz/quiz-clock.ts';

function pageMeta(page: number, perPage: number, total: number) {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/**
 * Quiz review for experts (docs/api.md "Quiz review (experts)"): the school's quizzes, a quiz's
 * attempts with their students, and result comment settings. Everything is scoped by the current
 * school where the user holds `quiz_curator` or more (the `school:quiz_curator` guard); another
 * school's quiz or attempt is 404.
 */
export function quizExpertRoutes(deps: AppDeps) {
  const { db } = deps;
  const { routes, serve } = tableRoutes(deps);

  serve('GET /expert/quizzes', async (c, { query }, { school }) => {
    const { page, per_page: perPage, search } = query;
    const { data, total } = await listSchoolQuizzes(db, school.id, { page, perPage }, search);
    return c.json({ data, meta: pageMeta(page, perPage, total) });
  });

  serve('GET /expert/quizzes/:quizId', async (c, { params }, { school }) => {
    return c.json({ data: await schoolQuiz(db, school.id, idParam(params.quizId, 'quiz')) });
  });

  for (const base of ['/lessons/:lessonId', '/info-units/:unitId'] as const) {
    serve(`GET ${base}/quizzes/:quizId/attempts`, async (c, { params, query }, { school }) => {
      const path = { quizId: idParam(params.quizId, 'quiz'), base: quizBaseOf(params) };
      const { status_id: statusId, page, per_page: perPage } = query;
      const { data, total } = await listReviewedAttempts(
        db,
        school.id,
        path,
        { statusId, page, perPage },
        quizNow(),
      );
      return c.json({ data, meta: pageMeta(page, perPage, total) });
    });
  }

  serve(
    'POST /quiz-attempts/:attemptId/quiz-result-comment-settings',
    async (c, { params, body }, { user, school }) => {
      const attemptId = idParam(params.attemptId, 'attempt');
      return c.json({
        data: await saveResultCommentSetting(db, school.id, attemptId, body, user.id, quizNow()),
      });
    },
  );

  return routes;
}

import { ROUTES } from '../../../core/api/routes.ts';
import { idParam } from '../access/reached.ts';
import { refuseCrossSite } from '../auth/refuse-cross-site.ts';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../http/app-env.ts';
import { tableRoutes } from '../http/table-routes.ts';
import { parseJsonBody } from '../http/validation.ts';
import { submitAnswer } from '../quiz/answer-question.ts';
import { attemptQuestionComment } from '../quiz/attempt-question.ts';
import { viewAttemptResult } from '../quiz/attempt-result-view.ts';
import { clearAttempt } from '../quiz/clear-attempt.ts';
import { finishAttempt } from '../quiz/finish-attempt.ts';
import { attemptTimeLeft, startAttemptQuestionTimer } from '../quiz/question-timer.ts';
import { quizNow } from '../quiz/quiz-clock.ts';
import { quizResults } from '../quiz/quiz-results.ts';
import { reviewAttempt } from '../quiz/review-attempt.ts';
import { openAttempt } from '../quiz/start-attempt.ts';
import { viewBaseQuizzes, viewQuizQuestions, viewReachedQuiz } from '../quiz/view-quiz.ts';
import { quizAuthoringRoutes } from './quiz-authoring.ts';

/** The quiz calls of spec 2 §7 and spec 3 §7: quizzes, questions, attempts, timers, results, review. */
export function quizRoutes(deps: AppDeps) {
  const { db } = deps;
  const { routes, serve } = tableRoutes(deps);
  routes.route('/', quizAuthoringRoutes(deps));

  for (const base of ['/lessons/:lessonId', '/info-units/:unitId'] as const) {
    serve(`GET ${base}/quizzes`, async (c, _input, { user, base: reach }) => {
      return c.json({ data: await viewBaseQuizzes(db, user, reach, quizNow()) });
    });

    serve(`GET ${base}/quizzes/:quizId`, async (c, _input, { user, quiz }) => {
      return c.json({ data: await viewReachedQuiz(db, user, quiz, quizNow()) });
    });

    serve(`GET ${base}/quizzes/:quizId/quiz-questions`, async (c, { query }, { user, quiz }) => {
      return c.json({ data: await viewQuizQuestions(db, user, quiz, query.attempt_id, quizNow()) });
    });

    serve(
      `GET ${base}/quizzes/:quizId/start-attempt`,
      async (c, _input, { user, quiz }) => c.json({ data: await openAttempt(db, user, quiz, quizNow()) }),
      { before: [refuseCrossSite()] },
    );

    // The hot path of a quiz: its access query goes out in the answer's transaction (submitAnswer).
    const answer = `POST ${base}/quiz-attempts/:attemptId` as const;
    serve(
      answer,
      async (c, { params }, { user, reach }) => {
        const sent: unknown = await c.req.json().catch(() => undefined);
        const key = (sent as { idempotency_key?: unknown } | undefined)?.idempotency_key;
        const call = {
          attemptId: idParam(params.attemptId, 'attempt'),
          userId: user.id,
          reach: async (tx: Db) => (await reach(tx)).attempt,
          idempotencyKey: typeof key === 'string' ? key : undefined,
          body: () => parseJsonBody(c, ROUTES[answer].request.body),
        };
        return c.json({ data: await submitAnswer(db, call, quizNow()) });
      },
      { readsItself: ['body'], guardsItself: true },
    );
  }

  serve('GET /quiz-attempts/:attemptId/timer', async (c, _input, { attempt }) => {
    return c.json({ data: { left_time_in_seconds: await attemptTimeLeft(db, attempt, quizNow()) } });
  });

  serve(
    'POST /quiz-attempts/:attemptId/quiz-questions/:questionId/timer',
    async (c, { params }, { attempt }) => {
      const questionId = idParam(params.questionId, 'question');
      const left = await startAttemptQuestionTimer(db, attempt, questionId, quizNow());
      return c.json({ data: { left_time_in_seconds: left } });
    },
  );

  serve('GET /quiz-attempts/:attemptId/quiz-questions/:questionId', async (c, { params }, { attempt }) => {
    const questionId = idParam(params.questionId, 'question');
    return c.json({ data: await attemptQuestionComment(db, attempt, questionId) });
  });

  serve('POST /quiz-attempts/:attemptId/clear', async (c, _input, { attempt }) => {
    return c.json({ data: await clearAttempt(db, attempt, quizNow()) });
  });

  serve('POST /quiz-attempts/:attemptId/finish', async (c, { body }, { attempt }) => {
    const timeUp = c.req.query('is_timeout') === '1';
    return c.json({ data: await finishAttempt(db, attempt, body, quizNow(), { timeUp }) });
  });

  serve('POST /quiz-attempts/:attemptId/review', async (c, { body }, { user, attempt }) => {
    return c.json({ data: await reviewAttempt(db, user, attempt, body, quizNow()) });
  });

  serve(
    'GET /lessons/:lessonId/quizzes/:quizId/attempt/:attemptId',
    async (c, { params, query }, { user, attempt }) => {
      const place = { lessonId: idParam(params.lessonId, 'lesson'), quizId: idParam(params.quizId, 'quiz') };
      const asExpert = query.is_expert === '1';
      return c.json({ data: await viewAttemptResult(db, user, attempt, place, asExpert, quizNow()) });
    },
  );

  serve('GET /quiz-results', async (c, { query }, { attempt }) => {
    return c.json({ data: await quizResults(db, attempt, query) });
  });

  return routes;
}

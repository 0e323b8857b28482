import { eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  answerRequestSchema,
  finishAttemptRequestSchema,
  quizQuestionsQuerySchema,
  quizResultQuerySchema,
} from '../../../core/api/quiz.ts';
import { attemptViewQuerySchema, reviewRequestSchema } from '../../../core/api/quiz-review.ts';
import { attemptDeadline, keyLines, pollAggregatesOf, secondsLeft } from '../../../core/quiz/index.ts';
import { requireUser } from '../auth/authenticate.ts';
import { refuseCrossSite } from '../auth/refuse-cross-site.ts';
import { quizAnswers, quizAttempts } from '../db/schema.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { jsonBody, queryParams } from '../http/validation.ts';
import { submitAnswer } from '../quiz/answer-question.ts';
import {
  attachedFileErrors,
  describeFiles,
  loadAttachedFiles,
  loadAttemptFiles,
} from '../quiz/attached-files.ts';
import { questionComment, saveAttemptComment } from '../quiz/attempt-comments.ts';
import { ATTEMPT_FINISHED_MESSAGE } from '../quiz/attempt-refusals.ts';
import { loadAttemptState, loadAttemptStates, userAttempts } from '../quiz/attempt-state.ts';
import { clearAttempt } from '../quiz/clear-attempt.ts';
import { expertAttemptExtras } from '../quiz/expert-attempts.ts';
import { settleIfExpired } from '../quiz/expire-attempts.ts';
import { finishAttempt } from '../quiz/finish-attempt.ts';
import { pollCounts } from '../quiz/poll-figures.ts';
import { startQuestionTimer } from '../quiz/question-timer.ts';
import { type QuizBase, requireAttempt, requireBase, requireQuiz } from '../quiz/quiz-access.ts';
import { quizNow } from '../quiz/quiz-clock.ts';
import { loadQuizQuestions, quizQuestionsOf } from '../quiz/quiz-questions-store.ts';
import { keyVisible, marksVisible, STATUS } from '../quiz/quiz-views.ts';
import { startAttempt } from '../quiz/start-attempt.ts';
import { viewAttempt, viewQuestions, viewQuiz } from '../quiz/view-quiz.ts';
import { quizAuthoringRoutes } from './quiz-authoring.ts';

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

/** The quiz calls of spec 2 §7 and spec 3 §7: quizzes, questions, attempts, timers, results, review. */
export function quizRoutes(deps: AppDeps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const routes = new Hono<AppEnv>();
  routes.route('/', quizAuthoringRoutes(deps));

  for (const base of ['/lessons/:lessonId', '/info-units/:unitId']) {
    routes.get(`${base}/quizzes`, signedIn, async (c) => {
      const user = c.var.auth.user;
      const { isExpert, quizzes } = await requireBase(db, user, baseOf(c.req.param()));
      const now = quizNow();
      const data = [];
      for (const quiz of quizzes) data.push(await viewQuiz(db, quiz, user, isExpert, now));
      return c.json({ data });
    });

    routes.get(`${base}/quizzes/:quizId`, signedIn, async (c) => {
      const user = c.var.auth.user;
      const scope = await requireQuiz(
        db,
        user,
        idParam(c.req.param('quizId'), 'quiz'),
        baseOf(c.req.param()),
      );
      return c.json({ data: await viewQuiz(db, scope.quiz, user, scope.isExpert, quizNow()) });
    });

    routes.get(
      `${base}/quizzes/:quizId/quiz-questions`,
      signedIn,
      queryParams(quizQuestionsQuerySchema),
      async (c) => {
        const user = c.var.auth.user;
        const scope = await requireQuiz(
          db,
          user,
          idParam(c.req.param('quizId'), 'quiz'),
          baseOf(c.req.param()),
        );
        const { attempt_id: attemptId } = c.req.valid('query');
        const now = quizNow();
        let attempt = null;
        if (attemptId !== undefined) {
          const found = await requireAttempt(db, user, attemptId);
          if (found.attempt.quizId !== scope.quiz.id) throw new HttpError(404, 'There is no such attempt.');
          await settleIfExpired(db, found.attempt, now);
          attempt = (await requireAttempt(db, user, attemptId)).attempt;
        }
        return c.json({ data: await viewQuestions(db, scope.quiz, user.id, attempt, scope.isExpert, now) });
      },
    );

    routes.get(`${base}/quizzes/:quizId/start-attempt`, refuseCrossSite(), signedIn, async (c) => {
      const user = c.var.auth.user;
      const scope = await requireQuiz(
        db,
        user,
        idParam(c.req.param('quizId'), 'quiz'),
        baseOf(c.req.param()),
      );
      const now = quizNow();
      const { attempt, created } = await startAttempt(db, scope.quiz, user.id, scope.isExpert, now);
      const questions = await quizQuestionsOf(db, scope.quiz);
      // A new attempt has nothing stored yet; a running one is read.
      const state = created
        ? { attempt, questions: [], results: [], comments: [] }
        : await loadAttemptState(db, attempt);
      return c.json({ data: await viewAttempt(db, scope.quiz, questions, state, scope.isExpert, now) });
    });

    routes.post(`${base}/quiz-attempts/:attemptId`, signedIn, jsonBody(answerRequestSchema), async (c) => {
      const attemptId = idParam(c.req.param('attemptId'), 'attempt');
      const data = await submitAnswer(db, c.var.auth.user, attemptId, c.req.valid('json'), quizNow());
      return c.json({ data });
    });
  }

  routes.get('/quiz-attempts/:attemptId/timer', signedIn, async (c) => {
    const now = quizNow();
    const { attempt, scope } = await requireAttempt(
      db,
      c.var.auth.user,
      idParam(c.req.param('attemptId'), 'attempt'),
    );
    const deadlineAt = attemptDeadline(scope.quiz, attempt);
    if (!deadlineAt) throw new HttpError(422, 'This attempt has no time limit.');
    const settled = await settleIfExpired(db, attempt, now);
    const running = attempt.statusId === STATUS.inProgress && !settled;
    const left = running ? secondsLeft(deadlineAt, now) : 0;
    return c.json({ data: { left_time_in_seconds: left } });
  });

  routes.post('/quiz-attempts/:attemptId/quiz-questions/:questionId/timer', signedIn, async (c) => {
    const now = quizNow();
    const { attempt, isOwner } = await requireAttempt(
      db,
      c.var.auth.user,
      idParam(c.req.param('attemptId'), 'attempt'),
    );
    if (!isOwner) throw new HttpError(403, 'Only the student taking this attempt can start its timers.');
    if (attempt.statusId !== STATUS.inProgress) throw new HttpError(409, ATTEMPT_FINISHED_MESSAGE);
    const questionId = idParam(c.req.param('questionId'), 'question');
    const question = (await loadQuizQuestions(db, attempt.quizId)).find(
      (candidate) => candidate.id === questionId,
    );
    if (!question) throw new HttpError(404, 'There is no such question in this quiz.');
    return c.json({ data: { left_time_in_seconds: await startQuestionTimer(db, attempt, question, now) } });
  });

  routes.get('/quiz-attempts/:attemptId/quiz-questions/:questionId', signedIn, async (c) => {
    const { attempt } = await requireAttempt(
      db,
      c.var.auth.user,
      idParam(c.req.param('attemptId'), 'attempt'),
    );
    const questionId = idParam(c.req.param('questionId'), 'question');
    const question = (await loadQuizQuestions(db, attempt.quizId)).find(
      (candidate) => candidate.id === questionId,
    );
    if (!question) throw new HttpError(404, 'There is no such question in this quiz.');
    const state = await loadAttemptState(db, attempt);
    const comment = questionComment(state.comments, attempt, questionId);
    const attached = await loadAttachedFiles(db, comment?.files.map((file) => file.uuid) ?? []);
    return c.json({
      data: {
        comment: comment?.text ?? null,
        comment_files: comment ? describeFiles(comment.files, attached, comment.userId) : [],
      },
    });
  });

  routes.post('/quiz-attempts/:attemptId/clear', signedIn, async (c) => {
    const now = quizNow();
    const { attempt, scope, isOwner } = await requireAttempt(
      db,
      c.var.auth.user,
      idParam(c.req.param('attemptId'), 'attempt'),
    );
    if (!isOwner) throw new HttpError(403, 'Only the student taking this attempt can clear it.');
    await clearAttempt(db, scope.quiz, attempt.id, now);
    const questions = await quizQuestionsOf(db, scope.quiz);
    const fresh = (await requireAttempt(db, c.var.auth.user, attempt.id)).attempt;
    return c.json({
      data: await viewAttempt(db, scope.quiz, questions, await loadAttemptState(db, fresh), false, now),
    });
  });

  routes.post(
    '/quiz-attempts/:attemptId/finish',
    signedIn,
    jsonBody(finishAttemptRequestSchema),
    async (c) => {
      const attemptId = idParam(c.req.param('attemptId'), 'attempt');
      const timeUp = c.req.query('is_timeout') === '1';
      const data = await finishAttempt(db, c.var.auth.user, attemptId, c.req.valid('json'), quizNow(), {
        timeUp,
      });
      return c.json({ data });
    },
  );

  routes.post('/quiz-attempts/:attemptId/review', signedIn, jsonBody(reviewRequestSchema), async (c) => {
    const now = quizNow();
    const user = c.var.auth.user;
    const { attempt, scope } = await requireAttempt(db, user, idParam(c.req.param('attemptId'), 'attempt'));
    if (!scope.isExpert) throw new HttpError(403, 'Only an expert of this school can review attempts.');
    if (attempt.statusId === STATUS.inProgress) throw new HttpError(409, 'The attempt is still in progress.');
    const { status_id: statusId, comment, files } = c.req.valid('json');
    const errors = attachedFileErrors({ files }, await loadAttachedFiles(db, files), user.id);
    if (Object.keys(errors).length > 0) throw new HttpError(422, Object.values(errors)[0]![0]!, { errors });
    await db.transaction(async (tx) => {
      await tx
        .update(quizAttempts)
        .set({ statusId, reviewedBy: user.id, reviewedAt: now, updatedAt: now })
        .where(eq(quizAttempts.id, attempt.id));
      await saveAttemptComment(tx, attempt.id, user.id, { text: comment ?? '', files }, now);
    });
    const fresh = (await requireAttempt(db, user, attempt.id)).attempt;
    const questions = await quizQuestionsOf(db, scope.quiz);
    return c.json({
      data: await viewAttempt(db, scope.quiz, questions, await loadAttemptState(db, fresh), true, now),
    });
  });

  routes.get(
    '/lessons/:lessonId/quizzes/:quizId/attempt/:attemptId',
    signedIn,
    queryParams(attemptViewQuerySchema),
    async (c) => {
      const now = quizNow();
      const user = c.var.auth.user;
      const scope = await requireQuiz(db, user, idParam(c.req.param('quizId'), 'quiz'), {
        lessonId: idParam(c.req.param('lessonId'), 'lesson'),
      });
      const found = await requireAttempt(db, user, idParam(c.req.param('attemptId'), 'attempt'));
      if (found.attempt.quizId !== scope.quiz.id) throw new HttpError(404, 'There is no such attempt.');
      const asExpert = c.req.valid('query').is_expert === '1';
      if (asExpert && !scope.isExpert)
        throw new HttpError(403, 'Only an expert of this school can open the expert view.');
      await settleIfExpired(db, found.attempt, now);
      const attempt = (await requireAttempt(db, user, found.attempt.id)).attempt;
      const isExpert = asExpert || !found.isOwner;
      const state = await loadAttemptState(db, attempt);
      const attached = await loadAttemptFiles(db, [state]);
      const questions = await viewQuestions(db, scope.quiz, attempt.userId, attempt, isExpert, now, attached);
      const keyed = await quizQuestionsOf(db, scope.quiz);
      const showPolls = isExpert || keyVisible(scope.quiz, state, false);
      const attemptData = await viewAttempt(db, scope.quiz, keyed, state, isExpert, now, attached);
      return c.json({
        data: {
          questions,
          results: attemptData.results,
          // The expert's view names the student and the result comment settings (quiz-expert.ts).
          attempt: asExpert ? { ...attemptData, ...(await expertAttemptExtras(db, attempt)) } : attemptData,
          aggregate_interview: showPolls ? pollAggregatesOf(await pollCounts(db, keyed)) : [],
        },
      });
    },
  );

  routes.get('/quiz-results', signedIn, queryParams(quizResultQuerySchema), async (c) => {
    const user = c.var.auth.user;
    const query = c.req.valid('query');
    const { attempt, scope, isOwner } = await requireAttempt(db, user, query.attempt_id);
    const question = (await quizQuestionsOf(db, scope.quiz)).find(
      (candidate) => candidate.id === query.question_id,
    );
    if (!question) throw new HttpError(404, 'There is no such question in this quiz.');
    const asStudent = query.is_student !== undefined || !scope.isExpert;
    void isOwner;
    const states = await loadAttemptStates(db, await userAttempts(db, scope.quiz.id, attempt.userId));
    const current = states.find((state) => state.attempt.id === attempt.id)!;
    const showKey = asStudent ? keyVisible(scope.quiz, current, false) : true;
    const keyAnswers = [
      ...question.answers.map((answer) => ({ answer, group: 'question' })),
      ...question.statements.flatMap((statement) =>
        statement.answers.map((answer) => ({
          answer,
          group: String(answer.quiz_answer_group_id ?? statement.id),
        })),
      ),
    ]
      .filter(({ answer }) => answer.is_correct)
      .filter(
        ({ answer }) =>
          query.answer_group_id === undefined || answer.quiz_answer_group_id === query.answer_group_id,
      );
    const grouped: Record<
      string,
      { text: string | null; type: number | null; image: { url: string } | null }[]
    > = {};
    for (const { answer, group } of keyAnswers) {
      grouped[group] ??= [];
      grouped[group].push({ text: answer.text ?? null, type: answer.type, image: answer.image ?? null });
    }
    const shownStates = states.filter(
      (state) => state.attempt.statusId !== STATUS.inProgress || state.attempt.id === attempt.id,
    );
    // Chosen answers by id, deleted ones included: a result keeps pointing at the row it chose.
    const chosenIds = [
      ...new Set(
        shownStates.flatMap((state) =>
          state.results.filter((row) => row.answerId != null).map((row) => row.answerId!),
        ),
      ),
    ];
    const attached = await loadAttemptFiles(db, shownStates);
    const chosenRows =
      chosenIds.length === 0
        ? []
        : await db
            .select({ id: quizAnswers.id, text: quizAnswers.text, imageUrl: quizAnswers.imageUrl })
            .from(quizAnswers)
            .where(inArray(quizAnswers.id, chosenIds));
    const data = shownStates.flatMap((state) => {
      const marks = asStudent ? marksVisible(scope.quiz, state, false) : true;
      return state.results
        .filter((row) => row.questionId === question.id)
        .filter((row) => query.answer_group_id === undefined || row.answerGroupId === query.answer_group_id)
        .filter((row) => query.statement_id === undefined || row.statementId === query.statement_id)
        .map((row) => {
          const chosen = chosenRows.find((answer) => answer.id === row.answerId);
          return {
            id: row.id,
            quiz_attempt_id: row.attemptId,
            text_answer: row.textAnswer,
            answer: chosen
              ? { text: chosen.text, image: chosen.imageUrl ? { url: chosen.imageUrl } : null }
              : null,
            ...(marks ? { is_correct: row.isCorrect } : {}),
            files: describeFiles(row.files, attached, state.attempt.userId),
            updated_at: row.updatedAt.toISOString(),
            quiz_answer_id: row.answerId,
            answer_group_id: row.answerGroupId,
            quiz_question_id: row.questionId,
            quiz_statement_id: row.statementId,
          };
        });
    });
    return c.json({
      data: {
        // The whole question's key is the one the student's check banner names (core keyLines).
        correct_answers: !showKey
          ? []
          : query.answer_group_id === undefined
            ? keyLines(question).map((line) => ({ ...line, type: null }))
            : Object.values(grouped).flat(),
        correct_answers_grouped: showKey ? grouped : {},
        data,
      },
    });
  });

  return routes;
}

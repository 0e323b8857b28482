import { and, asc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  answerCreateSchema,
  answerGroupCreateSchema,
  answerGroupPatchSchema,
  answerPatchSchema,
  createQuizSchema,
  orderSchema,
  questionDocumentSchema,
  quizOptionsSchema,
  statementPatchSchema,
} from '../../../core/api/quiz-authoring.ts';
import type { ActionDemand } from '../../../core/permissions/index.ts';
import { requireUser } from '../auth/authenticate.ts';
import { requireCabinetPermission } from '../auth/cabinet-access.ts';
import { quizAnswerGroups, quizAnswers, quizQuestions, quizStatements, quizzes } from '../db/schema.ts';
import type { AppDeps, AppEnv, UserRow } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { jsonBody } from '../http/validation.ts';
import {
  cabinetOfLesson,
  createLessonQuiz,
  createQuestion,
  questionOfCabinet,
  quizOfCabinet,
  quizOptionsView,
  reorder,
  replaceQuestion,
  touchQuiz,
  updateQuizOptions,
} from '../quiz/quiz-authoring.ts';
import {
  answerGroupOfCabinet,
  answerOfCabinet,
  createAnswer,
  createAnswerGroup,
  createStatement,
  deleteAnswer,
  deleteAnswerGroup,
  deleteQuestion,
  deleteStatement,
  statementOfCabinet,
  updateAnswer,
  updateAnswerGroup,
  updateStatement,
} from '../quiz/quiz-authoring-parts.ts';
import { loadQuizQuestions } from '../quiz/quiz-questions-store.ts';

function idParam(value: string | undefined, what: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed <= 0) throw new HttpError(404, `There is no such ${what}.`);
  return parsed;
}

/** The quiz constructor's calls (not in the spec): quizzes, questions with answers, statements and gaps. */
export function quizAuthoringRoutes(deps: AppDeps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const routes = new Hono<AppEnv>();
  const school = async (user: UserRow, actions: readonly ActionDemand[]) =>
    (await requireCabinetPermission(db, user, 'quiz', actions)).cabinet.id;

  /** Each resolves the item a path names, in a quiz of the user's school they may edit; 403 or 404 otherwise. */
  const editableQuiz = async (user: UserRow, raw: string | undefined) => {
    const cabinetId = await school(user, ['edit']);
    return quizOfCabinet(db, idParam(raw, 'quiz'), cabinetId);
  };
  const editableQuestion = async (user: UserRow, raw: string | undefined) => {
    const cabinetId = await school(user, ['edit']);
    return questionOfCabinet(db, idParam(raw, 'question'), cabinetId);
  };
  const editableAnswer = async (user: UserRow, raw: string | undefined) => {
    const cabinetId = await school(user, ['edit']);
    return answerOfCabinet(db, idParam(raw, 'answer'), cabinetId);
  };
  const editableStatement = async (user: UserRow, raw: string | undefined) => {
    const cabinetId = await school(user, ['edit']);
    return statementOfCabinet(db, idParam(raw, 'statement'), cabinetId);
  };
  const editableGroup = async (user: UserRow, raw: string | undefined) => {
    const cabinetId = await school(user, ['edit']);
    return answerGroupOfCabinet(db, idParam(raw, 'gap'), cabinetId);
  };

  const fullQuiz = async (quizId: number) => {
    const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, quizId));
    return { ...quizOptionsView(quiz!), questions: await loadQuizQuestions(db, quizId) };
  };

  routes.get('/constructor/lessons/:lessonId/quizzes', signedIn, async (c) => {
    const cabinetId = await school(c.var.auth.user, ['edit']);
    const lessonId = idParam(c.req.param('lessonId'), 'lesson');
    if ((await cabinetOfLesson(db, lessonId)) !== cabinetId)
      throw new HttpError(404, 'There is no such lesson.');
    const rows = await db
      .select()
      .from(quizzes)
      .where(eq(quizzes.lessonId, lessonId))
      .orderBy(asc(quizzes.position), asc(quizzes.id));
    return c.json({ data: rows.map(quizOptionsView) });
  });

  routes.post('/constructor/lessons/:lessonId/quizzes', signedIn, jsonBody(createQuizSchema), async (c) => {
    const cabinetId = await school(c.var.auth.user, ['create']);
    const lessonId = idParam(c.req.param('lessonId'), 'lesson');
    if ((await cabinetOfLesson(db, lessonId)) !== cabinetId)
      throw new HttpError(404, 'There is no such lesson.');
    const quizId = await createLessonQuiz(db, lessonId, c.req.valid('json'));
    return c.json({ data: await fullQuiz(quizId) }, 201);
  });

  routes.put('/constructor/lessons/:lessonId/quizzes/order', signedIn, jsonBody(orderSchema), async (c) => {
    const cabinetId = await school(c.var.auth.user, ['edit']);
    const lessonId = idParam(c.req.param('lessonId'), 'lesson');
    if ((await cabinetOfLesson(db, lessonId)) !== cabinetId)
      throw new HttpError(404, 'There is no such lesson.');
    await reorder(db, quizzes, eq(quizzes.lessonId, lessonId), c.req.valid('json').ids);
    const rows = await db
      .select()
      .from(quizzes)
      .where(eq(quizzes.lessonId, lessonId))
      .orderBy(asc(quizzes.position));
    return c.json({ data: rows.map(quizOptionsView) });
  });

  routes.get('/constructor/quizzes/:quizId', signedIn, async (c) => {
    const quiz = await editableQuiz(c.var.auth.user, c.req.param('quizId'));
    return c.json({ data: await fullQuiz(quiz.id) });
  });

  routes.patch('/constructor/quizzes/:quizId', signedIn, jsonBody(quizOptionsSchema), async (c) => {
    const quiz = await editableQuiz(c.var.auth.user, c.req.param('quizId'));
    await updateQuizOptions(db, quiz, c.req.valid('json'));
    return c.json({ data: await fullQuiz(quiz.id) });
  });

  routes.delete('/constructor/quizzes/:quizId', signedIn, async (c) => {
    const cabinetId = await school(c.var.auth.user, ['delete']);
    const quiz = await quizOfCabinet(db, idParam(c.req.param('quizId'), 'quiz'), cabinetId);
    await db.delete(quizzes).where(eq(quizzes.id, quiz.id));
    return c.json({ data: { id: quiz.id } });
  });

  routes.post(
    '/constructor/quizzes/:quizId/questions',
    signedIn,
    jsonBody(questionDocumentSchema),
    async (c) => {
      const quiz = await editableQuiz(c.var.auth.user, c.req.param('quizId'));
      const id = await createQuestion(db, quiz.id, c.req.valid('json'));
      const question = (await loadQuizQuestions(db, quiz.id)).find((candidate) => candidate.id === id);
      return c.json({ data: question }, 201);
    },
  );

  routes.put('/constructor/quizzes/:quizId/questions/order', signedIn, jsonBody(orderSchema), async (c) => {
    const quiz = await editableQuiz(c.var.auth.user, c.req.param('quizId'));
    await reorder(
      db,
      quizQuestions,
      and(eq(quizQuestions.quizId, quiz.id), isNull(quizQuestions.deletedAt)),
      c.req.valid('json').ids,
    );
    await touchQuiz(db, quiz.id);
    return c.json({ data: await loadQuizQuestions(db, quiz.id) });
  });

  routes.put(
    '/constructor/quiz-questions/:questionId',
    signedIn,
    jsonBody(questionDocumentSchema),
    async (c) => {
      const question = await editableQuestion(c.var.auth.user, c.req.param('questionId'));
      await replaceQuestion(db, question, c.req.valid('json'));
      const data = (await loadQuizQuestions(db, question.quizId)).find(
        (candidate) => candidate.id === question.id,
      );
      return c.json({ data });
    },
  );

  routes.delete('/constructor/quiz-questions/:questionId', signedIn, async (c) => {
    const question = await editableQuestion(c.var.auth.user, c.req.param('questionId'));
    await deleteQuestion(db, question);
    return c.json({ data: { id: question.id } });
  });

  // One answer, statement or gap at a time; each call answers the whole question as it now is.
  const questionData = async (quizId: number, questionId: number) =>
    (await loadQuizQuestions(db, quizId)).find((candidate) => candidate.id === questionId);
  const ordered = (c: { req: { valid(target: 'json'): { ids: number[] } } }) => c.req.valid('json').ids;

  routes.post(
    '/constructor/quiz-questions/:questionId/answers',
    signedIn,
    jsonBody(answerCreateSchema),
    async (c) => {
      const question = await editableQuestion(c.var.auth.user, c.req.param('questionId'));
      const id = await createAnswer(db, question, c.req.valid('json'));
      return c.json({ data: await questionData(question.quizId, question.id), meta: { id } }, 201);
    },
  );

  routes.put(
    '/constructor/quiz-questions/:questionId/answers/order',
    signedIn,
    jsonBody(orderSchema),
    async (c) => {
      const question = await editableQuestion(c.var.auth.user, c.req.param('questionId'));
      const scope = and(
        eq(quizAnswers.questionId, question.id),
        isNull(quizAnswers.statementId),
        isNull(quizAnswers.deletedAt),
      );
      await reorder(db, quizAnswers, scope, ordered(c));
      await touchQuiz(db, question.quizId);
      return c.json({ data: await questionData(question.quizId, question.id) });
    },
  );

  routes.patch('/constructor/quiz-answers/:answerId', signedIn, jsonBody(answerPatchSchema), async (c) => {
    const { answer, question } = await editableAnswer(c.var.auth.user, c.req.param('answerId'));
    await updateAnswer(db, answer, question.quizId, c.req.valid('json'));
    return c.json({ data: await questionData(question.quizId, question.id) });
  });

  routes.delete('/constructor/quiz-answers/:answerId', signedIn, async (c) => {
    const { answer, question } = await editableAnswer(c.var.auth.user, c.req.param('answerId'));
    await deleteAnswer(db, answer.id, question.quizId);
    return c.json({ data: await questionData(question.quizId, question.id) });
  });

  routes.post(
    '/constructor/quiz-questions/:questionId/statements',
    signedIn,
    jsonBody(statementPatchSchema),
    async (c) => {
      const question = await editableQuestion(c.var.auth.user, c.req.param('questionId'));
      const id = await createStatement(db, question, c.req.valid('json'));
      return c.json({ data: await questionData(question.quizId, question.id), meta: { id } }, 201);
    },
  );

  routes.put(
    '/constructor/quiz-questions/:questionId/statements/order',
    signedIn,
    jsonBody(orderSchema),
    async (c) => {
      const question = await editableQuestion(c.var.auth.user, c.req.param('questionId'));
      const scope = and(eq(quizStatements.questionId, question.id), isNull(quizStatements.deletedAt));
      await reorder(db, quizStatements, scope, ordered(c));
      await touchQuiz(db, question.quizId);
      return c.json({ data: await questionData(question.quizId, question.id) });
    },
  );

  routes.patch(
    '/constructor/quiz-statements/:statementId',
    signedIn,
    jsonBody(statementPatchSchema),
    async (c) => {
      const { statement, question } = await editableStatement(c.var.auth.user, c.req.param('statementId'));
      await updateStatement(db, statement, question.quizId, c.req.valid('json'));
      return c.json({ data: await questionData(question.quizId, question.id) });
    },
  );

  routes.delete('/constructor/quiz-statements/:statementId', signedIn, async (c) => {
    const { statement, question } = await editableStatement(c.var.auth.user, c.req.param('statementId'));
    await deleteStatement(db, statement.id, question.quizId);
    return c.json({ data: await questionData(question.quizId, question.id) });
  });

  routes.put(
    '/constructor/quiz-statements/:statementId/answers/order',
    signedIn,
    jsonBody(orderSchema),
    async (c) => {
      const { statement, question } = await editableStatement(c.var.auth.user, c.req.param('statementId'));
      const scope = and(eq(quizAnswers.statementId, statement.id), isNull(quizAnswers.deletedAt));
      await reorder(db, quizAnswers, scope, ordered(c));
      await touchQuiz(db, question.quizId);
      return c.json({ data: await questionData(question.quizId, question.id) });
    },
  );

  routes.post(
    '/constructor/quiz-statements/:statementId/answer-groups',
    signedIn,
    jsonBody(answerGroupCreateSchema),
    async (c) => {
      const { statement, question } = await editableStatement(c.var.auth.user, c.req.param('statementId'));
      const id = await createAnswerGroup(db, statement, question.quizId, c.req.valid('json'));
      return c.json({ data: await questionData(question.quizId, question.id), meta: { id } }, 201);
    },
  );

  routes.put(
    '/constructor/quiz-statements/:statementId/answer-groups/order',
    signedIn,
    jsonBody(orderSchema),
    async (c) => {
      const { statement, question } = await editableStatement(c.var.auth.user, c.req.param('statementId'));
      const scope = and(eq(quizAnswerGroups.statementId, statement.id), isNull(quizAnswerGroups.deletedAt));
      await reorder(db, quizAnswerGroups, scope, ordered(c));
      await touchQuiz(db, question.quizId);
      return c.json({ data: await questionData(question.quizId, question.id) });
    },
  );

  routes.patch(
    '/constructor/quiz-answer-groups/:groupId',
    signedIn,
    jsonBody(answerGroupPatchSchema),
    async (c) => {
      const { group, question } = await editableGroup(c.var.auth.user, c.req.param('groupId'));
      await updateAnswerGroup(db, group.id, question.quizId, c.req.valid('json'));
      return c.json({ data: await questionData(question.quizId, question.id) });
    },
  );

  routes.delete('/constructor/quiz-answer-groups/:groupId', signedIn, async (c) => {
    const { group, question } = await editableGroup(c.var.auth.user, c.req.param('groupId'));
    await deleteAnswerGroup(db, group.id, question.quizId);
    return c.json({ data: await questionData(question.quizId, question.id) });
  });

  return routes;
}

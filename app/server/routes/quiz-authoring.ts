import type { SchoolId } from '../access/reached.ts';
import { idParam } from '../access/reached.ts';
import type { AppDeps } from '../http/app-env.ts';
import { tableRoutes } from '../http/table-routes.ts';
import {
  createLessonQuiz,
  createQuestion,
  deleteQuestion,
  deleteQuiz,
  lessonOfCabinet,
  lessonQuizzes,
  questionOfCabinet,
  questionView,
  quizDocument,
  quizOfCabinet,
  quizQuestionsView,
  reorderLessonQuizzes,
  reorderQuestions,
  replaceQuestion,
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
  deleteStatement,
  reorderAnswerGroups,
  reorderAnswers,
  reorderStatementAnswers,
  reorderStatements,
  statementOfCabinet,
  updateAnswer,
  updateAnswerGroup,
  updateStatement,
} from '../quiz/quiz-authoring-parts.ts';
import { copyQuiz } from '../quiz/quiz-copy.ts';
import { rescoreQuestion, rescoreSummary } from '../quiz/rescore-question.ts';

type Params = Readonly<Record<string, string>>;

/**
 * The quiz constructor's calls: quizzes, questions with answers, statements and gaps. Each call's rule
 * (school:quiz:create, edit or delete) grants the caller's school; what the path names is found in it
 * (404 otherwise), and every change acts on that found row.
 */
export function quizAuthoringRoutes(deps: AppDeps) {
  const { db } = deps;
  const { routes, serve } = tableRoutes(deps);

  const lesson = (params: Params, school: SchoolId) =>
    lessonOfCabinet(db, idParam(params.lessonId, 'lesson'), school);
  const quiz = (params: Params, school: SchoolId) =>
    quizOfCabinet(db, idParam(params.quizId, 'quiz'), school);
  const question = (params: Params, school: SchoolId) =>
    questionOfCabinet(db, idParam(params.questionId, 'question'), school);
  const answer = (params: Params, school: SchoolId) =>
    answerOfCabinet(db, idParam(params.answerId, 'answer'), school);
  const statement = (params: Params, school: SchoolId) =>
    statementOfCabinet(db, idParam(params.statementId, 'statement'), school);
  const group = (params: Params, school: SchoolId) =>
    answerGroupOfCabinet(db, idParam(params.groupId, 'gap'), school);

  // Quizzes of a lesson.
  serve('GET /constructor/lessons/:lessonId/quizzes', async (c, { params }, { school }) => {
    return c.json({ data: await lessonQuizzes(db, await lesson(params, school.id)) });
  });

  serve('POST /constructor/lessons/:lessonId/quizzes', async (c, { params, body }, { school }) => {
    return c.json({ data: await createLessonQuiz(db, await lesson(params, school.id), body) }, 201);
  });

  serve('PUT /constructor/lessons/:lessonId/quizzes/order', async (c, { params, body }, { school }) => {
    const found = await lesson(params, school.id);
    await reorderLessonQuizzes(db, found, body.ids);
    return c.json({ data: await lessonQuizzes(db, found) });
  });

  // A quiz and its questions.
  serve('GET /constructor/quizzes/:quizId', async (c, { params }, { school }) => {
    return c.json({ data: await quizDocument(db, await quiz(params, school.id)) });
  });

  serve('PATCH /constructor/quizzes/:quizId', async (c, { params, body }, { school }) => {
    const found = await quiz(params, school.id);
    await updateQuizOptions(db, found, body);
    return c.json({ data: await quizDocument(db, found) });
  });

  serve('DELETE /constructor/quizzes/:quizId', async (c, { params }, { school }) => {
    const found = await quiz(params, school.id);
    await deleteQuiz(db, found);
    return c.json({ data: { id: found.id } });
  });

  serve('POST /constructor/quizzes/:quizId/copy', async (c, { params, body }, { school }) => {
    return c.json({ data: await copyQuiz(db, await quiz(params, school.id), school.id, body.name) }, 201);
  });

  serve('POST /constructor/quizzes/:quizId/questions', async (c, { params, body }, { school, user }) => {
    const author = { userId: user.id, school: school.id };
    return c.json({ data: await createQuestion(db, await quiz(params, school.id), body, author) }, 201);
  });

  serve('PUT /constructor/quizzes/:quizId/questions/order', async (c, { params, body }, { school }) => {
    const found = await quiz(params, school.id);
    await reorderQuestions(db, found, body.ids);
    return c.json({ data: await quizQuestionsView(db, found) });
  });

  serve('PUT /constructor/quiz-questions/:questionId', async (c, { params, body }, { school, user }) => {
    const found = await question(params, school.id);
    await replaceQuestion(db, found, body, { userId: user.id, school: school.id });
    return c.json({ data: await questionView(db, found) });
  });

  serve('DELETE /constructor/quiz-questions/:questionId', async (c, { params }, { school }) => {
    const found = await question(params, school.id);
    await deleteQuestion(db, found);
    return c.json({ data: { id: found.id } });
  });

  // Re-scoring the stored answers to a question whose key changed.
  serve('GET /constructor/quiz-questions/:questionId/rescore', async (c, { params }, { school }) => {
    return c.json({ data: await rescoreSummary(db, await question(params, school.id)) });
  });

  serve('POST /constructor/quiz-questions/:questionId/rescore', async (c, { params }, { school }) => {
    return c.json({ data: await rescoreQuestion(db, await question(params, school.id), new Date()) });
  });

  // One answer, statement or gap at a time; each call answers the whole question as it now is.
  serve('POST /constructor/quiz-questions/:questionId/answers', async (c, { params, body }, { school }) => {
    const found = await question(params, school.id);
    const id = await createAnswer(db, found, body);
    return c.json({ data: await questionView(db, found), meta: { id } }, 201);
  });

  serve(
    'PUT /constructor/quiz-questions/:questionId/answers/order',
    async (c, { params, body }, { school }) => {
      const found = await question(params, school.id);
      await reorderAnswers(db, found, body.ids);
      return c.json({ data: await questionView(db, found) });
    },
  );

  serve('PATCH /constructor/quiz-answers/:answerId', async (c, { params, body }, { school }) => {
    const found = await answer(params, school.id);
    await updateAnswer(db, found, body);
    return c.json({ data: await questionView(db, found.question) });
  });

  serve('DELETE /constructor/quiz-answers/:answerId', async (c, { params }, { school }) => {
    const found = await answer(params, school.id);
    await deleteAnswer(db, found);
    return c.json({ data: await questionView(db, found.question) });
  });

  serve(
    'POST /constructor/quiz-questions/:questionId/statements',
    async (c, { params, body }, { school }) => {
      const found = await question(params, school.id);
      const id = await createStatement(db, found, body);
      return c.json({ data: await questionView(db, found), meta: { id } }, 201);
    },
  );

  serve(
    'PUT /constructor/quiz-questions/:questionId/statements/order',
    async (c, { params, body }, { school }) => {
      const found = await question(params, school.id);
      await reorderStatements(db, found, body.ids);
      return c.json({ data: await questionView(db, found) });
    },
  );

  serve('PATCH /constructor/quiz-statements/:statementId', async (c, { params, body }, { school }) => {
    const found = await statement(params, school.id);
    await updateStatement(db, found, body);
    return c.json({ data: await questionView(db, found.question) });
  });

  serve('DELETE /constructor/quiz-statements/:statementId', async (c, { params }, { school }) => {
    const found = await statement(params, school.id);
    await deleteStatement(db, found);
    return c.json({ data: await questionView(db, found.question) });
  });

  serve(
    'PUT /constructor/quiz-statements/:statementId/answers/order',
    async (c, { params, body }, { school }) => {
      const found = await statement(params, school.id);
      await reorderStatementAnswers(db, found, body.ids);
      return c.json({ data: await questionView(db, found.question) });
    },
  );

  serve(
    'POST /constructor/quiz-statements/:statementId/answer-groups',
    async (c, { params, body }, { school }) => {
      const found = await statement(params, school.id);
      const id = await createAnswerGroup(db, found, body);
      return c.json({ data: await questionView(db, found.question), meta: { id } }, 201);
    },
  );

  serve(
    'PUT /constructor/quiz-statements/:statementId/answer-groups/order',
    async (c, { params, body }, { school }) => {
      const found = await statement(params, school.id);
      await reorderAnswerGroups(db, found, body.ids);
      return c.json({ data: await questionView(db, found.question) });
    },
  );

  serve('PATCH /constructor/quiz-answer-groups/:groupId', async (c, { params, body }, { school }) => {
    const found = await group(params, school.id);
    await updateAnswerGroup(db, found, body);
    return c.json({ data: await questionView(db, found.question) });
  });

  serve('DELETE /constructor/quiz-answer-groups/:groupId', async (c, { params }, { school }) => {
    const found = await group(params, school.id);
    await deleteAnswerGroup(db, found);
    return c.json({ data: await questionView(db, found.question) });
  });

  return routes;
}

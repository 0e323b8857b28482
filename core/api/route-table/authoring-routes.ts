import {
  answerCreateSchema,
  answerGroupCreateSchema,
  answerGroupPatchSchema,
  answerPatchSchema,
  constructorDeletedResponseSchema,
  constructorPartCreatedResponseSchema,
  constructorQuestionResponseSchema,
  constructorQuestionsResponseSchema,
  constructorQuizListResponseSchema,
  constructorQuizResponseSchema,
  copyQuizSchema,
  createQuizSchema,
  orderSchema,
  questionDocumentSchema,
  quizOptionsSchema,
  rescoreResponseSchema,
  statementPatchSchema,
} from '../quiz-authoring.ts';
import type { RouteEntry, RouteKey } from '../route-entry.ts';

/** The quiz constructor's calls. */
export const AUTHORING_ROUTES = {
  // Quiz authoring (the constructor)
  'GET /constructor/lessons/:lessonId/quizzes': {
    answer: constructorQuizListResponseSchema,
    access: 'school:quiz:edit',
  },
  'POST /constructor/lessons/:lessonId/quizzes': {
    request: { body: createQuizSchema },
    answer: constructorQuizResponseSchema,
    access: 'school:quiz:create',
  },
  'PUT /constructor/lessons/:lessonId/quizzes/order': {
    request: { body: orderSchema },
    answer: constructorQuizListResponseSchema,
    access: 'school:quiz:edit',
  },
  'GET /constructor/quizzes/:quizId': {
    answer: constructorQuizResponseSchema,
    access: 'school:quiz:edit',
  },
  'PATCH /constructor/quizzes/:quizId': {
    request: { body: quizOptionsSchema },
    answer: constructorQuizResponseSchema,
    access: 'school:quiz:edit',
  },
  'DELETE /constructor/quizzes/:quizId': {
    answer: constructorDeletedResponseSchema,
    access: 'school:quiz:delete',
  },
  'POST /constructor/quizzes/:quizId/copy': {
    request: { body: copyQuizSchema },
    answer: constructorQuizResponseSchema,
    access: 'school:quiz:create',
  },
  'POST /constructor/quizzes/:quizId/questions': {
    request: { body: questionDocumentSchema },
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },
  'PUT /constructor/quizzes/:quizId/questions/order': {
    request: { body: orderSchema },
    answer: constructorQuestionsResponseSchema,
    access: 'school:quiz:edit',
  },
  'PUT /constructor/quiz-questions/:questionId': {
    request: { body: questionDocumentSchema },
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },
  'DELETE /constructor/quiz-questions/:questionId': {
    answer: constructorDeletedResponseSchema,
    access: 'school:quiz:edit',
  },
  'GET /constructor/quiz-questions/:questionId/rescore': {
    answer: rescoreResponseSchema,
    access: 'school:quiz:edit',
  },
  'POST /constructor/quiz-questions/:questionId/rescore': {
    answer: rescoreResponseSchema,
    access: 'school:quiz:edit',
  },
  'POST /constructor/quiz-questions/:questionId/answers': {
    request: { body: answerCreateSchema },
    answer: constructorPartCreatedResponseSchema,
    access: 'school:quiz:edit',
  },
  'PUT /constructor/quiz-questions/:questionId/answers/order': {
    request: { body: orderSchema },
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },
  'PATCH /constructor/quiz-answers/:answerId': {
    request: { body: answerPatchSchema },
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },
  'DELETE /constructor/quiz-answers/:answerId': {
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },
  'POST /constructor/quiz-questions/:questionId/statements': {
    request: { body: statementPatchSchema },
    answer: constructorPartCreatedResponseSchema,
    access: 'school:quiz:edit',
  },
  'PUT /constructor/quiz-questions/:questionId/statements/order': {
    request: { body: orderSchema },
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },
  'PATCH /constructor/quiz-statements/:statementId': {
    request: { body: statementPatchSchema },
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },
  'DELETE /constructor/quiz-statements/:statementId': {
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },
  'PUT /constructor/quiz-statements/:statementId/answers/order': {
    request: { body: orderSchema },
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },
  'POST /constructor/quiz-statements/:statementId/answer-groups': {
    request: { body: answerGroupCreateSchema },
    answer: constructorPartCreatedResponseSchema,
    access: 'school:quiz:edit',
  },
  'PUT /constructor/quiz-statements/:statementId/answer-groups/order': {
    request: { body: orderSchema },
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },
  'PATCH /constructor/quiz-answer-groups/:groupId': {
    request: { body: answerGroupPatchSchema },
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },
  'DELETE /constructor/quiz-answer-groups/:groupId': {
    answer: constructorQuestionResponseSchema,
    access: 'school:quiz:edit',
  },
} as const satisfies Record<RouteKey, RouteEntry>;

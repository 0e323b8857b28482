import type { AnswerOf, BodyOf, Through } from './client.ts';

// The quiz constructor's calls (docs/api.md "Quiz authoring"), one per `/constructor/...` entry of the
// route table. Each answers what its entry's answer schema reads, or `unknown` (read as sent) while the
// entry has none: when the table gains a schema, the call checks the answer against it and its type follows.

/** Where an order call puts things: the ids in their new order. */
type Order = BodyOf<'PUT /constructor/lessons/:lessonId/quizzes/order'>;

/** Every call of the quiz constructor. */
export function createAuthoringCalls(through: Through) {
  return {
    // Quizzes of a lesson
    /** `GET /constructor/lessons/{lesson_id}/quizzes`: the lesson's quizzes with their options, in order. */
    lessonQuizzes: (lessonId: number): Promise<AnswerOf<'GET /constructor/lessons/:lessonId/quizzes'>> =>
      through('GET /constructor/lessons/:lessonId/quizzes', { lessonId }),
    /** `POST /constructor/lessons/{lesson_id}/quizzes`: a new quiz (a name and any options). */
    createQuiz: (
      lessonId: number,
      body: BodyOf<'POST /constructor/lessons/:lessonId/quizzes'>,
    ): Promise<AnswerOf<'POST /constructor/lessons/:lessonId/quizzes'>> =>
      through('POST /constructor/lessons/:lessonId/quizzes', { lessonId }, { json: body }),
    /** `PUT /constructor/lessons/{lesson_id}/quizzes/order`: every quiz of the lesson once, in the new order. */
    orderQuizzes: (
      lessonId: number,
      body: Order,
    ): Promise<AnswerOf<'PUT /constructor/lessons/:lessonId/quizzes/order'>> =>
      through('PUT /constructor/lessons/:lessonId/quizzes/order', { lessonId }, { json: body }),

    // One quiz
    /** `GET /constructor/quizzes/{quiz_id}`: the quiz's options and its questions with the key. */
    quiz: (quizId: number): Promise<AnswerOf<'GET /constructor/quizzes/:quizId'>> =>
      through('GET /constructor/quizzes/:quizId', { quizId }),
    /** `PATCH /constructor/quizzes/{quiz_id}`: changes any options (`null` clears a nullable one). */
    saveQuizOptions: (
      quizId: number,
      body: BodyOf<'PATCH /constructor/quizzes/:quizId'>,
    ): Promise<AnswerOf<'PATCH /constructor/quizzes/:quizId'>> =>
      through('PATCH /constructor/quizzes/:quizId', { quizId }, { json: body }),
    /** `DELETE /constructor/quizzes/{quiz_id}`: removes the quiz with its questions and attempts. */
    deleteQuiz: (quizId: number): Promise<AnswerOf<'DELETE /constructor/quizzes/:quizId'>> =>
      through('DELETE /constructor/quizzes/:quizId', { quizId }),
    /** `POST /constructor/quizzes/{quiz_id}/copy`: a copy of the quiz with its options and questions, last in its lesson. */
    copyQuiz: (
      quizId: number,
      body: BodyOf<'POST /constructor/quizzes/:quizId/copy'>,
    ): Promise<AnswerOf<'POST /constructor/quizzes/:quizId/copy'>> =>
      through('POST /constructor/quizzes/:quizId/copy', { quizId }, { json: body }),
    /** `POST /constructor/quizzes/{quiz_id}/questions`: adds a question from its document. */
    addQuestion: (
      quizId: number,
      body: BodyOf<'POST /constructor/quizzes/:quizId/questions'>,
    ): Promise<AnswerOf<'POST /constructor/quizzes/:quizId/questions'>> =>
      through('POST /constructor/quizzes/:quizId/questions', { quizId }, { json: body }),
    /** `PUT /constructor/quizzes/{quiz_id}/questions/order`: reorders the quiz's questions. */
    orderQuestions: (
      quizId: number,
      body: Order,
    ): Promise<AnswerOf<'PUT /constructor/quizzes/:quizId/questions/order'>> =>
      through('PUT /constructor/quizzes/:quizId/questions/order', { quizId }, { json: body }),

    // One question
    /** `PUT /constructor/quiz-questions/{question_id}`: re-saves the question document (rows with an `id` keep it). */
    saveQuestion: (
      questionId: number,
      body: BodyOf<'PUT /constructor/quiz-questions/:questionId'>,
    ): Promise<AnswerOf<'PUT /constructor/quiz-questions/:questionId'>> =>
      through('PUT /constructor/quiz-questions/:questionId', { questionId }, { json: body }),
    /** `DELETE /constructor/quiz-questions/{question_id}`: removes the question from the quiz (hides it). */
    deleteQuestion: (
      questionId: number,
    ): Promise<AnswerOf<'DELETE /constructor/quiz-questions/:questionId'>> =>
      through('DELETE /constructor/quiz-questions/:questionId', { questionId }),
    /** `GET /constructor/quiz-questions/{question_id}/rescore`: how many attempts answered the question. */
    rescoreSummary: (
      questionId: number,
    ): Promise<AnswerOf<'GET /constructor/quiz-questions/:questionId/rescore'>> =>
      through('GET /constructor/quiz-questions/:questionId/rescore', { questionId }),
    /** `POST /constructor/quiz-questions/{question_id}/rescore`: scores the stored answers again by the key as it now is. */
    rescoreQuestion: (
      questionId: number,
    ): Promise<AnswerOf<'POST /constructor/quiz-questions/:questionId/rescore'>> =>
      through('POST /constructor/quiz-questions/:questionId/rescore', { questionId }),
    /** `POST /constructor/quiz-questions/{question_id}/answers`: adds an answer (of the question, a statement or a gap). */
    addAnswer: (
      questionId: number,
      body: BodyOf<'POST /constructor/quiz-questions/:questionId/answers'>,
    ): Promise<AnswerOf<'POST /constructor/quiz-questions/:questionId/answers'>> =>
      through('POST /constructor/quiz-questions/:questionId/answers', { questionId }, { json: body }),
    /** `PUT /constructor/quiz-questions/{question_id}/answers/order`: reorders the question's own answers. */
    orderAnswers: (
      questionId: number,
      body: Order,
    ): Promise<AnswerOf<'PUT /constructor/quiz-questions/:questionId/answers/order'>> =>
      through('PUT /constructor/quiz-questions/:questionId/answers/order', { questionId }, { json: body }),
    /** `POST /constructor/quiz-questions/{question_id}/statements`: adds a statement. */
    addStatement: (
      questionId: number,
      body: BodyOf<'POST /constructor/quiz-questions/:questionId/statements'>,
    ): Promise<AnswerOf<'POST /constructor/quiz-questions/:questionId/statements'>> =>
      through('POST /constructor/quiz-questions/:questionId/statements', { questionId }, { json: body }),
    /** `PUT /constructor/quiz-questions/{question_id}/statements/order`: reorders the statements. */
    orderStatements: (
      questionId: number,
      body: Order,
    ): Promise<AnswerOf<'PUT /constructor/quiz-questions/:questionId/statements/order'>> =>
      through('PUT /constructor/quiz-questions/:questionId/statements/order', { questionId }, { json: body }),

    // Answers
    /** `PATCH /constructor/quiz-answers/{answer_id}`: changes an answer's fields; its id stays. */
    saveAnswer: (
      answerId: number,
      body: BodyOf<'PATCH /constructor/quiz-answers/:answerId'>,
    ): Promise<AnswerOf<'PATCH /constructor/quiz-answers/:answerId'>> =>
      through('PATCH /constructor/quiz-answers/:answerId', { answerId }, { json: body }),
    /** `DELETE /constructor/quiz-answers/{answer_id}`: hides the answer. */
    deleteAnswer: (answerId: number): Promise<AnswerOf<'DELETE /constructor/quiz-answers/:answerId'>> =>
      through('DELETE /constructor/quiz-answers/:answerId', { answerId }),

    // Statements
    /** `PATCH /constructor/quiz-statements/{statement_id}`: changes a statement's fields. */
    saveStatement: (
      statementId: number,
      body: BodyOf<'PATCH /constructor/quiz-statements/:statementId'>,
    ): Promise<AnswerOf<'PATCH /constructor/quiz-statements/:statementId'>> =>
      through('PATCH /constructor/quiz-statements/:statementId', { statementId }, { json: body }),
    /** `DELETE /constructor/quiz-statements/{statement_id}`: hides the statement with its answers and gaps. */
    deleteStatement: (
      statementId: number,
    ): Promise<AnswerOf<'DELETE /constructor/quiz-statements/:statementId'>> =>
      through('DELETE /constructor/quiz-statements/:statementId', { statementId }),
    /** `PUT /constructor/quiz-statements/{statement_id}/answers/order`: reorders a statement's answers. */
    orderStatementAnswers: (
      statementId: number,
      body: Order,
    ): Promise<AnswerOf<'PUT /constructor/quiz-statements/:statementId/answers/order'>> =>
      through('PUT /constructor/quiz-statements/:statementId/answers/order', { statementId }, { json: body }),
    /** `POST /constructor/quiz-statements/{statement_id}/answer-groups`: adds a gap to the statement. */
    addAnswerGroup: (
      statementId: number,
      body: BodyOf<'POST /constructor/quiz-statements/:statementId/answer-groups'>,
    ): Promise<AnswerOf<'POST /constructor/quiz-statements/:statementId/answer-groups'>> =>
      through(
        'POST /constructor/quiz-statements/:statementId/answer-groups',
        { statementId },
        { json: body },
      ),
    /** `PUT /constructor/quiz-statements/{statement_id}/answer-groups/order`: reorders a statement's gaps. */
    orderAnswerGroups: (
      statementId: number,
      body: Order,
    ): Promise<AnswerOf<'PUT /constructor/quiz-statements/:statementId/answer-groups/order'>> =>
      through(
        'PUT /constructor/quiz-statements/:statementId/answer-groups/order',
        { statementId },
        { json: body },
      ),

    // Gaps (answer groups)
    /** `PATCH /constructor/quiz-answer-groups/{group_id}`: changes a gap's type or display. */
    saveAnswerGroup: (
      groupId: number,
      body: BodyOf<'PATCH /constructor/quiz-answer-groups/:groupId'>,
    ): Promise<AnswerOf<'PATCH /constructor/quiz-answer-groups/:groupId'>> =>
      through('PATCH /constructor/quiz-answer-groups/:groupId', { groupId }, { json: body }),
    /** `DELETE /constructor/quiz-answer-groups/{group_id}`: hides the gap and the answers that belong to it. */
    deleteAnswerGroup: (
      groupId: number,
    ): Promise<AnswerOf<'DELETE /constructor/quiz-answer-groups/:groupId'>> =>
      through('DELETE /constructor/quiz-answer-groups/:groupId', { groupId }),
  };
}

/** The quiz constructor's calls of the one client (`api.authoring`). */
export type AuthoringCalls = ReturnType<typeof createAuthoringCalls>;

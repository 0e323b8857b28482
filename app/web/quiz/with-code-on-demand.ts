import type { QuizCalls } from '../../../core/api/index.ts';
import type { Question } from '../../../core/api/quiz.ts';
import { showsAllQuestionsOnPage } from '../../../core/quiz/index.ts';
import { quizResultCode } from '../../../ui/quiz/page/quiz-result-code.ts';
import { preloadQuestionScreens } from '../../../ui/quiz/questions/question-screen-loaders.ts';
import { quizAttemptCode } from './quiz-attempt-code.ts';
import { quizRecordersCode, recordersNeeded } from './quiz-recorders-code.ts';
import { resultCommentsCode } from './result-comments-on-demand.tsx';

const settled = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    () => undefined,
  );

/**
 * The code of the first screen of an attempt at these questions: the attempt's, the screens of the types
 * the learner sees first (all of them when the quiz shows every question on one page), and the recorders
 * when a question may record. Settles whether or not each download succeeded (the screen says so).
 */
export function loadFirstQuestionsCode(questions: readonly Question[], allOnPage: boolean): Promise<unknown> {
  const firstSeen = (allOnPage ? questions : questions.slice(0, 1)).map((question) => question.type.slug);
  return Promise.all([
    settled(quizAttemptCode.load()),
    preloadQuestionScreens(firstSeen),
    recordersNeeded(questions) ? settled(quizRecordersCode.load()) : undefined,
  ]);
}

/**
 * The quiz page's calls, each also loading the code of what its answer opens, in parallel with the
 * server's answer: the questions bring the attempt's screen and the types the learner sees first (all
 * of them when the quiz shows every question on one page), the recorders when a question may record;
 * a result brings the result screen, its comment threads and its questions' types. The page then draws them without a
 * spinner, and code nobody needs is never loaded. A failed download is left to the screen, which says so.
 */
export function withCodeOnDemand(calls: QuizCalls): QuizCalls {
  let allOnPage = false;
  // Each call is handed on by name: the web client's calls are a proxy that loads their code with the
  // first call (core/api/web-client.ts), so they cannot be spread.
  return {
    listQuizzes: () => calls.listQuizzes(),
    finishExpiredAttempt: (input) => calls.finishExpiredAttempt(input),
    startAttempt: (input) => calls.startAttempt(input),
    sendAnswer: (input) => calls.sendAnswer(input),
    finishAttempt: (input) => calls.finishAttempt(input),
    clearAttempt: (input) => calls.clearAttempt(input),
    fetchAttemptTimer: (input) => calls.fetchAttemptTimer(input),
    startQuestionTimer: (input) => calls.startQuestionTimer(input),
    loadQuestionComment: (input) => calls.loadQuestionComment(input),
    loadQuiz: async (input) => {
      const quiz = await calls.loadQuiz(input);
      allOnPage = showsAllQuestionsOnPage(quiz);
      return quiz;
    },
    loadQuestions: async (input) => {
      // The call first: asked after the attempt's dozens of chunks, it waited for a free connection.
      const asked = calls.loadQuestions(input);
      const attemptCode = settled(quizAttemptCode.load());
      const questions = await asked;
      await Promise.all([attemptCode, loadFirstQuestionsCode(questions, allOnPage)]);
      return questions;
    },
    loadAttemptReview: async (input) => {
      const resultCode = Promise.all([settled(quizResultCode.load()), settled(resultCommentsCode.load())]);
      const review = await calls.loadAttemptReview(input);
      await Promise.all([
        resultCode,
        preloadQuestionScreens(review.questions.map((question) => question.type.slug)),
      ]);
      return review;
    },
  };
}

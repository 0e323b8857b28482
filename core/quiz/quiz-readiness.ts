import type { Question } from '../api/quiz.ts';
import { isAnswered, isQuestionValid } from './question-answer.ts';
import { isQuestionReadOnly } from './question-navigation.ts';
import type { QuizContext } from './quiz.types.ts';
import { showsAllQuestionsOnPage } from './quiz-settings.ts';

/** Whether the quiz shows all questions on one page. */
export function isAllOnPage(context: Pick<QuizContext, 'quiz'>): boolean {
  return showsAllQuestionsOnPage(context.quiz);
}

/** The question on screen. */
export function currentQuestion(
  context: Pick<QuizContext, 'questions' | 'currentIndex'>,
): Question | undefined {
  return context.questions[context.currentIndex];
}

/** Whether a question blocks next/check: required and unanswered, unless it is read-only. */
export function isQuestionBlocking(context: QuizContext, question: Question): boolean {
  if (isQuestionReadOnly(context.quiz, question, context.timedOut)) return false;
  return !isQuestionValid(question, context.answers[question.id]);
}

/** Whether a question waits for a file: one still moving, or stopped and waiting for a retry. */
export function isUploading(context: Pick<QuizContext, 'awaitingUploads'>, questionId: number): boolean {
  return context.awaitingUploads.includes(questionId);
}

/** Next/check enabled: separately, the current question is valid and not uploading; all on page, every question. */
export function canProceed(context: QuizContext): boolean {
  const questions = isAllOnPage(context)
    ? context.questions
    : [currentQuestion(context)].filter((question) => question != null);
  return questions.every(
    (question) => !isQuestionBlocking(context, question) && !isUploading(context, question.id),
  );
}

/** Questions the learner has not completed: not marked completed, no stored answer, nothing given. */
export function uncompletedQuestions(context: QuizContext): Question[] {
  return context.questions.filter(
    (question) =>
      !question.completed &&
      !question.has_result_answer &&
      !context.timedOut.includes(question.id) &&
      !isAnswered(question, context.answers[question.id]),
  );
}

import type { Attempt } from '../api/quiz.ts';
import { shownAnswersToSend } from './question-answer.ts';
import type { QuizContext } from './quiz.types.ts';
import { initialAnswers, initialQuestionSeconds } from './quiz-context.ts';

/** Clear (only with an empty outbox): questions back to the initial copy, attempt results empty. */
export function clearedContext(context: QuizContext, attempt: Attempt | null): Partial<QuizContext> {
  const emptied = attempt
    ? { ...attempt, results: [] }
    : context.attempt && { ...context.attempt, results: [] };
  const answers = initialAnswers(context.initialQuestions, null);
  return {
    questions: context.initialQuestions,
    answers,
    attempt: emptied,
    currentIndex: 0,
    dirty: shownAnswersToSend(context.initialQuestions, answers),
    timedOut: [],
    questionSecondsLeft: initialQuestionSeconds(context.initialQuestions),
    checkResult: null,
    failingQuestionIds: [],
    error: null,
  };
}

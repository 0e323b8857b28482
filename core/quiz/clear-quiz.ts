import type { Attempt } from '../api/quiz.ts';
import type { QuizContext } from './quiz.types.ts';
import { initialAnswers, initialQuestionSeconds } from './quiz-context.ts';

/** Clear: questions back to the initial copy, attempt results empty, nothing queued for the cleared attempt. */
export function clearedContext(context: QuizContext, attempt: Attempt | null): Partial<QuizContext> {
  const emptied = attempt
    ? { ...attempt, results: [] }
    : context.attempt && { ...context.attempt, results: [] };
  const outbox = context.outbox.filter((item) => item.attemptId !== (context.attempt?.id ?? null));
  context.storage.save(outbox);
  return {
    questions: context.initialQuestions,
    answers: initialAnswers(context.initialQuestions, null),
    attempt: emptied,
    outbox,
    currentIndex: 0,
    dirty: [],
    timedOut: [],
    uploading: {},
    questionSecondsLeft: initialQuestionSeconds(context.initialQuestions),
    checkResult: null,
    failingQuestionIds: [],
    error: null,
  };
}

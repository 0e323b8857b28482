import { describe, expect, it, vi } from 'vitest';
import type { QuizCalls } from '../../../../core/api/index.ts';
import type { Question } from '../../../../core/api/quiz.ts';
import { questions } from '../../../../stories/quiz/answers/fixtures.ts';
import { sortingQuestion } from '../../../../stories/quiz/exercises/fixtures.ts';
import { storyQuiz } from '../../../../stories/quiz/page/quiz-page.fixture.tsx';

const CALL_NAMES = [
  'listQuizzes',
  'loadQuiz',
  'loadQuestions',
  'loadAttemptReview',
  'finishExpiredAttempt',
  'startAttempt',
  'sendAnswer',
  'finishAttempt',
  'clearAttempt',
  'fetchAttemptTimer',
  'loadQuestionComment',
  'startQuestionTimer',
] as const;

/** Calls as the web client gives them: a proxy with no keys of its own (core/api/web-client.ts). */
function proxyCalls(answers: Partial<Record<(typeof CALL_NAMES)[number], unknown>>): {
  calls: QuizCalls;
  made: string[];
} {
  const made: string[] = [];
  const calls = new Proxy({} as QuizCalls, {
    get: (_target, key) => async () => {
      made.push(String(key));
      return answers[key as keyof typeof answers] ?? `${String(key)} answered`;
    },
  });
  return { calls, made };
}

/** The modules afresh, so each case starts with no code loaded. */
async function fresh() {
  vi.resetModules();
  const [{ withCodeOnDemand }, { quizAttemptCode }, { quizRecordersCode }, { QUESTION_SCREEN_LOADERS }] =
    await Promise.all([
      import('../../../../app/web/quiz/with-code-on-demand.ts'),
      import('../../../../app/web/quiz/quiz-attempt-code.ts'),
      import('../../../../app/web/quiz/quiz-recorders-code.ts'),
      import('../../../../ui/quiz/questions/question-screen-loaders.ts'),
    ]);
  return { withCodeOnDemand, quizAttemptCode, quizRecordersCode, QUESTION_SCREEN_LOADERS };
}

// A first import compiles the screens' modules under Vitest, which can take seconds on a busy machine.
describe('the quiz page’s calls with the code they open', { timeout: 60_000 }, () => {
  it('hands every call on to the client, which is a proxy', async () => {
    const { withCodeOnDemand } = await fresh();
    const { calls, made } = proxyCalls({
      loadQuiz: storyQuiz(),
      loadQuestions: [],
      loadAttemptReview: { questions: [] },
    });
    const wrapped = withCodeOnDemand(calls);
    for (const name of CALL_NAMES)
      await (wrapped[name] as (input: unknown) => Promise<unknown>)({
        quizId: 7,
        attemptId: 1,
        questionId: 1,
      });
    expect(made).toEqual([...CALL_NAMES]);
  });

  it('answers the questions once the attempt and the first question’s type are here, and nothing else', async () => {
    const { withCodeOnDemand, quizAttemptCode, quizRecordersCode, QUESTION_SCREEN_LOADERS } = await fresh();
    const shown: Question[] = [questions.single_answer, sortingQuestion];
    const { calls } = proxyCalls({ loadQuiz: storyQuiz(), loadQuestions: shown });
    const wrapped = withCodeOnDemand(calls);
    await wrapped.loadQuiz({ quizId: 7 });
    expect(quizAttemptCode.loaded()).toBeUndefined();
    expect(await wrapped.loadQuestions({ quizId: 7, attemptId: 1 })).toBe(shown);
    expect(quizAttemptCode.loaded()).toBeDefined();
    expect(QUESTION_SCREEN_LOADERS.single_answer.loaded()).toBeDefined();
    // The second question's type is the attempt screen's to prefetch; no question records here.
    expect(QUESTION_SCREEN_LOADERS.sorting.loaded()).toBeUndefined();
    expect(quizRecordersCode.loaded()).toBeUndefined();
  });
});

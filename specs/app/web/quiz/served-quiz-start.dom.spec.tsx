import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuizCalls } from '../../../../core/api/index.ts';
import type { Question } from '../../../../core/api/quiz.ts';
import { BOOT_QUERIES_ELEMENT, QUIZ_BOOT_KEYS } from '../../../../core/navigation/index.ts';
import { questions } from '../../../../stories/quiz/answers/fixtures.ts';
import { sortingQuestion } from '../../../../stories/quiz/exercises/fixtures.ts';
import { storyQuiz } from '../../../../stories/quiz/page/quiz-page.fixture.tsx';

// The quiz page served with its quiz and first questions (docs/performance.md "Quiz page on a phone"):
// the page's first read of each comes from the page, every later one from the server, and the first
// question's code starts as soon as the page's code runs.

const BASE = '/lessons/3';

/** Calls as the web client gives them (a proxy), each recorded and answered "from the server". */
function serverCalls(): { calls: QuizCalls; made: string[] } {
  const made: string[] = [];
  const calls = new Proxy({} as QuizCalls, {
    get: (_target, key) => async () => {
      made.push(String(key));
      return key === 'loadQuestions' ? [] : storyQuiz({ name: 'From the server' });
    },
  });
  return { calls, made };
}

afterEach(() => {
  document.getElementById(BOOT_QUERIES_ELEMENT)?.remove();
});

describe('the quiz page’s served start', { timeout: 60_000 }, () => {
  it('reads the served quiz and questions once each, then asks the server', async () => {
    const { withServedAnswers } = await import('../../../../app/web/quiz/with-served-answers.ts');
    const client = new QueryClient();
    const served = storyQuiz({ name: 'Served' });
    const shown: Question[] = [questions.single_answer];
    client.setQueryData(QUIZ_BOOT_KEYS.quiz(BASE, 7), served);
    client.setQueryData(QUIZ_BOOT_KEYS.questions(BASE, 7, 0), shown);
    const { calls, made } = serverCalls();
    const wrapped = withServedAnswers(calls, client, BASE);
    expect(await wrapped.loadQuiz({ quizId: 7 })).toBe(served);
    // Another attempt's questions were not served: asked for.
    expect(await wrapped.loadQuestions({ quizId: 7, attemptId: 5 })).toEqual([]);
    expect(await wrapped.loadQuestions({ quizId: 7, attemptId: 0 })).toBe(shown);
    expect(made).toEqual(['loadQuestions']);
    expect(((await wrapped.loadQuiz({ quizId: 7 })) as { name: string }).name).toBe('From the server');
    expect(await wrapped.loadQuestions({ quizId: 7, attemptId: 0 })).toEqual([]);
    expect(made).toEqual(['loadQuestions', 'loadQuiz', 'loadQuestions']);
  });

  it('asks the server when the served answers are older than the page’s start (the app came here later)', async () => {
    const { withServedAnswers, SERVED_QUIZ_FRESH_MS } = await import(
      '../../../../app/web/quiz/with-served-answers.ts'
    );
    const client = new QueryClient();
    client.setQueryData(QUIZ_BOOT_KEYS.quiz(BASE, 7), storyQuiz({ name: 'Served' }), {
      updatedAt: Date.now() - SERVED_QUIZ_FRESH_MS - 1000,
    });
    const { calls, made } = serverCalls();
    const wrapped = withServedAnswers(calls, client, BASE);
    expect(((await wrapped.loadQuiz({ quizId: 7 })) as { name: string }).name).toBe('From the server');
    expect(made).toEqual(['loadQuiz']);
  });

  it('starts the attempt’s code, the first question’s screen and the recorders from the served page', async () => {
    vi.resetModules();
    const [{ loadServedQuizCode }, { quizAttemptCode }, { quizRecordersCode }, { QUESTION_SCREEN_LOADERS }] =
      await Promise.all([
        import('../../../../app/web/quiz/served-quiz-code.ts'),
        import('../../../../app/web/quiz/quiz-attempt-code.ts'),
        import('../../../../app/web/quiz/quiz-recorders-code.ts'),
        import('../../../../ui/quiz/questions/question-screen-loaders.ts'),
      ]);
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = BOOT_QUERIES_ELEMENT;
    script.textContent = JSON.stringify([
      [QUIZ_BOOT_KEYS.quiz(BASE, 7), storyQuiz()],
      [QUIZ_BOOT_KEYS.questions(BASE, 7, 0), [questions.single_answer, sortingQuestion, questions.text_area]],
    ]);
    document.body.append(script);
    loadServedQuizCode();
    await vi.waitFor(() => expect(quizAttemptCode.loaded()).toBeDefined(), { timeout: 30_000 });
    await vi.waitFor(() => expect(QUESTION_SCREEN_LOADERS.single_answer.loaded()).toBeDefined(), {
      timeout: 30_000,
    });
    await vi.waitFor(() => expect(quizRecordersCode.loaded()).toBeDefined(), { timeout: 30_000 });
    // Only the first question's type: the next is the attempt screen's to prefetch.
    expect(QUESTION_SCREEN_LOADERS.sorting.loaded()).toBeUndefined();
  });

  it('starts nothing where the page came without questions', async () => {
    vi.resetModules();
    const [{ loadServedQuizCode }, { quizAttemptCode }] = await Promise.all([
      import('../../../../app/web/quiz/served-quiz-code.ts'),
      import('../../../../app/web/quiz/quiz-attempt-code.ts'),
    ]);
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = BOOT_QUERIES_ELEMENT;
    script.textContent = JSON.stringify([[QUIZ_BOOT_KEYS.quiz(BASE, 7), storyQuiz()]]);
    document.body.append(script);
    loadServedQuizCode();
    await new Promise((done) => setTimeout(done, 50));
    expect(quizAttemptCode.loaded()).toBeUndefined();
  });
});

import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AnswerResponse } from '../../../../core/api/quiz.ts';
import { initialAnswerOf, memoryOutboxStorage, quizMachine } from '../../../../core/quiz/index.ts';
import { questions } from '../../../../stories/quiz/answers/fixtures.ts';
import {
  lettersQuestion,
  matchingQuestion,
  sortingQuestion,
} from '../../../../stories/quiz/exercises/fixtures.ts';
import { QuizI18n, storyAttempt, storyQuiz } from '../../../../stories/quiz/page/quiz-page.fixture.tsx';
import { QuestionCard } from '../../../../ui/quiz/page/question-card.tsx';
import { QuizAttemptScreen } from '../../../../ui/quiz/page/quiz-attempt-screen.tsx';
import { QUESTION_SCREEN_LOADERS } from '../../../../ui/quiz/questions/question-screen-loaders.ts';

// Each spec file has its own module registry, so no question type's code is here when this file starts.
// A first import compiles the screen's modules under Vitest, which can take seconds on a busy machine.
const LOADED = { timeout: 20_000 };
afterEach(cleanup);

describe("a question type's screen, loaded on demand", () => {
  it('draws the heading and content at once and the answer area once its code is here, a spinner meanwhile', async () => {
    expect(QUESTION_SCREEN_LOADERS.sorting.loaded()).toBeUndefined();
    render(
      <QuizI18n>
        <QuestionCard
          mode="interactive"
          question={sortingQuestion}
          number={1}
          total={1}
          answer={initialAnswerOf(sortingQuestion)}
          onChange={() => {}}
          disabled={false}
        />
      </QuizI18n>,
    );
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(within(article).getByRole('status').textContent).toContain('Loading the question…');
    expect(await within(article).findByRole('list', { name: 'Items in your order' }, LOADED)).toBeTruthy();
    expect(within(article).queryByText('Loading the question…')).toBeNull();
  });

  it('loads the next question’s type while the learner answers the current one, not the types after it', async () => {
    expect(QUESTION_SCREEN_LOADERS.sorting.loaded()).toBeDefined();
    expect(QUESTION_SCREEN_LOADERS.word_from_chars.loaded()).toBeUndefined();
    expect(QUESTION_SCREEN_LOADERS.conformity_answer.loaded()).toBeUndefined();
    const quiz = storyQuiz({
      questions: [questions.single_answer, lettersQuestion, matchingQuestion],
    });
    const attempt = storyAttempt();
    const machine = quizMachine.provide({
      actors: {
        startAttempt: fromPromise(async () => attempt),
        sendAnswer: fromPromise(
          async (): Promise<AnswerResponse> => ({
            ...attempt,
            quiz_question: null,
            finish_attempt_result: null,
          }),
        ),
        clearAttempt: fromPromise(async () => attempt),
        fetchAttemptTimer: fromPromise(async () => ({ left_time_in_seconds: 60 })),
        startQuestionTimer: fromPromise(async () => ({ left_time_in_seconds: 30 })),
      },
    });
    const actor = createActor(machine, {
      input: { quiz, attempt, storage: memoryOutboxStorage(), keySeed: 'spec' },
    });
    actor.start();
    render(
      <QuizI18n>
        <QuizAttemptScreen actor={actor} />
      </QuizI18n>,
    );
    expect(await screen.findByLabelText('й', {}, LOADED)).toBeTruthy();
    await waitFor(() => expect(QUESTION_SCREEN_LOADERS.word_from_chars.loaded()).toBeDefined(), LOADED);
    expect(QUESTION_SCREEN_LOADERS.conformity_answer.loaded()).toBeUndefined();

    // Moving on draws the prefetched screen at once: no spinner in its place.
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('й'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Question 2 of 3', {}, LOADED);
    expect(screen.queryByText('Loading the question…')).toBeNull();
    await waitFor(() => expect(QUESTION_SCREEN_LOADERS.conformity_answer.loaded()).toBeDefined(), LOADED);
  });
});

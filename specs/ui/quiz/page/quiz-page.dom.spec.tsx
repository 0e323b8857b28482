import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AnswerResponse, Attempt, FinishAttemptResponse } from '../../../../core/api/quiz.ts';
import { QUESTION_SLUGS } from '../../../../core/api/quiz.ts';
import { type FinishAttemptInput, memoryOutboxStorage, quizMachine } from '../../../../core/quiz/index.ts';
import {
  PageStory,
  pageView,
  QuizI18n,
  STORY_NOW,
  storyAttempt,
  storyQuiz,
  storyReview,
} from '../../../../stories/quiz/page/quiz-page.fixture.tsx';
import { QuizAttemptScreen } from '../../../../ui/quiz/page/quiz-attempt-screen.tsx';
import { quizResultCode } from '../../../../ui/quiz/page/quiz-result-code.ts';
import { preloadQuestionScreens } from '../../../../ui/quiz/questions/question-screen-loaders.ts';

afterEach(cleanup);

// The screens' code loads by question type on the page (question-screen-slot.dom.spec.tsx); here it is loaded
// first, so these specs draw every question at once as the page does after its prefetch.
beforeAll(() => Promise.all([preloadQuestionScreens(QUESTION_SLUGS), quizResultCode.load()]));

const axeOptions: axe.RunOptions = {
  rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  resultTypes: ['violations'],
};
async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, axeOptions);
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

const finished = (status: 1 | 2 | 3 | 6) =>
  storyAttempt({ status_id: status, scores: 2, finished_at: '2026-11-22T09:58:00Z' });

describe('the quiz preview', () => {
  it('offers to start a quiz never taken, with the quiz own start text', () => {
    render(<PageStory view={pageView('preview', { quiz: storyQuiz({ start_type: { id: 2 } }) })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Alphabet check' })).toBeTruthy();
    expect(screen.getByText('Four short questions on the letters you met in the first lesson.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start the quiz' })).toBeTruthy();
  });

  it('labels the button by the last attempt: replay after a finished attempt, finalize after needs rework', () => {
    render(<PageStory view={pageView('preview', { attempt: finished(1) })} />);
    expect(screen.getByRole('button', { name: 'Take it again' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Passed');
    cleanup();
    render(<PageStory view={pageView('preview', { attempt: finished(3), finalize: true })} />);
    expect(screen.getByRole('button', { name: 'Finalize' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Needs rework');
  });

  it('shows the score of a failed attempt when estimates are shown', () => {
    render(<PageStory view={pageView('preview', { attempt: finished(2) })} />);
    expect(screen.getByRole('status').textContent).toContain('Not passed');
    expect(screen.getByRole('status').textContent).toContain('Your score: 2');
  });

  it('hides the start button and shows the red alert with the limit text when no attempt is left', async () => {
    render(
      <PageStory
        view={pageView('preview', {
          quiz: storyQuiz({
            is_run_out_of_attempts: true,
            attempt_limit_text: 'You have used your only attempt.',
          }),
          attempt: finished(2),
        })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('You have used your only attempt.');
    expect(screen.queryByRole('button', { name: /Start|Take it again/ })).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('falls back to the default text when the quiz gives no limit text', () => {
    render(
      <PageStory
        view={pageView('preview', {
          quiz: storyQuiz({ is_run_out_of_attempts: true }),
          attempt: finished(2),
        })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('You cannot take this quiz again.');
  });
});

describe('a quiz that is not open', () => {
  it('counts down to the opening without a reload button, then offers one about 3 s before', async () => {
    const quiz = storyQuiz({
      blocked_info: { is_accessible: false, access_date: new Date(STORY_NOW + 3725_000).toISOString() },
    });
    render(<PageStory view={pageView({ blocked: 'counting' }, { quiz, secondsUntilOpen: 3725 })} />);
    expect(screen.getByRole('timer').textContent).toBe('01:02:05');
    expect(screen.queryByRole('button', { name: 'Open the quiz' })).toBeNull();
    cleanup();
    render(<PageStory view={pageView({ blocked: 'reloadable' }, { quiz, secondsUntilOpen: 2 })} />);
    expect(screen.getByRole('button', { name: 'Open the quiz' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('says a closed quiz is closed', () => {
    const quiz = storyQuiz({ closed_info: { is_accessible: false, access_date: null } });
    render(<PageStory view={pageView('closed', { quiz })} />);
    expect(screen.getByRole('heading', { name: 'This quiz is closed' })).toBeTruthy();
  });
});

describe('the result', () => {
  it('shows the score, the correct and incorrect counts, the time and every question reviewed', async () => {
    const review = storyReview();
    render(<PageStory view={pageView('result', { attempt: review.attempt, review, reviewAttemptId: 31 })} />);
    const board = screen.getByRole('heading', { name: 'Your result' }).closest('section')!;
    expect(within(board).getByText('2 of 4')).toBeTruthy();
    expect(within(board).getByText('00:04:12')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Take it again' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });
});

function fakeCalls(finish: (answers: unknown[]) => FinishAttemptResponse) {
  const attempt = storyAttempt();
  const calls = {
    startAttempt: vi.fn(async () => attempt),
    sendAnswer: vi.fn(
      async (): Promise<AnswerResponse> => ({ ...attempt, quiz_question: null, finish_attempt_result: null }),
    ),
    finishAttempt: vi.fn(async ({ answers }: { answers: unknown[] }) => finish(answers)),
  };
  const machine = quizMachine.provide({
    actors: {
      startAttempt: fromPromise(calls.startAttempt),
      sendAnswer: fromPromise(calls.sendAnswer),
      finishAttempt: fromPromise(({ input }: { input: FinishAttemptInput }) => calls.finishAttempt(input)),
      clearAttempt: fromPromise(async () => attempt),
      fetchAttemptTimer: fromPromise(async () => ({ left_time_in_seconds: 60 })),
      startQuestionTimer: fromPromise(async () => ({ left_time_in_seconds: 30 })),
    },
  });
  return { calls, machine, attempt };
}

function renderAttempt(finish: (answers: unknown[]) => FinishAttemptResponse, quizOverrides = {}) {
  const { calls, machine, attempt } = fakeCalls(finish);
  const quiz = storyQuiz({ finish_type_id: 2, ...quizOverrides });
  const actor = createActor(machine, {
    input: { quiz, attempt, storage: memoryOutboxStorage(), keySeed: 'spec' },
  });
  actor.start();
  const onError = vi.fn();
  render(
    <QuizI18n>
      <QuizAttemptScreen actor={actor} onError={onError} />
    </QuizI18n>,
  );
  return { actor, calls, onError };
}

const done = (attempt: Attempt): FinishAttemptResponse => ({
  success: true,
  attempt,
  message: null,
  questions: [],
});

describe('the attempt', () => {
  it('moves focus to the next question heading, keeps next disabled until a required question is answered', async () => {
    const user = userEvent.setup();
    renderAttempt(() => done(storyAttempt({ status_id: 1 })));
    const next = screen.getByRole('button', { name: 'Next' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByLabelText('й'));
    expect((next as HTMLButtonElement).disabled).toBe(false);
    await user.click(next);
    const heading = await screen.findByRole('heading', { name: /Which of these letters are vowels/ });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Question 2 of 4')).toBeTruthy();
    const current = screen
      .getByRole('navigation', { name: 'Questions' })
      .querySelector('[aria-current="step"]');
    expect(current?.textContent).toBe('2');
    expect(await seriousViolations()).toEqual([]);
  });

  it('asks before finishing with unanswered questions and sends the finish when confirmed', async () => {
    const user = userEvent.setup();
    const { calls } = renderAttempt(() => done(storyAttempt({ status_id: 1 })), { finish_type_id: 1 });
    await user.click(screen.getByLabelText('й'));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish the quiz?' });
    // Sorting always holds an order, so two of the four are left.
    expect(dialog.textContent).toContain('2 questions are not answered yet');
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(calls.finishAttempt).toHaveBeenCalledTimes(1));
  });

  it('says a refused finish at the failing question, not in a notification, and takes the learner there', async () => {
    const user = userEvent.setup();
    const { onError } = renderAttempt(
      () => ({
        success: false,
        attempt: null,
        message: 'Answer the required questions before finishing.',
        questions: [102],
      }),
      { finish_type_id: 1 },
    );
    await user.click(screen.getByLabelText('й'));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));
    const heading = await screen.findByRole('heading', { name: /Which of these letters are vowels/ });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const card = heading.closest('article') as HTMLElement;
    expect(card.className).toMatch(/cardFailing/);
    expect(within(card).getByText('Answer this question to finish the quiz.')).toBeTruthy();
    expect(onError).not.toHaveBeenCalled();
  });

  it('shows the attempt timer and announces it at one minute left, not on every tick', () => {
    vi.useFakeTimers();
    try {
      renderAttempt(() => done(storyAttempt()), { options: { timer_duration: 62, timer_type: { id: 1 } } });
      const timer = screen.getByRole('timer');
      const live = () => timer.parentElement?.querySelector('[aria-live="polite"]')?.textContent;
      expect(timer.textContent).toBe('00:01:02');
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(timer.textContent).toBe('00:01:01');
      expect(live()).toBe('');
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(timer.textContent).toBe('00:01:00');
      expect(live()).toBe('Time left: 00:01:00');
    } finally {
      vi.useRealTimers();
    }
  });
});

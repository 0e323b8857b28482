import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  type Attempt,
  type AttemptReview,
  type Question,
  type QuizInput as QuizSchemaInput,
  quizSchema,
} from '../../../core/api/quiz.ts';
import { type QuizPageUrlParams, quizPageMachine, selectQuizPageView } from '../../../core/quiz/index.ts';
import { advance, makeAttempt, settle } from './quiz-flow.fixtures.ts';

const NOW = Date.parse('2026-03-01T10:00:00Z');

function startPage(
  quiz: Partial<QuizSchemaInput> = {},
  options: {
    isAuthenticated?: boolean;
    urlParams?: QuizPageUrlParams;
    startAttempt?: () => Promise<Attempt>;
    /** What the server answers when the quiz is read again (after a finish); the same quiz by default. */
    reloaded?: Partial<QuizSchemaInput>;
  } = {},
) {
  let reads = 0;
  const api = {
    loadQuiz: vi.fn(async () => {
      reads += 1;
      return v.parse(quizSchema, { id: 5, ...(reads > 1 && options.reloaded ? options.reloaded : quiz) });
    }),
    startAttempt: vi.fn(options.startAttempt ?? (async () => makeAttempt())),
    loadQuestions: vi.fn(async (): Promise<Question[]> => []),
    loadAttemptReview: vi.fn(
      async (): Promise<AttemptReview> => ({
        questions: [],
        results: [],
        attempt: makeAttempt({ id: 31, status_id: 1 }),
        aggregate_interview: [],
      }),
    ),
    finishExpiredAttempt: vi.fn(async () => makeAttempt({ status_id: 6, finished: true })),
  };
  const clock = new SimulatedClock();
  const machine = quizPageMachine.provide({
    actors: {
      loadQuiz: fromPromise(api.loadQuiz),
      startAttempt: fromPromise(api.startAttempt),
      loadQuestions: fromPromise(api.loadQuestions),
      loadAttemptReview: fromPromise(api.loadAttemptReview),
      finishExpiredAttempt: fromPromise(api.finishExpiredAttempt),
    },
  });
  const actor = createActor(machine, {
    input: {
      quizId: 5,
      isAuthenticated: options.isAuthenticated ?? true,
      now: NOW,
      urlParams: options.urlParams,
    },
    clock,
  });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const view = () => selectQuizPageView(actor.getSnapshot());
  return { actor, api, clock, view, emitted };
}

describe('quiz page: statuses and the start button', () => {
  it('status 5 shows the attempt screen', async () => {
    const { view } = startPage({ attempt: makeAttempt({ status_id: 5 }) });
    await settle();
    expect(view().screen).toBe('attempt');
  });

  it.each([
    [1, 'passed', 'replay'],
    [2, 'failed', 'replay'],
    [3, 'needs-rework', 'finalize'],
    [4, 'in-process', 'replay'],
    [6, 'in-process', 'replay'],
  ] as const)(
    'status %i shows the preview with the %s message and the %s label',
    async (status, kind, label) => {
      const { view } = startPage({ attempt: makeAttempt({ status_id: status, scores: 4 }) });
      await settle();
      expect(view().screen).toBe('preview');
      expect(view().statusMessage?.kind).toBe(kind);
      expect(view().startButton).toMatchObject({ visible: true, label });
    },
  );

  it('the failed message carries the score only when estimates are shown, and the quiz texts', async () => {
    const shown = startPage({
      attempt: makeAttempt({ status_id: 2, scores: 4 }),
      estimate: { is_on: true, is_show: true },
      failed_text: 'Try again',
    });
    await settle();
    expect(shown.view().statusMessage).toEqual({ kind: 'failed', text: 'Try again', score: 4 });
    const hidden = startPage({ attempt: makeAttempt({ status_id: 2, scores: 4 }) });
    await settle();
    expect(hidden.view().statusMessage?.score).toBeNull();
    const passed = startPage({ attempt: makeAttempt({ status_id: 1 }), passed_text: 'Well done' });
    await settle();
    expect(passed.view().statusMessage).toEqual({ kind: 'passed', text: 'Well done', score: null });
  });

  it('shows the start text when no attempt exists, and no button when can_start_attempt is false', async () => {
    const { view } = startPage({ start_type: { id: 2 }, start_info: { text: 'Ready?', button: 'Go' } });
    await settle();
    expect(view().startButton).toEqual({ visible: true, label: 'start', text: 'Go' });
    const closedStart = startPage({ start_type: { id: 2 }, can_start_attempt: false });
    await settle();
    expect(closedStart.view().startButton.visible).toBe(false);
  });

  it('a text-graphic quiz offers start only with a timer', async () => {
    const untimed = startPage({ type: { slug: 'text_graphic_answer' }, start_type: { id: 2 } });
    await settle();
    expect(untimed.view().startButton.visible).toBe(false);
    const timed = startPage({ type: { slug: 'text_graphic_answer' }, options: { timer_duration: 60 } });
    await settle();
    expect(timed.view().startButton.visible).toBe(true);
  });

  it('starting creates the attempt, then loads the questions; status 3 sets finalize', async () => {
    const { actor, api, view } = startPage(
      { options: { timer_duration: 60 } },
      { startAttempt: async () => makeAttempt({ status_id: 3 }) },
    );
    await settle();
    expect(view().screen).toBe('preview');
    actor.send({ type: 'quiz.start' });
    await settle();
    expect(api.startAttempt).toHaveBeenCalledBefore(api.loadQuestions);
    expect(api.loadQuestions).toHaveBeenCalledWith(
      expect.objectContaining({ input: { quizId: 5, attemptId: 900 } }),
    );
    expect(actor.getSnapshot().context.finalize).toBe(true);
    expect(view().screen).toBe('attempt');
  });

  it('a failed start shows the server message or "Unexpected error occurred"', async () => {
    const { actor, view } = startPage(
      { start_type: { id: 2 } },
      { startAttempt: () => Promise.reject(new Error('')) },
    );
    await settle();
    actor.send({ type: 'quiz.start' });
    await settle();
    expect(view().screen).toBe('preview');
    expect(view().error).toBe('Unexpected error occurred');
  });

  it('run out of attempts: the red alert with the limit text, no start button', async () => {
    const { view } = startPage({
      attempt: makeAttempt({ status_id: 2 }),
      is_run_out_of_attempts: true,
      attempt_limit_text: 'No more tries',
    });
    await settle();
    expect(view().outOfAttempts).toEqual({ text: 'No more tries' });
    expect(view().startButton.visible).toBe(false);
  });

  it('a visitor sees access denied with a login offer and no start button', async () => {
    const { view } = startPage({ start_type: { id: 2 } }, { isAuthenticated: false });
    await settle();
    expect(view().asksToLogIn).toBe(true);
    expect(view().startButton.visible).toBe(false);
  });
});

describe('quiz page: preview versus attempt', () => {
  it('an untimed quiz with the default start type opens the attempt screen at once', async () => {
    const { view } = startPage();
    await settle();
    expect(view().screen).toBe('attempt');
  });

  it('a timed quiz, or start type 2, shows the preview first', async () => {
    const timed = startPage({ options: { timer_duration: 60 } });
    const startPage2 = startPage({ start_type: { id: 2 } });
    await settle();
    expect(timed.view().screen).toBe('preview');
    expect(startPage2.view().screen).toBe('preview');
  });

  it('after a finish the attempt is stored, the section refreshed 300 ms later and the quiz read again', async () => {
    const finished = makeAttempt({ status_id: 1 });
    const { actor, api, clock, view, emitted } = startPage(
      { attempt: makeAttempt(), result_attempt: { type_show: 'simple_answer', is_show: false } },
      {
        reloaded: {
          attempt: finished,
          result_attempt: { type_show: 'simple_answer', is_show: false },
          can_start_attempt: false,
          is_run_out_of_attempts: true,
          attempt_limit_text: 'One attempt only.',
        },
      },
    );
    await settle();
    actor.send({ type: 'attempt.finished', attempt: finished });
    expect(view().attempt?.status_id).toBe(1);
    clock.increment(299);
    expect(emitted).not.toContainEqual({ type: 'section.refreshRequested' });
    expect(api.loadQuiz).toHaveBeenCalledTimes(1);
    clock.increment(1);
    expect(emitted).toContainEqual({ type: 'section.refreshRequested' });
    expect(api.loadQuiz).toHaveBeenCalledTimes(2);
    await settle();
    expect(view().screen).toBe('preview');
    expect(view().statusMessage?.kind).toBe('passed');
    // The quiz as the server now has it: no attempts left, so no start button.
    expect(view().outOfAttempts).toEqual({ text: 'One attempt only.' });
    expect(view().startButton.visible).toBe(false);
  });

  it('after a finish of a quiz that shows results, the finished attempt’s result opens', async () => {
    const finished = makeAttempt({ id: 31, status_id: 1 });
    const { actor, api, clock, view } = startPage(
      { attempt: makeAttempt({ id: 31 }) },
      { reloaded: { attempt: finished } },
    );
    await settle();
    actor.send({ type: 'attempt.finished', attempt: finished });
    clock.increment(300);
    await settle();
    expect(api.loadAttemptReview).toHaveBeenCalledWith(
      expect.objectContaining({ input: { quizId: 5, attemptId: 31 } }),
    );
    expect(view().screen).toBe('result');
    actor.send({ type: 'result.close' });
    expect(view().screen).toBe('preview');
    expect(view().attempt?.status_id).toBe(1);
  });

  it('a failed read after a finish keeps the finished attempt and shows the error on the preview', async () => {
    const finished = makeAttempt({ status_id: 2 });
    const { actor, api, clock, view } = startPage({ attempt: makeAttempt() });
    await settle();
    api.loadQuiz.mockRejectedValueOnce(new Error('down'));
    actor.send({ type: 'attempt.finished', attempt: finished });
    clock.increment(300);
    await settle();
    expect(view().screen).toBe('preview');
    expect(view().attempt?.status_id).toBe(2);
    expect(view().error).not.toBeNull();
    expect(api.loadAttemptReview).not.toHaveBeenCalled();
  });

  it('an attempt whose time is over is finished (result saved, comments sent), the quiz read again and shown in preview', async () => {
    const { api, view } = startPage(
      { attempt: makeAttempt({ left_time_in_seconds: 0 }) },
      { reloaded: { attempt: makeAttempt({ status_id: 6, finished: true }), can_start_attempt: false } },
    );
    await settle();
    expect(api.finishExpiredAttempt).toHaveBeenCalled();
    expect(api.loadQuiz).toHaveBeenCalledTimes(2);
    expect(view().screen).toBe('preview');
    expect(view().attempt?.finished).toBe(true);
    expect(view().quiz?.can_start_attempt).toBe(false);
  });
});

describe('quiz page: access', () => {
  it('a blocked quiz counts down every second and shows the reload button about 3 s before it opens', async () => {
    const opensAt = new Date(NOW + 6000).toISOString();
    const { actor, clock, view, api } = startPage({
      blocked_info: { is_accessible: false, access_date: opensAt },
    });
    await settle();
    expect(view()).toMatchObject({ screen: 'blocked', secondsUntilOpen: 6, showsReloadButton: false });
    advance(clock, 2000);
    expect(view()).toMatchObject({ secondsUntilOpen: 4, showsReloadButton: false });
    advance(clock, 1000);
    expect(view()).toMatchObject({ secondsUntilOpen: 3, showsReloadButton: true });
    actor.send({ type: 'quiz.reload' });
    await settle();
    expect(api.loadQuiz).toHaveBeenCalledTimes(2);
  });

  it('a closed quiz shows the closed screen without a start button', async () => {
    const { view } = startPage({
      closed_info: { is_accessible: false, access_date: '2026-01-01T00:00:00Z' },
    });
    await settle();
    expect(view().screen).toBe('closed');
    expect(view().startButton.visible).toBe(false);
  });
});

describe('quiz page: URL parameters', () => {
  it('quiz_attempt_id opens that attempt result, then the parameter is removed', async () => {
    const { api, view, emitted } = startPage(
      { attempt: makeAttempt({ status_id: 1 }) },
      { urlParams: { quizAttemptId: 31 } },
    );
    await settle();
    expect(api.loadAttemptReview).toHaveBeenCalledWith(
      expect.objectContaining({ input: { quizId: 5, attemptId: 31 } }),
    );
    expect(view().screen).toBe('result');
    expect(emitted).toContainEqual({ type: 'url.consumed', params: ['quiz_attempt_id'] });
  });

  it('start_quiz_id starts the quiz only when it matches', async () => {
    const matching = startPage({ start_type: { id: 2 } }, { urlParams: { startQuizId: 5 } });
    const other = startPage({ start_type: { id: 2 } }, { urlParams: { startQuizId: 6 } });
    await settle();
    expect(matching.api.startAttempt).toHaveBeenCalled();
    expect(matching.view().screen).toBe('attempt');
    expect(other.api.startAttempt).not.toHaveBeenCalled();
  });

  it('commentable_type=quiz-attempt with ids targets that comment and asks to remove the parameters', async () => {
    const { actor, view, emitted } = startPage({ attempt: makeAttempt({ status_id: 1 }) });
    await settle();
    actor.send({
      type: 'url.changed',
      params: { comment: { commentableType: 'quiz-attempt', commentableId: 31, commentId: 8 } },
    });
    expect(view().commentTarget).toEqual({ commentableId: 31, commentId: 8 });
    expect(emitted).toContainEqual({
      type: 'url.consumed',
      params: ['commentable_type', 'commentable_id', 'comment_id'],
    });
    actor.send({ type: 'comment.scrolled' });
    expect(view().commentTarget).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  type ChoiceAnswer,
  FREE_TEXT_DEBOUNCE_MS,
  memoryOutboxStorage,
  type OutboxItem,
  START_ATTEMPT_DEBOUNCE_MS,
  selectQuizView,
} from '../../../core/quiz/index.ts';
import { advance, makeAttempt, settle, startQuiz } from './quiz-flow.fixtures.ts';

const choose = (questionId: number, answerId: number) => ({
  type: 'answer.change' as const,
  questionId,
  answer: { kind: 'choice', selected: [answerId], customText: '' } satisfies ChoiceAnswer,
});
const typeText = (questionId: number, text: string) => ({
  type: 'answer.change' as const,
  questionId,
  typed: true,
  answer: { kind: 'text' as const, inputKind: 'area' as const, text, files: [] },
});
const textQuestions = [1, 2].map((id) => ({
  id,
  type: { slug: 'text_media_answer' as const },
  text_answer_type_id: 3,
}));
const view = (actor: { getSnapshot: () => Parameters<typeof selectQuizView>[0] }) =>
  selectQuizView(actor.getSnapshot());

describe('quiz flow: starting the attempt lazily', () => {
  it('starts the attempt on the first chosen answer, not before', async () => {
    const { actor, api } = startQuiz({}, { attempt: null });
    await settle();
    expect(api.startAttempt).not.toHaveBeenCalled();
    actor.send(choose(1, 11));
    await settle();
    expect(api.startAttempt).toHaveBeenCalledWith({ quizId: 77 });
    expect(actor.getSnapshot().context.attempt?.id).toBe(900);
  });

  it('starts the attempt 2 s after the first typed text, restarting the wait on each keystroke', async () => {
    const { actor, api, clock } = startQuiz({ questions: textQuestions }, { attempt: null });
    actor.send(typeText(1, 'h'));
    clock.increment(START_ATTEMPT_DEBOUNCE_MS - 500);
    actor.send(typeText(1, 'he'));
    clock.increment(START_ATTEMPT_DEBOUNCE_MS - 500);
    await settle();
    expect(api.startAttempt).not.toHaveBeenCalled();
    clock.increment(500);
    await settle();
    expect(api.startAttempt).toHaveBeenCalledTimes(1);
  });

  it('starts the attempt on a callout', async () => {
    const { actor, api } = startQuiz({}, { attempt: null });
    actor.send({ type: 'question.callout', questionId: 1 });
    await settle();
    expect(api.startAttempt).toHaveBeenCalledTimes(1);
  });

  it('reports a failed start and stays without an attempt', async () => {
    const { actor } = startQuiz(
      {},
      { attempt: null, api: { startAttempt: () => Promise.reject({ message: 'Closed quiz' }) } },
    );
    actor.send(choose(1, 11));
    await settle();
    expect(view(actor).error?.message).toBe('Closed quiz');
    expect(actor.getSnapshot().matches({ attempt: 'idle' })).toBe(true);
  });
});

describe('quiz flow: separately', () => {
  it('keeps next disabled while the required current question is unanswered or waits for a file', () => {
    const { actor } = startQuiz();
    expect(view(actor).canGoNext).toBe(false);
    actor.send(choose(1, 11));
    expect(view(actor).canGoNext).toBe(true);
    actor.send({ type: 'uploads.changed', questionIds: [1] });
    expect(view(actor).canGoNext).toBe(false);
    actor.send({ type: 'question.next' });
    expect(view(actor).currentIndex).toBe(0);
    actor.send({ type: 'uploads.changed', questionIds: [2] });
    expect(view(actor).canGoNext).toBe(true);
    actor.send({ type: 'uploads.changed', questionIds: [] });
    expect(view(actor).canGoNext).toBe(true);
  });

  it('keeps the same snapshot when the upload queue tells the questions it already waits for', () => {
    const { actor } = startQuiz();
    actor.send({ type: 'uploads.changed', questionIds: [2, 1] });
    const before = actor.getSnapshot();
    actor.send({ type: 'uploads.changed', questionIds: [1, 2] });
    expect(actor.getSnapshot()).toBe(before);
  });

  it('sends the answer on next with an idempotency key, marks the question completed and moves on', async () => {
    const { actor, sent } = startQuiz();
    actor.send(choose(1, 12));
    actor.send({ type: 'question.next' });
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ quiz_question_id: 1, answer_ids: [12], idempotency_key: 'seed:1:1' });
    expect(view(actor).currentIndex).toBe(1);
    expect(view(actor).navigation[0]?.completed).toBe(true);
  });

  it('ignores next on an invalid question', () => {
    const { actor } = startQuiz();
    actor.send({ type: 'question.next' });
    expect(view(actor).currentIndex).toBe(0);
  });

  it('with return to previous none, back is disabled and completed questions cannot be clicked', () => {
    const { actor } = startQuiz({ return_to_previous_type: 1 });
    actor.send(choose(1, 11));
    actor.send({ type: 'question.next' });
    expect(view(actor).canGoBack).toBe(false);
    actor.send({ type: 'question.back' });
    actor.send({ type: 'question.goTo', index: 0 });
    expect(view(actor).currentIndex).toBe(1);
    expect(view(actor).navigation[0]?.movable).toBe(false);
  });

  it('a skipped question stays movable even when return to previous is none', () => {
    const quiz = {
      return_to_previous_type: 1 as const,
      questions: [1, 2].map((id) => ({
        id,
        type: { slug: 'single_answer' as const },
        completed: id === 1,
        is_skipped: id === 1,
        answers: [{ id: id * 10 + 1 }],
      })),
    };
    const { actor } = startQuiz(quiz);
    expect(view(actor).currentIndex).toBe(1);
    actor.send({ type: 'question.goTo', index: 0 });
    expect(view(actor).currentIndex).toBe(0);
  });

  it('with return to previous allowed, back returns to the previous question', () => {
    const { actor } = startQuiz();
    actor.send(choose(1, 11));
    actor.send({ type: 'question.next' });
    actor.send({ type: 'question.back' });
    expect(view(actor).currentIndex).toBe(0);
  });

  it('with reanswer none, an answered question is read-only and skipped on navigation', () => {
    const quiz = {
      reanswer_type: 1 as const,
      questions: [1, 2, 3].map((id) => ({
        id,
        type: { slug: 'single_answer' as const },
        has_result_answer: id === 2,
        answers: [{ id: id * 10 + 1 }],
      })),
    };
    const { actor } = startQuiz(quiz);
    actor.send(choose(1, 11));
    actor.send({ type: 'question.next' });
    expect(view(actor).currentIndex).toBe(2);
    expect(view(actor).navigation[1]?.readOnly).toBe(true);
    actor.send(choose(2, 21));
    expect(actor.getSnapshot().context.answers[2]).toMatchObject({ selected: [] });
  });
});

describe('quiz flow: check and has_stopped_info', () => {
  const checked = { type_show_question_result_attempt: { id: 3 as const } };

  it('check sends is_check, shows the status banner and makes the question read-only', async () => {
    const { actor, sent } = startQuiz(checked, {
      api: {
        sendAnswer: async ({ payload }) => {
          sent.push(payload);
          return {
            ...makeAttempt(),
            quiz_question: {
              id: 1,
              has_result_answer: true,
              is_skipped: false,
              comment_files: [],
              attempt_question_result: { is_correct: false },
              correct_answers: [{ text: 'a' }],
              aggregate_interview: [],
            },
          };
        },
      },
    });
    expect(view(actor).canCheck).toBe(false);
    actor.send(choose(1, 12));
    actor.send({ type: 'quiz.check' });
    expect(view(actor).phase).toBe('checking');
    await settle();
    expect(sent[0]?.is_check).toBe(true);
    expect(view(actor).phase).toBe('reviewing');
    expect(view(actor).statusBanner).toEqual({
      questionId: 1,
      poll: null,
      verdict: 'incorrect',
      correctAnswers: ['a'],
    });
    expect(view(actor).isCurrentReadOnly).toBe(true);
    actor.send({ type: 'question.next' });
    expect(view(actor).currentIndex).toBe(1);
    expect(view(actor).statusBanner).toBeNull();
  });

  it('has no check when the quiz shows no result per question', () => {
    const { actor } = startQuiz({ type_show_question_result_attempt: { id: 1 } });
    actor.send(choose(1, 11));
    expect(view(actor).canCheck).toBe(false);
  });

  it('with has_stopped_info, next first shows the result, and the next next moves on', async () => {
    const quiz = {
      questions: [1, 2].map((id) => ({
        id,
        type: { slug: 'single_answer' as const },
        has_stopped_info: id === 1,
        answers: [{ id: id * 10 + 1 }],
      })),
    };
    const { actor, sent } = startQuiz(quiz);
    actor.send(choose(1, 11));
    actor.send({ type: 'question.next' });
    await settle();
    expect(sent[0]?.is_check).toBe(true);
    expect(view(actor).phase).toBe('reviewing');
    expect(view(actor).currentIndex).toBe(0);
    actor.send({ type: 'question.next' });
    expect(view(actor).currentIndex).toBe(1);
  });
});

describe('quiz flow: finishing', () => {
  it('asks for confirmation when questions are uncompleted; cancel returns, confirm finishes', async () => {
    const { actor, api } = startQuiz();
    actor.send(choose(1, 11));
    actor.send({ type: 'quiz.finish' });
    expect(view(actor).isFinishConfirmOpen).toBe(true);
    actor.send({ type: 'quiz.finish.cancel' });
    expect(view(actor).phase).toBe('answering');
    actor.send({ type: 'quiz.finish' });
    actor.send({ type: 'quiz.finish.confirm' });
    await settle();
    expect(api.finishAttempt).toHaveBeenCalledTimes(1);
    expect(view(actor).phase).toBe('finished');
  });

  it('a forced finish skips the confirmation and emits the finished attempt', async () => {
    const { actor } = startQuiz();
    const finished: unknown[] = [];
    actor.on('quiz.finished', (event) => finished.push(event.attempt));
    actor.send({ type: 'quiz.finish', force: true });
    await settle();
    expect(view(actor).phase).toBe('finished');
    expect(finished).toEqual([expect.objectContaining({ status_id: 1, finished: true })]);
  });

  it('finish sends the unsent answers with is_finish', async () => {
    const { actor, api } = startQuiz();
    actor.send(choose(1, 12));
    actor.send({ type: 'quiz.finish', force: true });
    await settle();
    expect(api.finishAttempt).toHaveBeenCalledWith({
      attemptId: 900,
      answers: [
        expect.objectContaining({
          quiz_question_id: 1,
          answer_ids: [12],
          is_finish: true,
          is_timeout: false,
        }),
      ],
    });
  });

  it('next on the last question finishes (confirm when others are uncompleted)', () => {
    const { actor } = startQuiz();
    actor.send(choose(1, 11));
    actor.send({ type: 'question.goTo', index: 2 });
    actor.send(choose(3, 31));
    actor.send({ type: 'question.next' });
    expect(view(actor).isFinishConfirmOpen).toBe(true);
  });

  it('an unsuccessful finish shows the message and points at the first failing question', async () => {
    const { actor } = startQuiz(
      {},
      {
        api: {
          finishAttempt: async () => ({
            success: false,
            message: 'Answer question 2',
            attempt: null,
            questions: [3, 2],
          }),
        },
      },
    );
    actor.send({ type: 'quiz.finish', force: true });
    await settle();
    const current = view(actor);
    expect(current.phase).toBe('answering');
    expect(current.error).toEqual({ message: 'Answer question 2', questionId: 3 });
    expect(current.currentIndex).toBe(1);
    expect(current.navigation.filter((item) => item.failing).map((item) => item.questionId)).toEqual([2, 3]);
  });

  it('separately, finish is not blocked by an unanswered current question: the confirmation covers it', () => {
    const { actor } = startQuiz();
    expect(view(actor).canFinish).toBe(true);
    actor.send({ type: 'quiz.finish' });
    expect(view(actor).isFinishConfirmOpen).toBe(true);
  });

  it('all on one page, finish does nothing while a question is invalid', () => {
    const { actor } = startQuiz({ questions_display_type_id: 2 });
    actor.send({ type: 'quiz.finish' });
    expect(view(actor).phase).toBe('answering');
  });

  it('finish is offered from any question only with finish_type_id 1', () => {
    const { actor } = startQuiz({ finish_type_id: 2 });
    actor.send(choose(1, 11));
    actor.send({ type: 'quiz.finish' });
    expect(view(actor).phase).toBe('answering');
    expect(view(actor).canFinish).toBe(false);
  });
});

describe('quiz flow: timers', () => {
  it('on attempt time up sends the answers with is_timeout and finishes the attempt', async () => {
    const { actor, api, clock } = startQuiz({}, { attempt: makeAttempt({ left_time_in_seconds: 3 }) });
    actor.send(choose(1, 12));
    advance(clock, 2000);
    expect(view(actor).attemptSecondsLeft).toBe(1);
    clock.increment(1000);
    await settle();
    expect(api.finishAttempt).toHaveBeenCalledWith({
      attemptId: 900,
      answers: [expect.objectContaining({ quiz_question_id: 1, is_timeout: true, is_finish: true })],
    });
    expect(view(actor).phase).toBe('finished');
  });

  it('a stopwatch quiz (timer type 2) counts the attempt up and never times out', async () => {
    const { actor, clock, api } = startQuiz(
      { options: { timer_duration: 5, timer_type: { id: 2 } } },
      { attempt: makeAttempt({ passed_time_in_seconds: 10 }) },
    );
    advance(clock, 10_000);
    await settle();
    expect(view(actor)).toMatchObject({
      attemptSecondsPassed: 20,
      attemptSecondsLeft: null,
      phase: 'answering',
    });
    expect(api.finishAttempt).not.toHaveBeenCalled();
  });

  it('refetches the attempt timer when the tab becomes visible again', async () => {
    const { actor, api } = startQuiz({}, { attempt: makeAttempt({ left_time_in_seconds: 100 }) });
    actor.send({ type: 'page.visible' });
    await settle();
    expect(api.fetchAttemptTimer).toHaveBeenCalledWith({ attemptId: 900 });
    expect(view(actor).attemptSecondsLeft).toBe(42);
  });

  it('a question timer disables its question and sends its answer with is_timeout', async () => {
    const quiz = {
      questions: [1, 2].map((id) => ({
        id,
        type: { slug: 'single_answer' as const },
        timer: id === 1,
        timer_duration: 5,
        answers: [{ id: id * 10 + 1 }],
      })),
    };
    const { actor, api, clock, sent } = startQuiz(quiz, {
      api: { startQuestionTimer: async () => ({ left_time_in_seconds: 2 }) },
    });
    await settle();
    expect(api.startQuestionTimer).toHaveBeenCalledWith({ attemptId: 900, questionId: 1 });
    expect(view(actor).questionSecondsLeft).toBe(2);
    advance(clock, 2000);
    await settle();
    expect(view(actor).navigation[0]?.timedOut).toBe(true);
    expect(view(actor).isCurrentReadOnly).toBe(true);
    expect(sent[0]).toMatchObject({ quiz_question_id: 1, is_timeout: true });
    expect(view(actor).canGoNext).toBe(true);
    expect(view(actor).phase).toBe('answering');
  });

  it("the last question's timer running out finishes the attempt", async () => {
    const quiz = {
      questions: [
        {
          id: 1,
          type: { slug: 'single_answer' as const },
          timer: true,
          timer_duration: 1,
          answers: [{ id: 11 }],
        },
      ],
    };
    const { actor, api, clock } = startQuiz(quiz, {
      api: { startQuestionTimer: async () => ({ left_time_in_seconds: 1 }) },
    });
    await settle();
    clock.increment(1000);
    await settle();
    expect(api.finishAttempt).toHaveBeenCalled();
    expect(view(actor).phase).toBe('finished');
  });
});

describe('quiz flow: all on one page', () => {
  const allOnPage = { questions_display_type_id: 2 as const };

  it('sends a chosen answer at once and blocks finish while any question is invalid', async () => {
    const { actor, sent } = startQuiz(allOnPage);
    actor.send(choose(2, 21));
    await settle();
    expect(sent.map((payload) => payload.quiz_question_id)).toEqual([2]);
    expect(view(actor).canFinish).toBe(false);
    actor.send(choose(1, 11));
    actor.send(choose(3, 31));
    expect(view(actor).canFinish).toBe(true);
  });

  it('sends free text 5 s after the last keystroke, per question', async () => {
    const { actor, sent, clock } = startQuiz({ ...allOnPage, questions: textQuestions });
    actor.send(typeText(1, 'one'));
    clock.increment(3000);
    actor.send(typeText(1, 'one more'));
    clock.increment(1000);
    actor.send(typeText(2, 'two'));
    clock.increment(FREE_TEXT_DEBOUNCE_MS - 1000 - 1);
    await settle();
    expect(sent).toHaveLength(0);
    clock.increment(1);
    await settle();
    expect(sent.map((payload) => payload.text_answer)).toEqual(['one more']);
    clock.increment(1000);
    await settle();
    expect(sent.map((payload) => payload.text_answer)).toEqual(['one more', 'two']);
  });

  it('warns before leaving the page while the attempt runs', async () => {
    expect(view(startQuiz(allOnPage).actor).warnOnLeave).toBe(true);
    expect(view(startQuiz().actor).warnOnLeave).toBe(false);
    expect(view(startQuiz(allOnPage, { attempt: null }).actor).warnOnLeave).toBe(false);
  });
});

describe('quiz flow: status 3, clear', () => {
  it('status 3 sets finalize; a different status afterwards clears it', async () => {
    const { actor } = startQuiz(
      {},
      {
        attempt: makeAttempt({ status_id: 3 }),
        api: {
          sendAnswer: async () => ({
            ...makeAttempt({ status_id: 5 }),
            quiz_question: {
              has_result_answer: true,
              is_skipped: false,
              comment_files: [],
              correct_answers: [],
              aggregate_interview: [],
            },
          }),
        },
      },
    );
    expect(actor.getSnapshot().context.finalize).toBe(true);
    actor.send(choose(1, 11));
    actor.send({ type: 'question.next' });
    await settle();
    expect(actor.getSnapshot().context.finalize).toBe(false);
  });

  it('clear resets the questions to the initial copy and the attempt results to empty', async () => {
    const { actor, api } = startQuiz(
      { is_allow_clear: true },
      { attempt: makeAttempt({ results: [{ quiz_question_id: 1, quiz_answer_id: 11, files: [] }] }) },
    );
    expect(actor.getSnapshot().context.answers[1]).toMatchObject({ selected: [11] });
    actor.send(choose(2, 21));
    actor.send({ type: 'quiz.clear' });
    await settle();
    expect(api.clearAttempt).toHaveBeenCalledWith({ attemptId: 900 });
    const { context } = actor.getSnapshot();
    expect(context.answers[1]).toMatchObject({ selected: [] });
    expect(context.answers[2]).toMatchObject({ selected: [] });
    expect(context.attempt?.results).toEqual([]);
    expect(context.currentIndex).toBe(0);
  });

  it('refuses to clear while answers are still waiting to be sent', () => {
    const { actor } = startQuiz({ is_allow_clear: true, questions_display_type_id: 2 }, { online: false });
    actor.send(choose(1, 11));
    expect(view(actor).canClear).toBe(false);
    actor.send({ type: 'quiz.clear' });
    expect(view(actor).phase).toBe('answering');
  });

  it('offers no clear when the quiz does not allow it', () => {
    expect(view(startQuiz().actor).canClear).toBe(false);
    expect(view(startQuiz({ is_allow_clear: true }).actor).canClear).toBe(true);
  });
});

describe('quiz flow: answers survive a dropped connection', () => {
  it('starts the attempt when the network returns, without an error, if the first answer came offline', async () => {
    let online = false;
    const { actor, api, sent } = startQuiz(
      { questions_display_type_id: 2 },
      {
        attempt: null,
        api: {
          startAttempt: async () => {
            if (!online) throw new TypeError('Failed to fetch');
            return makeAttempt();
          },
        },
      },
    );
    actor.send({ type: 'connection.lost' });
    actor.send(choose(1, 11));
    await settle();
    expect(api.startAttempt).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ attempt: 'waitingForNetwork' })).toBe(true);
    expect(view(actor).error).toBeNull();
    online = true;
    actor.send({ type: 'connection.restored' });
    await settle();
    expect(api.startAttempt).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ attempt: 'active' })).toBe(true);
    expect(sent.map((payload) => [payload.quiz_question_id, payload.answer_ids[0]])).toEqual([[1, 11]]);
  });

  it('tries the start again on its own when the connection comes back unannounced', async () => {
    let calls = 0;
    const { actor, api, clock } = startQuiz(
      {},
      {
        attempt: null,
        api: {
          startAttempt: async () => {
            calls += 1;
            if (calls === 1) throw new TypeError('Failed to fetch');
            return makeAttempt();
          },
        },
      },
    );
    actor.send(choose(1, 11));
    await settle();
    expect(actor.getSnapshot().matches({ attempt: 'waitingForNetwork' })).toBe(true);
    advance(clock, 10_000);
    await settle();
    expect(api.startAttempt).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ attempt: 'active' })).toBe(true);
  });

  it('queues answers while offline, shows them waiting, and re-sends them in order when the network returns', async () => {
    const { actor, sent } = startQuiz({ questions_display_type_id: 2 });
    actor.send({ type: 'connection.lost' });
    actor.send(choose(1, 11));
    actor.send(choose(2, 22));
    actor.send(choose(1, 12));
    await settle();
    expect(sent).toHaveLength(0);
    expect(view(actor).answersWaiting).toBe(3);
    expect(view(actor).isOffline).toBe(true);
    actor.send({ type: 'connection.restored' });
    await settle();
    expect(sent.map((payload) => [payload.quiz_question_id, payload.answer_ids[0]])).toEqual([
      [1, 11],
      [2, 22],
      [1, 12],
    ]);
    expect(view(actor).answersWaiting).toBe(0);
  });

  it('keeps the same idempotency key when a send fails on the network and is retried', async () => {
    let calls = 0;
    const keys: (string | undefined)[] = [];
    const { actor, clock } = startQuiz(
      { questions_display_type_id: 2 },
      {
        api: {
          sendAnswer: async ({ payload }) => {
            keys.push(payload.idempotency_key);
            calls += 1;
            if (calls === 1) throw new TypeError('Failed to fetch');
            return {
              ...makeAttempt(),
              quiz_question: {
                has_result_answer: true,
                is_skipped: false,
                comment_files: [],
                correct_answers: [],
                aggregate_interview: [],
              },
            };
          },
        },
      },
    );
    actor.send(choose(1, 11));
    await settle();
    expect(view(actor).answersWaiting).toBe(1);
    clock.increment(3000);
    await settle();
    expect(keys).toEqual(['seed:1:1', 'seed:1:1']);
    expect(view(actor).answersWaiting).toBe(0);
  });

  it('persists the queue through the storage adapter so a reload sends it', async () => {
    const storage = memoryOutboxStorage();
    const first = startQuiz({ questions_display_type_id: 2 }, { storage, online: false });
    first.actor.send(choose(1, 12));
    await settle();
    first.actor.stop();
    const saved: OutboxItem[] = storage.load();
    expect(saved.map((item) => item.payload.answer_ids)).toEqual([[12]]);
    const reloaded = startQuiz({ questions_display_type_id: 2 }, { storage });
    await settle();
    expect(reloaded.sent).toEqual([
      expect.objectContaining({ quiz_question_id: 1, idempotency_key: saved[0]?.key }),
    ]);
    expect(storage.load()).toEqual([]);
  });

  it('shows a refused answer at its question and drops it from the queue', async () => {
    const { actor } = startQuiz(
      { questions_display_type_id: 2 },
      {
        api: {
          sendAnswer: () => Promise.reject({ message: 'Invalid', errors: { text_answer: ['Too long'] } }),
        },
      },
    );
    actor.send(choose(2, 21));
    await settle();
    expect(view(actor).error).toEqual({
      message: 'Invalid',
      questionId: 2,
      fields: { text_answer: ['Too long'] },
    });
    expect(view(actor).answersWaiting).toBe(0);
  });
});

describe('quiz flow: text-graphic questions and content refresh', () => {
  it('a text-graphic question stops being required once commented, and the comment starts the attempt', async () => {
    const { actor, api } = startQuiz(
      { questions: [{ id: 1, type: { slug: 'text_graphic_answer' }, answers: [{ id: 11 }] }] },
      { attempt: null },
    );
    expect(view(actor).canGoNext).toBe(false);
    actor.send({ type: 'question.commented', questionId: 1, comment: 'My thoughts' });
    await settle();
    expect(view(actor).canGoNext).toBe(true);
    expect(api.startAttempt).toHaveBeenCalledTimes(1);
  });

  it('asks for a content refresh when an answer response brings status 1', async () => {
    const { actor } = startQuiz(
      { questions_display_type_id: 2 },
      {
        api: {
          sendAnswer: async () => ({
            ...makeAttempt({ status_id: 1 }),
            quiz_question: {
              has_result_answer: true,
              is_skipped: false,
              comment_files: [],
              correct_answers: [],
              aggregate_interview: [],
            },
          }),
        },
      },
    );
    const refreshes: unknown[] = [];
    actor.on('content.refreshRequested', (event) => refreshes.push(event));
    actor.send(choose(1, 11));
    await settle();
    expect(refreshes).toHaveLength(1);
  });

  it('numbers the navigation when navigation_type_id is 1', () => {
    expect(view(startQuiz({ navigation_type_id: 1 }).actor).showsQuestionNumbers).toBe(true);
    expect(view(startQuiz({ navigation_type_id: 2 }).actor).showsQuestionNumbers).toBe(false);
  });
});

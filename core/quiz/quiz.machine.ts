import { and, assign, emit, enqueueActions, fromPromise, raise, setup, stateIn } from 'xstate';
import {
  type AnswerResponse,
  ATTEMPT_STATUS,
  type Attempt,
  type FinishAttemptResponse,
} from '../api/quiz.ts';
import { clearedContext } from './clear-quiz.ts';
import { failureMessage, isNetworkFailure } from './outbox.ts';
import { provideMe } from './provide-me.ts';
import { answerPayload } from './question-answer.ts';
import { isQuestionReadOnly, nextNavigableIndex, previousNavigableIndex } from './question-navigation.ts';
import { dequeueAnswer, queueAnswer } from './queue-answer.ts';
import {
  FREE_TEXT_DEBOUNCE_MS,
  OUTBOX_RETRY_MS,
  START_ATTEMPT_DEBOUNCE_MS,
  TIMER_TICK_MS,
  UNEXPECTED_ERROR_MESSAGE,
} from './quiz.constants.ts';
import type {
  AttemptIdInput,
  FinishAttemptInput,
  QuestionTimerInput,
  QuizContext,
  QuizEvent,
  QuizInput,
  QuizOutput,
  SendAnswerInput,
  StartAttemptInput,
  TimerOutput,
} from './quiz.types.ts';
import { applyAnswerResponse, checkResultOf, createQuizContext } from './quiz-context.ts';
import { isCountdownOver, tickedSeconds } from './quiz-deadline.ts';
import {
  hasAwaitingUploadsChanged,
  withAnswer,
  withAwaitingUploads,
  withComment,
  withCurrentCompleted,
  withCurrentQuestionSeconds,
  withCurrentQuestionTick,
  withFinishFailure,
  withResultViewed,
  withStartedAttempt,
} from './quiz-flow-updates.ts';
import { canProceed, currentQuestion, isAllOnPage, uncompletedQuestions } from './quiz-readiness.ts';
import {
  canClearAnswers,
  canFinishFromAnyQuestion,
  canReturnToPrevious,
  showsResultOnCheck,
} from './quiz-settings.ts';

const flushId = (questionId: number) => `flush-${questionId}`;
const currentId = (context: QuizContext) => currentQuestion(context)?.id ?? -1;
const isLastIndex = (context: QuizContext) =>
  nextNavigableIndex(context.quiz, context.questions, context.currentIndex, context.timedOut) === null;

/** The quiz flow (spec 2 §4 "Quiz flow", spec 3 §4): answering, checking, finishing, timers and the offline outbox. */
export const quizMachine = setup({
  types: {
    context: {} as QuizContext,
    events: {} as QuizEvent,
    input: {} as QuizInput,
    output: {} as QuizOutput,
    emitted: {} as { type: 'quiz.finished'; attempt: Attempt | null } | { type: 'content.refreshRequested' },
  },
  actors: {
    startAttempt: fromPromise<Attempt, StartAttemptInput>(provideMe('startAttempt')),
    sendAnswer: fromPromise<AnswerResponse, SendAnswerInput>(provideMe('sendAnswer')),
    finishAttempt: fromPromise<FinishAttemptResponse, FinishAttemptInput>(provideMe('finishAttempt')),
    clearAttempt: fromPromise<Attempt, AttemptIdInput>(provideMe('clearAttempt')),
    fetchAttemptTimer: fromPromise<TimerOutput, AttemptIdInput>(provideMe('fetchAttemptTimer')),
    startQuestionTimer: fromPromise<TimerOutput, QuestionTimerInput>(provideMe('startQuestionTimer')),
  },
  delays: {
    timerTick: TIMER_TICK_MS,
    outboxRetry: OUTBOX_RETRY_MS,
    startAttemptDebounce: START_ATTEMPT_DEBOUNCE_MS,
  },
  guards: {
    hasAttempt: ({ context }) => context.attempt !== null,
    hasNoAttempt: ({ context }) => context.attempt === null,
    /** Nothing to finish: no attempt, and no shown answer (an untouched sorting order) waiting to start one. */
    hasNothingToFinish: ({ context }) => context.attempt === null && context.dirty.length === 0,
    isAnswerAccepted: ({ context, event }) => {
      if (event.type !== 'answer.change') return false;
      const question = context.questions.find((candidate) => candidate.id === event.questionId);
      return question != null && !isQuestionReadOnly(context.quiz, question, context.timedOut);
    },
    canProceed: ({ context }) => canProceed(context),
    hasAwaitingUploadsChanged: ({ context, event }) =>
      event.type === 'uploads.changed' && hasAwaitingUploadsChanged(context, event.questionIds),
    mustShowResultBeforeMoving: ({ context }) => {
      const question = currentQuestion(context);
      return question?.has_stopped_info === true && !question.viewed_result && canProceed(context);
    },
    isLastAndCanProceed: ({ context }) => canProceed(context) && isLastIndex(context),
    isLastQuestion: ({ context }) => isLastIndex(context),
    canReturnToPrevious: ({ context }) =>
      canReturnToPrevious(context.quiz) &&
      previousNavigableIndex(context.quiz, context.questions, context.currentIndex, context.timedOut) !==
        null,
    canGoTo: ({ context, event }) => {
      if (event.type !== 'question.goTo') return false;
      const target = context.questions[event.index];
      if (!target || event.index === context.currentIndex) return false;
      if (isAllOnPage(context)) return true;
      const movingBack = event.index < context.currentIndex;
      const allowed = !target.completed || canReturnToPrevious(context.quiz) || target.is_skipped;
      return (
        allowed && (movingBack ? canReturnToPrevious(context.quiz) || target.is_skipped : canProceed(context))
      );
    },
    canCheck: ({ context }) =>
      showsResultOnCheck(context.quiz) &&
      !isAllOnPage(context) &&
      canProceed(context) &&
      !(currentQuestion(context)?.viewed_result ?? true),
    hasUncompleted: ({ context, event }) =>
      !(event.type === 'quiz.finish' && event.force) && uncompletedQuestions(context).length > 0,
    canFinish: ({ context, event }) => {
      if (event.type === 'quiz.finish' && event.force === true) return true;
      if (isAllOnPage(context)) return canProceed(context);
      return canFinishFromAnyQuestion(context.quiz) || isLastIndex(context);
    },
    canClear: ({ context }) =>
      canClearAnswers(context.quiz) && context.attempt !== null && context.outbox.length === 0,
    isCheckAnswer: ({ context, event }) =>
      (event.type === 'answer.sent' || event.type === 'answer.rejected') && event.key === context.checkKey,
    isOutboxEmpty: ({ context }) => context.outbox.length === 0,
    canSend: ({ context }) =>
      context.online &&
      context.outbox.length > 0 &&
      (context.attempt !== null || (context.outbox[0]?.attemptId ?? null) !== null),
    hasWaitingAnswers: ({ context }) => context.outbox.length > 0 && !context.online,
    isNetworkFailure: ({ event }) => isNetworkFailure((event as { error?: unknown }).error),
    finishSucceeded: ({ event }) => (event as { output?: FinishAttemptResponse }).output?.success === true,
    hasAttemptCountdown: ({ context }) => context.attempt !== null && context.attemptSecondsLeft !== null,
    hasStopwatch: ({ context }) => context.attempt !== null && context.attemptSecondsPassed !== null,
    isAttemptTimeUp: ({ context }) => isCountdownOver(context.attemptSecondsLeft),
    hasQuestionCountdown: ({ context }) => {
      const question = currentQuestion(context);
      if (isAllOnPage(context) || !question || context.timedOut.includes(question.id)) return false;
      return (
        question.id in context.questionSecondsLeft &&
        !isQuestionReadOnly(context.quiz, question, context.timedOut)
      );
    },
    isQuestionTimeUp: ({ context }) => isCountdownOver(context.questionSecondsLeft[currentId(context)]),
  },
  actions: {
    assignAnswer: assign(({ context, event }) =>
      event.type === 'answer.change' ? withAnswer(context, event.questionId, event.answer) : {},
    ),
    requestAttemptForShownAnswers: enqueueActions(({ context, enqueue }) => {
      if (context.attempt === null && context.dirty.length > 0) enqueue.raise({ type: 'attempt.needed' });
    }),
    requestAttempt: enqueueActions(({ context, event, enqueue }) => {
      if (context.attempt !== null) return;
      const typed = event.type === 'answer.change' && event.typed === true;
      enqueue.raise({ type: typed ? 'attempt.neededSoon' : 'attempt.needed' });
    }),
    sendOnPageAnswer: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'answer.change' || !isAllOnPage(context)) return;
      enqueue.cancel(flushId(event.questionId));
      if (event.typed) {
        enqueue.raise(
          { type: 'answer.flush', questionId: event.questionId },
          { delay: FREE_TEXT_DEBOUNCE_MS, id: flushId(event.questionId) },
        );
      } else {
        enqueue.assign(({ context: latest }) => queueAnswer(latest, event.questionId));
      }
    }),
    flushAnswer: assign(({ context, event }) =>
      event.type === 'answer.flush' && context.dirty.includes(event.questionId)
        ? queueAnswer(context, event.questionId)
        : {},
    ),
    queueCurrent: assign(({ context }) => {
      const question = currentQuestion(context);
      if (!question || isAllOnPage(context) || !context.dirty.includes(question.id)) return {};
      return queueAnswer(context, question.id);
    }),
    queueCheck: assign(({ context }) => {
      const { key, ...queued } = queueAnswer(context, currentId(context), { isCheck: true });
      return { ...queued, checkKey: key, checkResult: null };
    }),
    queueTimedOutQuestion: assign(({ context }) => ({
      ...queueAnswer(context, currentId(context), { isTimeout: true }),
      timedOut: [...context.timedOut, currentId(context)],
    })),
    markCompleted: assign(({ context }) => withCurrentCompleted(context)),
    moveNext: assign(({ context }) => ({
      currentIndex:
        nextNavigableIndex(context.quiz, context.questions, context.currentIndex, context.timedOut) ??
        context.currentIndex,
      checkResult: null,
    })),
    movePrevious: assign(({ context }) => ({
      currentIndex:
        previousNavigableIndex(context.quiz, context.questions, context.currentIndex, context.timedOut) ??
        context.currentIndex,
      checkResult: null,
    })),
    moveTo: assign(({ event }) =>
      event.type === 'question.goTo' ? { currentIndex: event.index, checkResult: null } : {},
    ),
    announceQuestionChange: raise({ type: 'question.changed' }),
    requestFinish: raise({ type: 'quiz.finish' }),
    assignFinishMode: assign(({ event }) => ({
      finishMode:
        event.type === 'time.up'
          ? ('timeout' as const)
          : event.type === 'quiz.finish' && !event.force
            ? ('normal' as const)
            : ('forced' as const),
    })),
    assignCheckResult: assign(({ context, event }) => {
      if (event.type !== 'answer.sent') return {};
      const questionId = event.response.quiz_question?.id ?? currentId(context);
      return {
        ...withResultViewed(context, questionId),
        checkResult: checkResultOf(
          context.questions.find((question) => question.id === questionId),
          questionId,
          event.response,
        ),
        checkKey: null,
      };
    }),
    forgetCheck: assign({ checkKey: null }),
    assignStartedAttempt: assign(({ context, event }) =>
      withStartedAttempt(context, (event as { output?: Attempt }).output ?? null),
    ),
    assignFailure: assign(({ event }) => ({
      error: {
        ...failureMessage((event as { error?: unknown }).error, UNEXPECTED_ERROR_MESSAGE),
        questionId: null,
      },
    })),
    applySentAnswer: enqueueActions(({ context, event, enqueue }) => {
      const output = (event as { output?: AnswerResponse }).output;
      const [item] = context.outbox;
      if (!output || !item) return;
      enqueue.assign({
        ...applyAnswerResponse(context, item.payload.quiz_question_id, output),
        ...dequeueAnswer(context),
      });
      if (output.status_id === ATTEMPT_STATUS.passed) enqueue.emit({ type: 'content.refreshRequested' });
      enqueue.raise({ type: 'answer.sent', key: item.key, response: output });
    }),
    dropRefusedAnswer: enqueueActions(({ context, event, enqueue }) => {
      const [item] = context.outbox;
      if (!item) return;
      const failure = failureMessage((event as { error?: unknown }).error, UNEXPECTED_ERROR_MESSAGE);
      enqueue.assign({
        ...dequeueAnswer(context),
        error: { ...failure, questionId: item.payload.quiz_question_id },
      });
      enqueue.raise({ type: 'answer.rejected', key: item.key });
    }),
    assignFinished: assign(({ context, event }) => {
      const output = (event as { output?: FinishAttemptResponse }).output;
      return { attempt: output?.attempt ?? context.attempt, dirty: [], error: null, failingQuestionIds: [] };
    }),
    assignFinishFailure: assign(({ context, event }) =>
      withFinishFailure(context, (event as { output?: FinishAttemptResponse }).output),
    ),
    notifyFinished: emit(({ context }) => ({ type: 'quiz.finished' as const, attempt: context.attempt })),
    assignCleared: assign(({ context, event }) =>
      clearedContext(context, (event as { output?: Attempt }).output ?? null),
    ),
    tickAttemptTimer: assign(({ context }) => ({
      attemptSecondsLeft:
        context.attemptSecondsLeft === null ? null : tickedSeconds(context.attemptSecondsLeft),
    })),
    assignAttemptTimer: assign(({ event }) => ({
      attemptSecondsLeft: (event as { output?: TimerOutput }).output?.left_time_in_seconds ?? null,
    })),
    tickStopwatch: assign(({ context }) => ({
      attemptSecondsPassed: (context.attemptSecondsPassed ?? 0) + 1,
    })),
    tickQuestionTimer: assign(({ context }) => withCurrentQuestionTick(context)),
    assignQuestionTimer: assign(({ context, event }) => {
      const output = (event as { output?: TimerOutput }).output;
      return output ? withCurrentQuestionSeconds(context, output.left_time_in_seconds) : {};
    }),
    raiseTimeUp: raise({ type: 'time.up' }),
    markOffline: assign({ online: false }),
    markOnline: assign({ online: true }),
    assignAwaitingUploads: assign(({ event }) =>
      event.type === 'uploads.changed' ? withAwaitingUploads(event.questionIds) : {},
    ),
    dismissError: assign({ error: null }),
    assignComment: assign(({ context, event }) =>
      event.type === 'question.commented' ? withComment(context, event.questionId, event.comment) : {},
    ),
  },
}).createMachine({
  id: 'quiz',
  type: 'parallel',
  context: ({ input }) => createQuizContext(input),
  output: ({ context }) => ({ attempt: context.attempt }),
  on: {
    'connection.lost': { actions: 'markOffline' },
    'connection.restored': { actions: 'markOnline' },
    'uploads.changed': { guard: 'hasAwaitingUploadsChanged', actions: 'assignAwaitingUploads' },
    'error.dismiss': { actions: 'dismissError' },
    'answer.flush': { actions: 'flushAnswer' },
  },
  states: {
    flow: {
      initial: 'answering',
      states: {
        answering: {
          on: {
            'answer.change': {
              guard: 'isAnswerAccepted',
              actions: ['assignAnswer', 'requestAttempt', 'sendOnPageAnswer'],
            },
            'question.callout': { actions: 'requestAttempt' },
            'question.commented': { actions: ['assignComment', 'requestAttempt'] },
            'question.next': [
              { guard: 'mustShowResultBeforeMoving', target: 'checking', actions: 'queueCheck' },
              { guard: 'isLastAndCanProceed', actions: ['queueCurrent', 'markCompleted', 'requestFinish'] },
              {
                guard: 'canProceed',
                actions: ['queueCurrent', 'markCompleted', 'moveNext', 'announceQuestionChange'],
              },
            ],
            'question.back': {
              guard: 'canReturnToPrevious',
              actions: ['queueCurrent', 'movePrevious', 'announceQuestionChange'],
            },
            'question.goTo': {
              guard: 'canGoTo',
              actions: ['queueCurrent', 'markCompleted', 'moveTo', 'announceQuestionChange'],
            },
            'quiz.check': { guard: 'canCheck', target: 'checking', actions: 'queueCheck' },
            'quiz.finish': [
              { guard: and(['canFinish', 'hasUncompleted']), target: 'confirmingFinish' },
              { guard: 'canFinish', target: 'finishing', actions: 'assignFinishMode' },
            ],
            'quiz.clear': { guard: 'canClear', target: 'clearing' },
            'time.up': { target: 'finishing', actions: 'assignFinishMode' },
          },
        },
        checking: {
          tags: ['busy'],
          on: {
            'answer.sent': { guard: 'isCheckAnswer', target: 'reviewing', actions: 'assignCheckResult' },
            'answer.rejected': { guard: 'isCheckAnswer', target: 'answering', actions: 'forgetCheck' },
            'time.up': { target: 'finishing', actions: 'assignFinishMode' },
          },
        },
        reviewing: {
          on: {
            'question.next': [
              { guard: 'isLastQuestion', target: 'answering', actions: ['markCompleted', 'requestFinish'] },
              { target: 'answering', actions: ['markCompleted', 'moveNext', 'announceQuestionChange'] },
            ],
            'question.goTo': {
              guard: 'canGoTo',
              target: 'answering',
              actions: ['markCompleted', 'moveTo', 'announceQuestionChange'],
            },
            'quiz.finish': { target: 'answering', actions: 'requestFinish' },
            'time.up': { target: 'finishing', actions: 'assignFinishMode' },
          },
        },
        confirmingFinish: {
          on: {
            'quiz.finish.confirm': { target: 'finishing', actions: assign({ finishMode: 'forced' }) },
            'quiz.finish.cancel': { target: 'answering' },
            'time.up': { target: 'finishing', actions: 'assignFinishMode' },
          },
        },
        finishing: {
          tags: ['busy'],
          initial: 'draining',
          states: {
            draining: {
              // Shown answers (an untouched sorting order) count as answers: they start the attempt they finish.
              entry: 'requestAttemptForShownAnswers',
              always: [
                { guard: 'hasNothingToFinish', target: '#quiz.flow.finished' },
                { guard: and(['hasAttempt', 'isOutboxEmpty']), target: 'sending' },
              ],
              on: { 'attempt.failed': { target: '#quiz.flow.answering' } },
            },
            sending: {
              invoke: {
                id: 'finishAttempt',
                src: 'finishAttempt',
                input: ({ context }) => ({
                  attemptId: context.attempt?.id ?? 0,
                  answers: context.dirty.flatMap((questionId) => {
                    const question = context.questions.find((candidate) => candidate.id === questionId);
                    if (!question) return [];
                    return [
                      answerPayload(question, context.answers[questionId], {
                        isFinish: true,
                        isTimeout: context.finishMode === 'timeout',
                      }),
                    ];
                  }),
                }),
                onDone: [
                  { guard: 'finishSucceeded', target: '#quiz.flow.finished', actions: 'assignFinished' },
                  { target: '#quiz.flow.answering', actions: 'assignFinishFailure' },
                ],
                onError: { target: '#quiz.flow.answering', actions: 'assignFailure' },
              },
            },
          },
        },
        clearing: {
          tags: ['busy'],
          invoke: {
            id: 'clearAttempt',
            src: 'clearAttempt',
            input: ({ context }) => ({ attemptId: context.attempt?.id ?? 0 }),
            onDone: { target: 'answering', actions: ['assignCleared', 'announceQuestionChange'] },
            onError: { target: 'answering', actions: 'assignFailure' },
          },
        },
        finished: { tags: ['finished'], entry: 'notifyFinished' },
      },
    },
    attempt: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'hasAttempt', target: 'active' },
          on: {
            'attempt.needed': { target: 'starting' },
            'attempt.neededSoon': { target: 'waitingToStart' },
          },
        },
        waitingToStart: {
          after: { startAttemptDebounce: { target: 'starting' } },
          on: {
            'attempt.needed': { target: 'starting' },
            'attempt.neededSoon': { target: 'waitingToStart', reenter: true },
          },
        },
        starting: {
          tags: ['busy'],
          invoke: {
            id: 'startAttempt',
            src: 'startAttempt',
            input: ({ context }) => ({ quizId: context.quiz.id }),
            onDone: { target: 'active', actions: 'assignStartedAttempt' },
            onError: [
              { guard: 'isNetworkFailure', target: 'waitingForNetwork' },
              { target: 'idle', actions: ['assignFailure', raise({ type: 'attempt.failed' })] },
            ],
          },
        },
        // Like the outbox: no connection is no refusal; the start is tried again when it comes back.
        waitingForNetwork: {
          after: { outboxRetry: { target: 'starting' } },
          on: { 'connection.restored': { target: 'starting', actions: 'markOnline' } },
        },
        active: {},
      },
    },
    outbox: {
      initial: 'idle',
      states: {
        idle: {
          always: [
            { guard: 'canSend', target: 'sending' },
            { guard: 'hasWaitingAnswers', target: 'waitingForNetwork' },
          ],
        },
        sending: {
          invoke: {
            id: 'sendAnswer',
            src: 'sendAnswer',
            input: ({ context }) => {
              const item = context.outbox[0];
              return {
                attemptId: item?.attemptId ?? context.attempt?.id ?? 0,
                payload: item?.payload ?? { quiz_question_id: 0 },
              } as SendAnswerInput;
            },
            onDone: { target: 'idle', actions: 'applySentAnswer' },
            onError: [
              { guard: 'isNetworkFailure', target: 'waitingForNetwork' },
              { target: 'idle', actions: 'dropRefusedAnswer' },
            ],
          },
        },
        waitingForNetwork: {
          after: { outboxRetry: { target: 'idle' } },
          on: { 'connection.restored': { target: 'idle', actions: 'markOnline' } },
        },
      },
    },
    attemptTimer: {
      initial: 'off',
      states: {
        off: {
          always: [
            { guard: stateIn({ flow: 'finished' }), target: 'stopped' },
            { guard: 'hasAttemptCountdown', target: 'running' },
            { guard: 'hasStopwatch', target: 'countingUp' },
          ],
        },
        countingUp: {
          always: { guard: stateIn({ flow: 'finished' }), target: 'stopped' },
          after: { timerTick: { target: 'countingUp', reenter: true, actions: 'tickStopwatch' } },
        },
        running: {
          always: [
            { guard: stateIn({ flow: 'finished' }), target: 'stopped' },
            { guard: 'isAttemptTimeUp', target: 'expired' },
            { guard: 'hasNoAttempt', target: 'off' },
          ],
          after: { timerTick: { target: 'running', reenter: true, actions: 'tickAttemptTimer' } },
          on: { 'page.visible': { target: 'refreshing' } },
        },
        refreshing: {
          always: { guard: stateIn({ flow: 'finished' }), target: 'stopped' },
          invoke: {
            id: 'fetchAttemptTimer',
            src: 'fetchAttemptTimer',
            input: ({ context }) => ({ attemptId: context.attempt?.id ?? 0 }),
            onDone: { target: 'running', actions: 'assignAttemptTimer' },
            onError: { target: 'running' },
          },
        },
        expired: {
          entry: 'raiseTimeUp',
          always: { guard: stateIn({ flow: 'finished' }), target: 'stopped' },
        },
        stopped: {},
      },
    },
    questionTimer: {
      initial: 'off',
      states: {
        off: {
          always: [
            { guard: stateIn({ flow: 'finished' }), target: 'stopped' },
            { guard: 'hasQuestionCountdown', target: 'starting' },
          ],
        },
        starting: {
          always: [
            { guard: stateIn({ flow: 'finished' }), target: 'stopped' },
            { guard: 'hasNoAttempt', target: 'running' },
          ],
          invoke: {
            id: 'startQuestionTimer',
            src: 'startQuestionTimer',
            input: ({ context }) => ({ attemptId: context.attempt?.id ?? 0, questionId: currentId(context) }),
            onDone: { target: 'running', actions: 'assignQuestionTimer' },
            onError: { target: 'running', actions: 'assignFailure' },
          },
        },
        running: {
          always: [
            { guard: stateIn({ flow: 'finished' }), target: 'stopped' },
            {
              guard: and(['isQuestionTimeUp', 'isLastQuestion']),
              target: 'off',
              actions: ['queueTimedOutQuestion', 'raiseTimeUp'],
            },
            { guard: 'isQuestionTimeUp', target: 'off', actions: 'queueTimedOutQuestion' },
          ],
          after: { timerTick: { target: 'running', reenter: true, actions: 'tickQuestionTimer' } },
          on: { 'question.changed': { target: 'off' }, 'time.up': { target: 'off' } },
        },
        stopped: {},
      },
    },
  },
});

import { assign, emit, fromPromise, setup } from 'xstate';
import { ATTEMPT_STATUS, type Attempt, type AttemptReview, type Question, type Quiz } from '../api/quiz.ts';
import { nextFinalizeFlag } from './finalize-flag.ts';
import { failureMessage } from './outbox.ts';
import { provideMe } from './provide-me.ts';
import { UNEXPECTED_ERROR_MESSAGE } from './quiz.constants.ts';
import { quizAccess } from './quiz-access.ts';
import { isCountdownOver } from './quiz-deadline.ts';
import {
  ACCESS_COUNTDOWN_TICK_MS,
  ATTEMPT_COMMENTABLE_TYPE,
  QUIZ_PAGE_URL_PARAMS,
  RELOAD_BUTTON_LEAD_SECONDS,
  SECTION_REFRESH_DELAY_MS,
} from './quiz-page.constants.ts';
import type {
  FinishExpiredAttemptInput,
  LoadAttemptReviewInput,
  LoadQuestionsInput,
  LoadQuizInput,
  PageStartAttemptInput,
  QuizPageContext,
  QuizPageEmitted,
  QuizPageEvent,
  QuizPageInput,
} from './quiz-page.types.ts';
import { showsPreviewFirst, startButton } from './start-button.ts';

const accessOf = (context: QuizPageContext) =>
  context.quiz ? quizAccess(context.quiz, context.now) : ({ kind: 'open' } as const);
const isRunning = (attempt: Attempt | null) => attempt?.status_id === ATTEMPT_STATUS.inProgress;
const canStart = (context: QuizPageContext) =>
  context.quiz !== null &&
  context.isAuthenticated &&
  !context.quiz.is_run_out_of_attempts &&
  startButton(context.quiz, context.attempt, accessOf(context).kind === 'open', context.finalize).visible;
/** The context a loaded quiz gives: its latest attempt (else `fallback`), finalize flag and countdown. */
function quizAssignment(context: QuizPageContext, quiz: Quiz | null, fallback: Attempt | null) {
  const attempt = quiz?.attempt ?? quiz?.attempts.at(-1) ?? fallback;
  const access = quiz ? quizAccess(quiz, context.now) : null;
  return {
    quiz,
    attempt,
    finalize: nextFinalizeFlag(null, attempt?.status_id ?? null, quiz?.finalize ?? false),
    secondsUntilOpen: access?.kind === 'blocked' ? access.secondsUntilOpen : 0,
    error: null,
  };
}
const errorOf = (event: unknown) =>
  failureMessage((event as { error?: unknown }).error, UNEXPECTED_ERROR_MESSAGE).message;

/** The quiz page (spec 3 §4): access, preview, start, attempt, result, statuses and URL parameters. */
export const quizPageMachine = setup({
  types: {
    context: {} as QuizPageContext,
    events: {} as QuizPageEvent,
    input: {} as QuizPageInput,
    emitted: {} as QuizPageEmitted,
  },
  actors: {
    loadQuiz: fromPromise<Quiz, LoadQuizInput>(provideMe('loadQuiz')),
    startAttempt: fromPromise<Attempt, PageStartAttemptInput>(provideMe('startAttempt')),
    loadQuestions: fromPromise<Question[], LoadQuestionsInput>(provideMe('loadQuestions')),
    loadAttemptReview: fromPromise<AttemptReview, LoadAttemptReviewInput>(provideMe('loadAttemptReview')),
    finishExpiredAttempt: fromPromise<Attempt, FinishExpiredAttemptInput>(provideMe('finishExpiredAttempt')),
  },
  delays: {
    countdownTick: ACCESS_COUNTDOWN_TICK_MS,
    sectionRefresh: SECTION_REFRESH_DELAY_MS,
  },
  guards: {
    isClosed: ({ context }) => accessOf(context).kind === 'closed',
    isBlocked: ({ context }) => accessOf(context).kind === 'blocked',
    isReloadDue: ({ context }) => context.secondsUntilOpen <= RELOAD_BUTTON_LEAD_SECONDS,
    isTimeOver: ({ context }) =>
      isRunning(context.attempt) && isCountdownOver(context.attempt?.left_time_in_seconds),
    wantsResult: ({ context }) => context.urlParams.quizAttemptId != null,
    isAttemptRunning: ({ context }) => isRunning(context.attempt),
    wantsStart: ({ context }) => context.urlParams.startQuizId === context.quizId && canStart(context),
    showsPreviewFirst: ({ context }) =>
      context.quiz !== null && showsPreviewFirst(context.quiz, context.attempt),
    canStart: ({ context }) => canStart(context),
    hasResultRequest: ({ context }) => context.reviewAttemptId !== null,
  },
  actions: {
    assignQuiz: assign(({ context, event }) =>
      quizAssignment(context, (event as { output?: Quiz }).output ?? null, null),
    ),
    /** The quiz read again after a finish; an answer without attempts keeps the finished one. */
    assignReloadedQuiz: assign(({ context, event }) =>
      quizAssignment(context, (event as { output?: Quiz }).output ?? context.quiz, context.attempt),
    ),
    tickCountdown: assign(({ context }) => ({
      secondsUntilOpen: context.secondsUntilOpen - 1,
      now: context.now + ACCESS_COUNTDOWN_TICK_MS,
    })),
    assignStartedAttempt: assign(({ context, event }) => {
      const attempt = (event as { output?: Attempt }).output ?? null;
      return {
        attempt,
        finalize: nextFinalizeFlag(
          context.attempt?.status_id ?? null,
          attempt?.status_id ?? null,
          context.finalize,
        ),
        error: null,
      };
    }),
    assignQuestions: assign(({ event }) => ({ questions: (event as { output?: Question[] }).output ?? [] })),
    assignFinishedAttempt: assign(({ context, event }) => {
      const attempt =
        event.type === 'attempt.finished' ? event.attempt : ((event as { output?: Attempt }).output ?? null);
      return {
        attempt: attempt ?? context.attempt,
        finalize: nextFinalizeFlag(
          context.attempt?.status_id ?? null,
          attempt?.status_id ?? null,
          context.finalize,
        ),
        questions: [],
      };
    }),
    /** After a finish the page opens the finished attempt's result when the quiz shows results. */
    requestFinishedResult: assign(({ context, event }) => {
      const attempt = event.type === 'attempt.finished' ? event.attempt : null;
      return { reviewAttemptId: attempt && context.quiz?.result_attempt.is_show ? attempt.id : null };
    }),
    assignError: assign(({ event }) => ({ error: errorOf(event) })),
    takeResultRequest: assign(({ context, event }) => ({
      reviewAttemptId:
        event.type === 'result.open' ? event.attemptId : (context.urlParams.quizAttemptId ?? null),
      urlParams: { ...context.urlParams, quizAttemptId: null },
    })),
    notifyResultParamConsumed: emit({ type: 'url.consumed', params: [QUIZ_PAGE_URL_PARAMS.attempt] }),
    takeStartRequest: assign(({ context }) => ({ urlParams: { ...context.urlParams, startQuizId: null } })),
    notifyStartParamConsumed: emit({ type: 'url.consumed', params: [QUIZ_PAGE_URL_PARAMS.start] }),
    assignReview: assign(({ event }) => ({ review: (event as { output?: AttemptReview }).output ?? null })),
    closeReview: assign({ review: null, reviewAttemptId: null }),
    assignUrlParams: assign(({ context, event }) => {
      if (event.type !== 'url.changed') return {};
      const comment = event.params.comment;
      const commentTarget =
        comment && comment.commentableType === ATTEMPT_COMMENTABLE_TYPE
          ? { commentableId: comment.commentableId, commentId: comment.commentId }
          : context.commentTarget;
      return { urlParams: { ...context.urlParams, ...event.params, comment: null }, commentTarget };
    }),
    notifyCommentParamsConsumed: emit({
      type: 'url.consumed',
      params: [
        QUIZ_PAGE_URL_PARAMS.commentableType,
        QUIZ_PAGE_URL_PARAMS.commentableId,
        QUIZ_PAGE_URL_PARAMS.comment,
      ],
    }),
    forgetCommentTarget: assign({ commentTarget: null }),
    notifySectionRefresh: emit({ type: 'section.refreshRequested' }),
  },
}).createMachine({
  id: 'quizPage',
  context: ({ input }) => {
    const comment = input.urlParams?.comment;
    return {
      quizId: input.quizId,
      isAuthenticated: input.isAuthenticated,
      quiz: null,
      attempt: null,
      questions: [],
      finalize: false,
      secondsUntilOpen: 0,
      now: input.now,
      review: null,
      reviewAttemptId: null,
      commentTarget:
        comment && comment.commentableType === ATTEMPT_COMMENTABLE_TYPE
          ? { commentableId: comment.commentableId, commentId: comment.commentId }
          : null,
      urlParams: { ...input.urlParams, comment: null },
      error: null,
    };
  },
  initial: 'loading',
  on: {
    'url.changed': { actions: ['assignUrlParams', 'notifyCommentParamsConsumed'] },
    'comment.scrolled': { actions: 'forgetCommentTarget' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadQuiz',
        src: 'loadQuiz',
        input: ({ context }) => ({ quizId: context.quizId }),
        onDone: { target: 'routing', actions: 'assignQuiz' },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    routing: {
      always: [
        { guard: 'isClosed', target: 'closed' },
        { guard: 'isBlocked', target: 'blocked' },
        { guard: 'isTimeOver', target: 'expiring' },
        {
          guard: 'wantsResult',
          target: 'openingResult',
          actions: ['takeResultRequest', 'notifyResultParamConsumed'],
        },
        { guard: 'isAttemptRunning', target: 'loadingQuestions' },
        {
          guard: 'wantsStart',
          target: 'starting',
          actions: ['takeStartRequest', 'notifyStartParamConsumed'],
        },
        { guard: 'showsPreviewFirst', target: 'preview' },
        { guard: 'canStart', target: 'loadingQuestions' },
        { target: 'preview' },
      ],
    },
    blocked: {
      initial: 'counting',
      states: {
        counting: {
          always: { guard: 'isReloadDue', target: 'reloadable' },
          after: { countdownTick: { target: 'counting', reenter: true, actions: 'tickCountdown' } },
        },
        reloadable: {
          after: { countdownTick: { target: 'reloadable', reenter: true, actions: 'tickCountdown' } },
          on: { 'quiz.reload': { target: '#quizPage.loading' } },
        },
      },
    },
    closed: {},
    failed: { on: { 'quiz.reload': { target: 'loading' } } },
    preview: {
      on: {
        'quiz.start': { guard: 'canStart', target: 'starting' },
        'result.open': { target: 'openingResult', actions: 'takeResultRequest' },
        'url.changed': { target: 'routing', actions: ['assignUrlParams', 'notifyCommentParamsConsumed'] },
      },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'startAttempt',
        src: 'startAttempt',
        input: ({ context }) => ({ quizId: context.quizId }),
        onDone: { target: 'loadingQuestions', actions: 'assignStartedAttempt' },
        onError: { target: 'preview', actions: 'assignError' },
      },
    },
    loadingQuestions: {
      tags: ['busy'],
      invoke: {
        id: 'loadQuestions',
        src: 'loadQuestions',
        input: ({ context }) => ({ quizId: context.quizId, attemptId: context.attempt?.id ?? 0 }),
        onDone: { target: 'attempting', actions: 'assignQuestions' },
        onError: { target: 'preview', actions: 'assignError' },
      },
    },
    attempting: {
      on: {
        'attempt.finished': {
          target: 'refreshingSection',
          actions: ['assignFinishedAttempt', 'requestFinishedResult'],
        },
      },
    },
    // A finish changes the quiz (attempts left, status, can_start_attempt): 300 ms later the section is
    // refreshed and the quiz read again, then the finished attempt's result opens when the quiz shows it.
    refreshingSection: {
      after: { sectionRefresh: { target: 'reloadingQuiz', actions: 'notifySectionRefresh' } },
    },
    reloadingQuiz: {
      tags: ['busy'],
      invoke: {
        id: 'reloadQuiz',
        src: 'loadQuiz',
        input: ({ context }) => ({ quizId: context.quizId }),
        onDone: [
          { guard: 'hasResultRequest', target: 'openingResult', actions: 'assignReloadedQuiz' },
          { target: 'preview', actions: 'assignReloadedQuiz' },
        ],
        onError: { target: 'preview', actions: ['assignError', 'closeReview'] },
      },
    },
    expiring: {
      tags: ['busy'],
      invoke: {
        id: 'finishExpiredAttempt',
        src: 'finishExpiredAttempt',
        input: ({ context }) => ({ attemptId: context.attempt?.id ?? 0 }),
        onDone: { target: 'reloadingQuiz', actions: 'assignFinishedAttempt' },
        onError: { target: 'preview', actions: 'assignError' },
      },
    },
    openingResult: {
      tags: ['busy'],
      invoke: {
        id: 'loadAttemptReview',
        src: 'loadAttemptReview',
        input: ({ context }) => ({ quizId: context.quizId, attemptId: context.reviewAttemptId ?? 0 }),
        onDone: { target: 'result', actions: 'assignReview' },
        onError: { target: 'preview', actions: 'assignError' },
      },
    },
    result: {
      on: { 'result.close': { target: 'preview', actions: 'closeReview' } },
    },
  },
});

import type { SnapshotFrom } from 'xstate';
import type { Attempt, AttemptReview, Question, Quiz } from '../api/quiz.ts';
import { type AttemptStatusMessage, attemptStatusMessage } from './attempt-status-message.ts';
import { quizAccess } from './quiz-access.ts';
import type { quizPageMachine } from './quiz-page.machine.ts';
import type { CommentTarget } from './quiz-page.types.ts';
import { type StartButton, startButton } from './start-button.ts';

/** A running quiz page's snapshot. */
export type QuizPageSnapshot = SnapshotFrom<typeof quizPageMachine>;

/** Which screen the quiz page shows. */
export type QuizPageScreen = 'loading' | 'failed' | 'blocked' | 'closed' | 'preview' | 'attempt' | 'result';

/** What the quiz page needs. */
export interface QuizPageView {
  screen: QuizPageScreen;
  quiz: Quiz | null;
  attempt: Attempt | null;
  /** Questions of the running attempt (bind the quiz flow with them). */
  questions: Question[];
  /** The preview's status message. */
  statusMessage: AttemptStatusMessage | null;
  startButton: StartButton;
  /** Seconds until a blocked quiz opens. */
  secondsUntilOpen: number | null;
  /** The reload button of a blocked quiz (about 3 s before it opens). */
  showsReloadButton: boolean;
  /** The red alert when no attempts are left: the quiz's text, or null for the default 'cannot retry'. */
  outOfAttempts: { text: string | null } | null;
  /** A visitor: access denied with a login offer. */
  asksToLogIn: boolean;
  review: AttemptReview | null;
  commentTarget: CommentTarget | null;
  isBusy: boolean;
  error: string | null;
}

const HIDDEN_BUTTON: StartButton = { visible: false, label: 'start', text: null };

function screenOf(snapshot: QuizPageSnapshot): QuizPageScreen {
  if (snapshot.matches('blocked')) return 'blocked';
  if (snapshot.matches('closed')) return 'closed';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('attempting')) return 'attempt';
  if (snapshot.matches('result')) return 'result';
  if (snapshot.matches('preview') || snapshot.matches('refreshingSection')) return 'preview';
  return snapshot.context.quiz ? 'preview' : 'loading';
}

/** Turns a quiz page snapshot into what the page shows. */
export function selectQuizPageView(snapshot: QuizPageSnapshot): QuizPageView {
  const { context } = snapshot;
  const { quiz, attempt } = context;
  const screen = screenOf(snapshot);
  const accessible = quiz ? quizAccess(quiz, context.now).kind === 'open' : false;
  const button =
    quiz && context.isAuthenticated && !quiz.is_run_out_of_attempts
      ? startButton(quiz, attempt, accessible, context.finalize)
      : HIDDEN_BUTTON;
  return {
    screen,
    quiz,
    attempt,
    questions: context.questions,
    statusMessage: quiz ? attemptStatusMessage(quiz, attempt) : null,
    startButton: screen === 'preview' ? button : HIDDEN_BUTTON,
    secondsUntilOpen: screen === 'blocked' ? Math.max(0, context.secondsUntilOpen) : null,
    showsReloadButton: snapshot.matches({ blocked: 'reloadable' }),
    outOfAttempts: quiz?.is_run_out_of_attempts ? { text: quiz.attempt_limit_text ?? null } : null,
    asksToLogIn: !context.isAuthenticated,
    review: context.review,
    commentTarget: context.commentTarget,
    isBusy: snapshot.hasTag('busy'),
    error: context.error,
  };
}

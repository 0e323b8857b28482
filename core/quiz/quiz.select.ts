import type { SnapshotFrom } from 'xstate';
import type { Question } from '../api/quiz.ts';
import { isQuestionMovable, isQuestionReadOnly, previousNavigableIndex } from './question-navigation.ts';
import type { quizMachine } from './quiz.machine.ts';
import type { CheckResult, QuizError } from './quiz.types.ts';
import {
  canProceed,
  currentQuestion,
  isAllOnPage,
  isQuestionBlocking,
  isUploading,
  uncompletedQuestions,
} from './quiz-readiness.ts';
import {
  canClearAnswers,
  canFinishFromAnyQuestion,
  canReturnToPrevious,
  numbersQuestions,
  showsQuestionNavigation,
  showsResultOnCheck,
} from './quiz-settings.ts';

/** A running quiz flow's snapshot. */
export type QuizSnapshot = SnapshotFrom<typeof quizMachine>;

/** Where the flow is. */
export type QuizPhase =
  | 'answering'
  | 'checking'
  | 'reviewing'
  | 'confirmingFinish'
  | 'finishing'
  | 'clearing'
  | 'finished';

/** One entry of the navigation list. */
export interface QuizNavigationItem {
  index: number;
  questionId: number;
  /** The number shown when questions are numbered, else null. */
  number: number | null;
  current: boolean;
  completed: boolean;
  /** Can be clicked (spec 3 §4 movable rule). */
  movable: boolean;
  readOnly: boolean;
  timedOut: boolean;
  /** Named by an unsuccessful finish. */
  failing: boolean;
  /** Required and not answered yet. */
  invalid: boolean;
}

/** What the quiz screen needs. */
export interface QuizView {
  phase: QuizPhase;
  /** Separately (one by one) or all on one page. */
  display: 'separately' | 'all';
  currentIndex: number;
  currentQuestion: Question | null;
  /** The current question takes no more input. */
  isCurrentReadOnly: boolean;
  navigation: QuizNavigationItem[];
  /** The navigation list shows question numbers (navigation_type_id 1). */
  showsQuestionNumbers: boolean;
  canGoNext: boolean;
  canGoBack: boolean;
  canCheck: boolean;
  canFinish: boolean;
  canClear: boolean;
  /** Back is offered: one by one, going back allowed, past the first question. */
  showsBack: boolean;
  /** Clear is offered (the quiz allows clearing). */
  showsClear: boolean;
  /** Check is offered: one by one, the quiz shows a result on check, not while one is shown. */
  showsCheck: boolean;
  /** Next is offered (one by one, unless the last question offers Finish instead). */
  showsNext: boolean;
  /** Next on the last question finishes (named so). */
  isNextLast: boolean;
  /** Finish is offered here: on every question when the quiz allows it, else on the last; always all on a page. */
  showsFinish: boolean;
  /** Finish is the main action here (all on a page, or the last question). */
  isFinishPrimary: boolean;
  /** Questions that have no answer yet, for the finish confirmation. */
  uncompletedCount: number;
  isFinishConfirmOpen: boolean;
  /** The status banner after a check. */
  statusBanner: CheckResult | null;
  attemptSecondsLeft: number | null;
  /** Seconds the attempt has run, for a stopwatch quiz. */
  attemptSecondsPassed: number | null;
  /** Seconds left of the current question's timer, when it has one. */
  questionSecondsLeft: number | null;
  /** Answers queued and not yet stored by the server. */
  answersWaiting: number;
  isOffline: boolean;
  isStartingAttempt: boolean;
  isBusy: boolean;
  /** Warn before leaving the page (all on page, attempt running). */
  warnOnLeave: boolean;
  error: QuizError | null;
}

const PHASES: QuizPhase[] = [
  'answering',
  'checking',
  'reviewing',
  'confirmingFinish',
  'finishing',
  'clearing',
  'finished',
];

/** The phase of the flow region. */
export function selectPhase(snapshot: QuizSnapshot): QuizPhase {
  return PHASES.find((phase) => snapshot.matches({ flow: phase })) ?? 'answering';
}

/** Turns a quiz flow snapshot into what the quiz screen shows. */
export function selectQuizView(snapshot: QuizSnapshot): QuizView {
  const { context } = snapshot;
  const phase = selectPhase(snapshot);
  const question = currentQuestion(context) ?? null;
  const answering = phase === 'answering';
  const allOnPage = isAllOnPage(context);
  const numbered = numbersQuestions(context.quiz);
  const ready = canProceed(context);
  const isLast = !allOnPage && context.currentIndex >= context.questions.length - 1;
  const finishAnywhere = allOnPage || canFinishFromAnyQuestion(context.quiz);
  return {
    phase,
    display: allOnPage ? 'all' : 'separately',
    currentIndex: context.currentIndex,
    currentQuestion: question,
    isCurrentReadOnly: question
      ? isQuestionReadOnly(context.quiz, question, context.timedOut) || !answering
      : true,
    navigation: context.questions.map((item, index) => ({
      index,
      questionId: item.id,
      number: numbered ? index + 1 : null,
      current: index === context.currentIndex,
      completed: item.completed,
      movable: allOnPage || isQuestionMovable(context.quiz, item),
      readOnly: isQuestionReadOnly(context.quiz, item, context.timedOut),
      timedOut: context.timedOut.includes(item.id),
      failing: context.failingQuestionIds.includes(item.id),
      invalid: isQuestionBlocking(context, item),
    })),
    showsQuestionNumbers: showsQuestionNavigation(context.quiz),
    canGoNext: (answering || phase === 'reviewing') && (phase === 'reviewing' || ready),
    canGoBack:
      answering &&
      canReturnToPrevious(context.quiz) &&
      previousNavigableIndex(context.quiz, context.questions, context.currentIndex, context.timedOut) !==
        null,
    canCheck: snapshot.can({ type: 'quiz.check' }),
    canFinish: (answering || phase === 'reviewing') && snapshot.can({ type: 'quiz.finish' }),
    canClear: snapshot.can({ type: 'quiz.clear' }),
    showsBack: !allOnPage && canReturnToPrevious(context.quiz) && context.currentIndex > 0,
    showsClear: canClearAnswers(context.quiz),
    showsCheck: !allOnPage && showsResultOnCheck(context.quiz) && phase !== 'reviewing',
    showsNext: !allOnPage && !(isLast && finishAnywhere),
    isNextLast: isLast,
    showsFinish: finishAnywhere,
    isFinishPrimary: allOnPage || isLast,
    uncompletedCount: uncompletedQuestions(context).length,
    isFinishConfirmOpen: phase === 'confirmingFinish',
    statusBanner: context.checkResult,
    attemptSecondsLeft: context.attemptSecondsLeft,
    attemptSecondsPassed: context.attemptSecondsPassed,
    questionSecondsLeft: question ? (context.questionSecondsLeft[question.id] ?? null) : null,
    answersWaiting: context.outbox.length,
    isOffline: !context.online,
    isStartingAttempt:
      snapshot.matches({ attempt: 'starting' }) || snapshot.matches({ attempt: 'waitingToStart' }),
    isBusy: snapshot.hasTag('busy'),
    warnOnLeave: allOnPage && context.attempt !== null && phase !== 'finished',
    error: context.error,
  };
}

/** Whether a question's input is disabled (read-only, timed out, or the flow is not answering). */
export function selectIsQuestionDisabled(snapshot: QuizSnapshot, questionId: number): boolean {
  const question = snapshot.context.questions.find((candidate) => candidate.id === questionId);
  if (!question) return true;
  return (
    isQuestionReadOnly(snapshot.context.quiz, question, snapshot.context.timedOut) ||
    selectPhase(snapshot) !== 'answering'
  );
}

/** Whether a question has uploads running. */
export function selectIsUploading(snapshot: QuizSnapshot, questionId: number): boolean {
  return isUploading(snapshot.context, questionId);
}

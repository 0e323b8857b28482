import { QUIZ_TIMER_TYPE } from '../api/quiz.ts';
import { QUIZ_DEADLINE_GRACE_SECONDS } from './quiz.constants.ts';

// The deadline rule (spec 3 §4 Timer, spec 2 §4 "On time up"), one copy for the server's checks and the page's timers.

const MS_PER_SECOND = 1000;

/** A quiz's attempt timer (spec 3 §3 options.timer_duration and options.timer_type.id). */
export interface QuizTimerSettings {
  /** Seconds the attempt's timer runs; null or absent when the quiz is untimed. */
  timerDuration: number | null | undefined;
  /** 1 counts down to a deadline, 2 is a stopwatch that only counts up. */
  timerTypeId: number | null | undefined;
}

/** Seconds an attempt's countdown runs; null for an untimed quiz or a stopwatch. */
export function attemptCountdownSeconds(timer: QuizTimerSettings): number | null {
  if (timer.timerTypeId === QUIZ_TIMER_TYPE.stopwatch) return null;
  return timer.timerDuration ?? null;
}

/** The deadline_at an attempt stores when it starts: its start plus the countdown; null without one. */
export function attemptTimerDeadline(timer: QuizTimerSettings, startedAt: Date): Date | null {
  const seconds = attemptCountdownSeconds(timer);
  return seconds === null ? null : new Date(startedAt.getTime() + seconds * MS_PER_SECOND);
}

/** When an attempt's answers stop counting (grace aside): its stored deadline_at, or the quiz's closing if sooner. */
export function attemptDeadline(
  quiz: { closesAt: Date | null },
  attempt: { deadlineAt: Date | null },
): Date | null {
  if (!quiz.closesAt) return attempt.deadlineAt;
  if (!attempt.deadlineAt) return quiz.closesAt;
  return attempt.deadlineAt < quiz.closesAt ? attempt.deadlineAt : quiz.closesAt;
}

/** The deadline of a timed question once its timer started; null when untimed or not started. */
export function questionDeadline(
  question: { timer_duration?: number | null },
  timerStartedAt: Date | null | undefined,
): Date | null {
  if (!question.timer_duration || !timerStartedAt) return null;
  return new Date(timerStartedAt.getTime() + question.timer_duration * MS_PER_SECOND);
}

/** Whether an answer made at `now` still counts: no deadline, or not later than the deadline plus the grace. */
export function isWithinDeadline(deadline: Date | null, now: Date): boolean {
  return (
    deadline === null || now.getTime() <= deadline.getTime() + QUIZ_DEADLINE_GRACE_SECONDS * MS_PER_SECOND
  );
}

/** Deadlines before this moment have run out, grace included (what the server's sweep looks for). */
export function expiredDeadlineCutoff(now: Date): Date {
  return new Date(now.getTime() - QUIZ_DEADLINE_GRACE_SECONDS * MS_PER_SECOND);
}

/** Whether the deadline itself (grace aside) has come. */
export function isPastDeadline(deadline: Date | null, now: Date): boolean {
  return deadline !== null && now >= deadline;
}

/**
 * Whether a finish counts as time up: the deadline has come, or the page's own timer ran out
 * (`timeUpReported`) within the grace before it, since the page's clock may run that much ahead.
 */
export function isTimeUpFinish(deadline: Date | null, now: Date, timeUpReported: boolean): boolean {
  if (deadline === null) return false;
  if (now >= deadline) return true;
  return timeUpReported && deadline.getTime() - now.getTime() <= QUIZ_DEADLINE_GRACE_SECONDS * MS_PER_SECOND;
}

/** When an attempt finished: a timed-out attempt at its deadline if that has passed, else now. */
export function finishedAtOf(deadline: Date | null, now: Date, timedOut: boolean): Date {
  return timedOut && deadline && deadline < now ? deadline : now;
}

/** Whole seconds left before a deadline, never negative; null without a deadline. */
export function secondsLeft(deadline: Date, now: Date): number;
export function secondsLeft(deadline: Date | null, now: Date): number | null;
export function secondsLeft(deadline: Date | null, now: Date): number | null {
  if (!deadline) return null;
  return Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / MS_PER_SECOND));
}

/** Seconds left of a timed question: to its deadline once its timer started, else its whole duration; null when untimed. */
export function questionSecondsLeft(
  question: { timer_duration?: number | null },
  timerStartedAt: Date | null | undefined,
  now: Date,
): number | null {
  if (!question.timer_duration) return null;
  return secondsLeft(questionDeadline(question, timerStartedAt), now) ?? question.timer_duration;
}

/** The attempt countdown the page starts from: the server's left_time_in_seconds, else the whole countdown; null without one. */
export function startingAttemptSeconds(
  timer: QuizTimerSettings,
  leftTimeInSeconds: number | null | undefined,
): number | null {
  if (timer.timerTypeId === QUIZ_TIMER_TYPE.stopwatch) return null;
  return leftTimeInSeconds ?? attemptCountdownSeconds(timer);
}

/** A question's countdown the page starts from: the server's left_time_in_seconds, else its whole duration; null when untimed. */
export function startingQuestionSeconds(question: {
  timer?: boolean | null;
  timer_duration?: number | null;
  left_time_in_seconds?: number | null;
}): number | null {
  if (!question.timer) return null;
  return question.left_time_in_seconds ?? question.timer_duration ?? null;
}

/** The page's countdown one tick (TIMER_TICK_MS) later. */
export function tickedSeconds(seconds: number): number {
  return seconds - 1;
}

/** Whether the page's countdown has run out (spec 3 §4 Timer: zero or less); null is no countdown. */
export function isCountdownOver(seconds: number | null | undefined): boolean {
  return seconds != null && seconds <= 0;
}

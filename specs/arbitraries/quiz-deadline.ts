import fc from 'fast-check';
import { QUIZ_TIMER_TYPE } from '../../core/api/quiz.ts';
import type { QuizTimerSettings } from '../../core/quiz/index.ts';

const FIRST_MOMENT = Date.UTC(2020, 0, 1);
const LAST_MOMENT = Date.UTC(2035, 0, 1);
const FOUR_HOURS_S = 4 * 3600;

/** A moment on the server's clock, to the millisecond. */
export const momentArb: fc.Arbitrary<Date> = fc
  .integer({ min: FIRST_MOMENT, max: LAST_MOMENT })
  .map((ms) => new Date(ms));

/** A deadline, or none. */
export const deadlineArb: fc.Arbitrary<Date | null> = fc.option(momentArb, { nil: null });

/** Milliseconds between two moments, either way, up to a few hours. */
export const offsetMsArb = fc.integer({ min: -FOUR_HOURS_S * 1000, max: FOUR_HOURS_S * 1000 });

/** Milliseconds that have passed since something started, up to a few hours. */
export const elapsedMsArb = fc.integer({ min: 0, max: FOUR_HOURS_S * 1000 });

/** Seconds a timer (an attempt's or a question's) runs, as authoring allows: positive. */
export const timerSecondsArb = fc.integer({ min: 1, max: FOUR_HOURS_S });

/** A quiz that counts an attempt down. */
export const countdownTimerArb: fc.Arbitrary<QuizTimerSettings> = timerSecondsArb.map((seconds) => ({
  timerDuration: seconds,
  timerTypeId: QUIZ_TIMER_TYPE.countdown,
}));

/** A quiz without a countdown: a stopwatch, or no timer at all. */
export const noCountdownTimerArb: fc.Arbitrary<QuizTimerSettings> = fc.oneof(
  fc.option(timerSecondsArb, { nil: null }).map((seconds) => ({
    timerDuration: seconds,
    timerTypeId: QUIZ_TIMER_TYPE.stopwatch,
  })),
  fc.constantFrom(QUIZ_TIMER_TYPE.countdown, QUIZ_TIMER_TYPE.stopwatch, null, undefined).map((id) => ({
    timerDuration: null,
    timerTypeId: id,
  })),
);

/** Any quiz timer settings. */
export const quizTimerArb: fc.Arbitrary<QuizTimerSettings> = fc.oneof(countdownTimerArb, noCountdownTimerArb);

/** The same settings as a quiz's options (spec 3 §3), the shape the page reads. */
export function quizOptionsOf(timer: QuizTimerSettings) {
  return {
    timer_duration: timer.timerDuration ?? null,
    timer_type: timer.timerTypeId == null ? null : { id: timer.timerTypeId },
  };
}

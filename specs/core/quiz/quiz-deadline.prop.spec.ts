import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attemptDeadline,
  attemptTimerDeadline,
  expiredDeadlineCutoff,
  finishedAtOf,
  isCountdownOver,
  isPastDeadline,
  isTimeUpFinish,
  isWithinDeadline,
  QUIZ_DEADLINE_GRACE_SECONDS,
  questionDeadline,
  questionSecondsLeft,
  secondsLeft,
  tickedSeconds,
} from '../../../core/quiz/index.ts';
import { attemptSeconds, initialQuestionSeconds } from '../../../core/quiz/quiz-context.ts';
import { makeQuestion } from '../../arbitraries/quiz.ts';
import {
  countdownTimerArb,
  deadlineArb,
  elapsedMsArb,
  momentArb,
  noCountdownTimerArb,
  offsetMsArb,
  quizOptionsOf,
  quizTimerArb,
  timerSecondsArb,
} from '../../arbitraries/quiz-deadline.ts';
import { makeAttempt, makeQuiz } from './quiz-flow.fixtures.ts';

const GRACE_MS = QUIZ_DEADLINE_GRACE_SECONDS * 1000;
const later = (moment: Date, ms: number) => new Date(moment.getTime() + ms);

/** The page's countdown after `ticks` ticks of its timer. */
function ticked(seconds: number, ticks: number): number {
  let left = seconds;
  for (let tick = 0; tick < ticks; tick += 1) left = tickedSeconds(left);
  return left;
}

/** A running attempt on the server: started at a moment, maybe in a quiz that closes some time around then. */
const runningAttemptArb = fc.record({
  timer: countdownTimerArb,
  startedAt: momentArb,
  closesInMs: fc.option(offsetMsArb, { nil: null }),
  elapsedMs: elapsedMsArb,
});
type RunningAttempt = typeof runningAttemptArb extends fc.Arbitrary<infer A> ? A : never;

/** The deadline the server keeps for that attempt. */
function deadlineOf(attempt: RunningAttempt): Date | null {
  const closesAt = attempt.closesInMs === null ? null : later(attempt.startedAt, attempt.closesInMs);
  return attemptDeadline(
    { closesAt },
    { deadlineAt: attemptTimerDeadline(attempt.timer, attempt.startedAt) },
  );
}

describe('seconds left', () => {
  it('are never negative, and whole', () => {
    fc.assert(
      fc.property(momentArb, momentArb, (deadline, now) => {
        const left = secondsLeft(deadline, now);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(left)).toBe(true);
      }),
    );
  });

  it('never promise more time than is left, and miss less than a second of it', () => {
    fc.assert(
      fc.property(momentArb, offsetMsArb, (now, offsetMs) => {
        const left = secondsLeft(later(now, offsetMs), now) * 1000;
        expect(left).toBeLessThanOrEqual(Math.max(0, offsetMs));
        expect(left).toBeGreaterThan(offsetMs - 1000);
      }),
    );
  });

  it('of a running attempt never exceed its timer, closing date or not', () => {
    fc.assert(
      fc.property(runningAttemptArb, (attempt) => {
        const left = secondsLeft(deadlineOf(attempt), later(attempt.startedAt, attempt.elapsedMs));
        expect(left).not.toBeNull();
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(attempt.timer.timerDuration!);
      }),
    );
  });

  it('of a timed question stay between zero and its timer, and are the whole timer before it starts', () => {
    fc.assert(
      fc.property(timerSecondsArb, momentArb, elapsedMsArb, (duration, startedAt, elapsedMs) => {
        const question = { timer_duration: duration };
        const left = questionSecondsLeft(question, startedAt, later(startedAt, elapsedMs));
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(duration);
        expect(questionSecondsLeft(question, null, startedAt)).toBe(duration);
      }),
    );
  });

  it('only go down as time passes', () => {
    fc.assert(
      fc.property(momentArb, momentArb, elapsedMsArb, (deadline, now, elapsedMs) => {
        expect(secondsLeft(deadline, later(now, elapsedMs))).toBeLessThanOrEqual(secondsLeft(deadline, now));
      }),
    );
  });
});

describe('within the deadline', () => {
  it('is monotonic in time: once an answer no longer counts, no later answer does', () => {
    fc.assert(
      fc.property(deadlineArb, momentArb, elapsedMsArb, (deadline, now, elapsedMs) => {
        if (isWithinDeadline(deadline, later(now, elapsedMs)))
          expect(isWithinDeadline(deadline, now)).toBe(true);
        if (!isWithinDeadline(deadline, now))
          expect(isWithinDeadline(deadline, later(now, elapsedMs))).toBe(false);
      }),
    );
  });

  it('ends exactly at the deadline plus the grace, to the millisecond', () => {
    fc.assert(
      fc.property(momentArb, (deadline) => {
        expect(isWithinDeadline(deadline, deadline)).toBe(true);
        expect(isWithinDeadline(deadline, later(deadline, GRACE_MS))).toBe(true);
        expect(isWithinDeadline(deadline, later(deadline, GRACE_MS + 1))).toBe(false);
      }),
    );
  });

  it('agrees with the sweep: a deadline has run out exactly when it is before the cutoff', () => {
    // Offsets near the grace's end as often as anywhere, so the boundary itself is tried.
    const nearGraceEnd = fc.integer({ min: -GRACE_MS - 2, max: -GRACE_MS + 2 });
    fc.assert(
      fc.property(momentArb, fc.oneof(offsetMsArb, nearGraceEnd), (now, offsetMs) => {
        const deadline = later(now, offsetMs);
        expect(isWithinDeadline(deadline, now)).toBe(!(deadline < expiredDeadlineCutoff(now)));
      }),
    );
  });

  it('always holds without a deadline, which is never past, never a time up, and has no seconds left', () => {
    fc.assert(
      fc.property(momentArb, fc.boolean(), (now, reported) => {
        expect(isWithinDeadline(null, now)).toBe(true);
        expect(isPastDeadline(null, now)).toBe(false);
        expect(isTimeUpFinish(null, now, reported)).toBe(false);
        expect(secondsLeft(null, now)).toBeNull();
        expect(finishedAtOf(null, now, true)).toEqual(now);
      }),
    );
  });

  it('is absent for a stopwatch or an untimed quiz, and for an untimed or unstarted question', () => {
    fc.assert(
      fc.property(noCountdownTimerArb, momentArb, (timer, startedAt) => {
        expect(attemptTimerDeadline(timer, startedAt)).toBeNull();
        expect(attemptDeadline({ closesAt: null }, { deadlineAt: null })).toBeNull();
        expect(questionDeadline({ timer_duration: null }, startedAt)).toBeNull();
        expect(questionDeadline({ timer_duration: 30 }, null)).toBeNull();
      }),
    );
  });
});

describe('the attempt deadline', () => {
  it('is the sooner of the stored deadline_at and the closing date, never later than either', () => {
    fc.assert(
      fc.property(deadlineArb, deadlineArb, (deadlineAt, closesAt) => {
        const deadline = attemptDeadline({ closesAt }, { deadlineAt });
        const present = [deadlineAt, closesAt].filter((moment): moment is Date => moment !== null);
        if (present.length === 0) {
          expect(deadline).toBeNull();
        } else {
          expect(present).toContainEqual(deadline);
          for (const moment of present) expect(deadline!.getTime()).toBeLessThanOrEqual(moment.getTime());
        }
      }),
    );
  });

  it('of a countdown is its start plus the timer', () => {
    fc.assert(
      fc.property(countdownTimerArb, momentArb, (timer, startedAt) => {
        expect(attemptTimerDeadline(timer, startedAt)).toEqual(later(startedAt, timer.timerDuration! * 1000));
      }),
    );
  });
});

describe('on time up (spec 2 §4)', () => {
  it('a finish after the deadline is a time up whatever the page said; before it only when the page reported it within the grace', () => {
    fc.assert(
      fc.property(momentArb, offsetMsArb, fc.boolean(), (deadline, offsetMs, reported) => {
        const now = later(deadline, offsetMs);
        const expected = offsetMs >= 0 || (reported && -offsetMs <= GRACE_MS);
        expect(isTimeUpFinish(deadline, now, reported)).toBe(expected);
        expect(isPastDeadline(deadline, now)).toBe(offsetMs >= 0);
      }),
    );
  });

  it('a reported time up counts from exactly the grace before the deadline', () => {
    fc.assert(
      fc.property(momentArb, (deadline) => {
        expect(isTimeUpFinish(deadline, later(deadline, -GRACE_MS), true)).toBe(true);
        expect(isTimeUpFinish(deadline, later(deadline, -GRACE_MS - 1), true)).toBe(false);
      }),
    );
  });

  it('a timed-out attempt finishes at its deadline if that passed, never later than now', () => {
    fc.assert(
      fc.property(deadlineArb, momentArb, fc.boolean(), (deadline, now, timedOut) => {
        const finishedAt = finishedAtOf(deadline, now, timedOut);
        expect(finishedAt.getTime()).toBeLessThanOrEqual(now.getTime());
        const atDeadline = timedOut && deadline !== null && deadline < now;
        expect(finishedAt).toEqual(atDeadline ? deadline : now);
      }),
    );
  });
});

describe("the page's timers and the server's clock", () => {
  it('agree at the start: the page counts down from what the server has left of an attempt started then', () => {
    fc.assert(
      fc.property(quizTimerArb, momentArb, (timer, startedAt) => {
        const quiz = makeQuiz({ options: quizOptionsOf(timer) });
        const server = secondsLeft(
          attemptDeadline({ closesAt: null }, { deadlineAt: attemptTimerDeadline(timer, startedAt) }),
          startedAt,
        );
        expect(attemptSeconds(quiz, null)).toBe(server);
      }),
    );
  });

  it("agree tick by tick: k ticks after the server's left time the page shows what the server has left k seconds later", () => {
    fc.assert(
      fc.property(runningAttemptArb, fc.nat(), (attempt, tickSeed) => {
        const deadline = deadlineOf(attempt)!;
        const now = later(attempt.startedAt, attempt.elapsedMs);
        const server = secondsLeft(deadline, now);
        const quiz = makeQuiz({ options: quizOptionsOf(attempt.timer) });
        const page = attemptSeconds(quiz, makeAttempt({ left_time_in_seconds: server }));
        expect(page).toBe(server);
        const ticks = tickSeed % (server + 1);
        const serverThen = secondsLeft(deadline, later(now, ticks * 1000));
        expect(ticked(server, ticks)).toBe(serverThen);
        expect(isCountdownOver(ticked(server, ticks))).toBe(serverThen === 0);
      }),
    );
  });

  it('when the page of a running attempt runs out and reports time up, the server finishes the attempt as timed out and still takes its answers', () => {
    fc.assert(
      fc.property(runningAttemptArb, (attempt) => {
        const deadline = deadlineOf(attempt)!;
        const span = deadline.getTime() - attempt.startedAt.getTime();
        fc.pre(span >= 0);
        // A moment while the attempt still has time on the server's clock.
        const now = later(attempt.startedAt, attempt.elapsedMs % (span + 1));
        const server = secondsLeft(deadline, now);
        const runsOutAt = later(now, server * 1000);
        expect(isCountdownOver(ticked(server, server))).toBe(true);
        expect(runsOutAt.getTime()).toBeLessThanOrEqual(deadline.getTime());
        expect(isTimeUpFinish(deadline, runsOutAt, true)).toBe(true);
        expect(isWithinDeadline(deadline, runsOutAt)).toBe(true);
      }),
    );
  });

  it("agree on a question: the page starts from the server's left time, the whole timer before it starts", () => {
    fc.assert(
      fc.property(timerSecondsArb, deadlineArb, elapsedMsArb, (duration, startedAt, elapsedMs) => {
        const now = later(startedAt ?? new Date(0), elapsedMs);
        const server = questionSecondsLeft({ timer_duration: duration }, startedAt, now);
        const timedQuestion = (left: number | null) =>
          makeQuestion({
            id: 1,
            type: { slug: 'single_answer' },
            timer: true,
            timer_duration: duration,
            left_time_in_seconds: left,
          });
        expect(initialQuestionSeconds([timedQuestion(server)])).toEqual({ 1: server });
        expect(initialQuestionSeconds([timedQuestion(null)])).toEqual({ 1: duration });
      }),
    );
  });

  it("agree tick by tick on a started question's timer", () => {
    fc.assert(
      fc.property(
        timerSecondsArb,
        momentArb,
        elapsedMsArb,
        fc.nat(),
        (duration, startedAt, elapsedMs, tickSeed) => {
          const question = { timer_duration: duration };
          const now = later(startedAt, elapsedMs);
          const server = questionSecondsLeft(question, startedAt, now)!;
          const ticks = tickSeed % (server + 1);
          const serverThen = questionSecondsLeft(question, startedAt, later(now, ticks * 1000));
          expect(ticked(server, ticks)).toBe(serverThen);
          expect(isCountdownOver(ticked(server, ticks))).toBe(serverThen === 0);
        },
      ),
    );
  });
});

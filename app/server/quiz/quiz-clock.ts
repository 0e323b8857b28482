/** How often the server finishes attempts whose time ran out and whose students never came back. */
export const EXPIRED_ATTEMPT_SWEEP_MS = 30_000;

/** Where the quiz server reads the time; specs replace it to move time without waiting. */
export interface QuizClock {
  now(): Date;
}

let clock: QuizClock = { now: () => new Date() };

/** The quiz server's current time. */
export function quizNow(): Date {
  return clock.now();
}

/** Replaces the clock (specs only); returns a function that restores the previous one. */
export function setQuizClock(next: QuizClock): () => void {
  const previous = clock;
  clock = next;
  return () => {
    clock = previous;
  };
}

/** What bench/quiz.bench.ts and its server child (bench/quiz-bench-server.ts) share. */

/** A signed-in caller: the cookies and the CSRF header value of one session. */
export interface BenchClient {
  cookie: string;
  csrf: string;
}

/** What the server child tells the bench on IPC once it listens. */
export interface BenchServerReady {
  origin: string;
  lessonId: number;
  expert: BenchClient;
  students: BenchClient[];
}

/** Path of the bench-only baseline route (only the bench's server has it): inserts one row. */
export const INSERT_ONE_PATH = '/bench/insert-one';

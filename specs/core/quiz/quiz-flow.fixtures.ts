import * as v from 'valibot';
import { vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  type AnswerRequest,
  type AnswerResponse,
  type Attempt,
  type FinishAttemptResponse,
  type QuizInput as QuizSchemaInput,
  quizSchema,
} from '../../../core/api/quiz.ts';
import {
  memoryOutboxStorage,
  type OutboxStorage,
  type QuizApi,
  quizMachine,
} from '../../../core/quiz/index.ts';

/** An attempt in progress. */
export function makeAttempt(overrides: Partial<Attempt> = {}): Attempt {
  return { id: 900, status_id: 5, results: [], finished: false, ...overrides };
}

/** A quiz of three required single-answer questions unless told otherwise. */
export function makeQuiz(overrides: Partial<QuizSchemaInput> = {}) {
  return v.parse(quizSchema, {
    id: 77,
    questions: [1, 2, 3].map((id) => ({
      id,
      type: { slug: 'single_answer' },
      answers: [
        { id: id * 10 + 1, text: 'a' },
        { id: id * 10 + 2, text: 'b' },
      ],
    })),
    ...overrides,
  });
}

/** A fake API: every call resolves at once and is recorded; override any call. */
export function fakeApi(overrides: Partial<QuizApi> = {}) {
  const sent: AnswerRequest[] = [];
  const api: QuizApi = {
    startAttempt: vi.fn(async () => makeAttempt()),
    sendAnswer: vi.fn(async ({ payload }): Promise<AnswerResponse> => {
      sent.push(payload);
      return {
        ...makeAttempt(),
        quiz_question: {
          id: payload.quiz_question_id,
          has_result_answer: true,
          is_skipped: false,
          comment_files: [],
          correct_answers: [],
          aggregate_interview: [],
        },
      };
    }),
    finishAttempt: vi.fn(
      async (): Promise<FinishAttemptResponse> => ({
        success: true,
        attempt: makeAttempt({ status_id: 1, finished: true }),
        message: null,
        questions: [],
      }),
    ),
    clearAttempt: vi.fn(async () => makeAttempt()),
    fetchAttemptTimer: vi.fn(async () => ({ left_time_in_seconds: 42 })),
    startQuestionTimer: vi.fn(async () => ({ left_time_in_seconds: 10 })),
  };
  for (const [name, implementation] of Object.entries(overrides)) {
    Object.assign(api, { [name]: vi.fn(implementation as (...args: never[]) => unknown) });
  }
  return { api, sent };
}

/** The machine with the API's functions as its actors. */
export function quizMachineWith(api: QuizApi) {
  return quizMachine.provide({
    actors: {
      startAttempt: fromPromise(({ input }) => api.startAttempt(input)),
      sendAnswer: fromPromise(({ input }) => api.sendAnswer(input)),
      finishAttempt: fromPromise(({ input }) => api.finishAttempt(input)),
      clearAttempt: fromPromise(({ input }) => api.clearAttempt(input)),
      fetchAttemptTimer: fromPromise(({ input }) => api.fetchAttemptTimer(input)),
      startQuestionTimer: fromPromise(({ input }) => api.startQuestionTimer(input)),
    },
  });
}

/** Lets resolved promises of the fake API land. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** Starts a quiz flow on a simulated clock with a fake API. */
export function startQuiz(
  quizOverrides: Partial<QuizSchemaInput> = {},
  options: {
    attempt?: Attempt | null;
    api?: Partial<QuizApi>;
    storage?: OutboxStorage;
    online?: boolean;
  } = {},
) {
  const { api, sent } = fakeApi(options.api);
  const clock = new SimulatedClock();
  const storage = options.storage ?? memoryOutboxStorage();
  const actor = createActor(quizMachineWith(api), {
    input: {
      quiz: makeQuiz(quizOverrides),
      attempt: options.attempt === undefined ? makeAttempt() : options.attempt,
      storage,
      online: options.online ?? true,
      keySeed: 'seed',
    },
    clock,
  });
  actor.start();
  return { actor, api, sent, clock, storage };
}

/** Moves the simulated clock one second at a time, so each timer tick schedules the next. */
export function advance(clock: SimulatedClock, ms: number): void {
  const step = 1000;
  for (let passed = 0; passed < ms; passed += step) clock.increment(Math.min(step, ms - passed));
}

import type {
  AnswerRequest,
  AnswerResponse,
  Attempt,
  FinishAttemptResponse,
  Question,
  Quiz,
} from '../api/quiz.ts';
import type { AnswerState } from './answer-kinds/answer-state.types.ts';
import type { PollFigure } from './review/poll-figures.ts';
import type { QuestionVerdict } from './review/question-verdict.ts';

/** An answer waiting to reach the server; the idempotency key makes a re-send count once. */
export interface OutboxItem {
  /** Idempotency key sent with the answer. */
  key: string;
  /** The attempt the answer belongs to, when it was known at queue time. */
  attemptId: number | null;
  /** The request body. */
  payload: AnswerRequest;
}

/** Keeps the outbox across reloads (the app passes a localStorage adapter; specs a fake). */
export interface OutboxStorage {
  /** Items saved earlier, oldest first. */
  load(): OutboxItem[];
  /** Replaces what is saved. */
  save(items: readonly OutboxItem[]): void;
}

/** What a quiz flow starts from. */
export interface QuizInput {
  /** The quiz with its questions. */
  quiz: Quiz;
  /** The running attempt, when there is one. */
  attempt?: Attempt | null;
  /** Where queued answers persist; in memory when not given. */
  storage?: OutboxStorage;
  /** Whether the network is up at start. */
  online?: boolean;
  /** Unique per page load, so idempotency keys never repeat across reloads. */
  keySeed?: string;
}

/** The status banner after a check: the question's verdict, with the key and the poll figures when shown. */
export interface CheckResult {
  questionId: number;
  /** Right, wrong, or saved without a mark (polls, scales, answers an expert checks). */
  verdict: QuestionVerdict;
  /** Texts of the correct answers (full information only). */
  correctAnswers: string[];
  /** How everyone answered a poll, the learner's own answer counted (full information only). */
  poll: CheckPollFigure[] | null;
}

/** One option of a poll after a check. */
export interface CheckPollFigure extends PollFigure {
  /** The option's text. */
  text: string;
  /** The learner chose it. */
  mine: boolean;
}

/** A message for the learner, pointing at a question when it concerns one. */
export interface QuizError {
  message: string;
  questionId: number | null;
  /** Field messages from the server, e.g. text_answer. */
  fields?: Record<string, string[]>;
}

/** The quiz flow's context. */
export interface QuizContext {
  /** The quiz as loaded. */
  quiz: Quiz;
  /** The questions as loaded, kept for clear. */
  initialQuestions: Question[];
  /** The questions with the facts the server sent back (completed, has_result_answer, comment...). */
  questions: Question[];
  /** The learner's answer per question id. */
  answers: Record<number, AnswerState>;
  /** Index of the question on screen (separately) or scrolled to (all on page). */
  currentIndex: number;
  /** The attempt, once started. */
  attempt: Attempt | null;
  /** Set while an attempt in status 3 is being finalized. */
  finalize: boolean;
  /** Answers waiting to be sent, in order. */
  outbox: OutboxItem[];
  /** Counter behind idempotency keys. */
  sequence: number;
  /** Unique per page load. */
  keySeed: string;
  /** Whether the network is up. */
  online: boolean;
  /** Questions waiting for a file (moving, or stopped and waiting for a retry), as the upload queue last said. */
  awaitingUploads: number[];
  /** Questions changed since their answer was last queued. */
  dirty: number[];
  /** Seconds left of the attempt timer; null for an untimed quiz or a stopwatch. */
  attemptSecondsLeft: number | null;
  /** Seconds the attempt has run, for a stopwatch quiz (timer type 2); null otherwise. */
  attemptSecondsPassed: number | null;
  /** Seconds left per timed question id. */
  questionSecondsLeft: Record<number, number>;
  /** Questions whose timer ran out: disabled. */
  timedOut: number[];
  /** The status banner of the last check. */
  checkResult: CheckResult | null;
  /** Key of the check answer being waited for. */
  checkKey: string | null;
  /** Question ids an unsuccessful finish named. */
  failingQuestionIds: number[];
  /** What to tell the learner. */
  error: QuizError | null;
  /** Whether the finish is forced or caused by time running out. */
  finishMode: 'normal' | 'forced' | 'timeout';
  /** Where the outbox persists. */
  storage: OutboxStorage;
}

/** Events of the quiz flow: requests from the learner and facts from the world. */
export type QuizEvent =
  | { type: 'answer.change'; questionId: number; answer: AnswerState; typed?: boolean }
  | { type: 'answer.flush'; questionId: number }
  | { type: 'question.callout'; questionId: number }
  | { type: 'question.commented'; questionId: number; comment: string }
  | { type: 'question.next' }
  | { type: 'question.back' }
  | { type: 'question.goTo'; index: number }
  | { type: 'quiz.check' }
  | { type: 'quiz.finish'; force?: boolean }
  | { type: 'quiz.finish.confirm' }
  | { type: 'quiz.finish.cancel' }
  | { type: 'quiz.clear' }
  | { type: 'error.dismiss' }
  /** The upload queue changed: the questions that now wait for a file of theirs. */
  | { type: 'uploads.changed'; questionIds: number[] }
  | { type: 'connection.lost' }
  | { type: 'connection.restored' }
  | { type: 'page.visible' }
  | { type: 'attempt.needed' }
  /** Raised when starting the attempt failed, so a finish waiting for it gives up. */
  | { type: 'attempt.failed' }
  | { type: 'attempt.neededSoon' }
  | { type: 'answer.sent'; key: string; response: AnswerResponse }
  | { type: 'answer.rejected'; key: string }
  | { type: 'time.up' }
  | { type: 'question.changed' };

/** `GET {base}/quizzes/{quiz_id}/start-attempt`. */
export interface StartAttemptInput {
  quizId: number;
}
/** `POST {base}/quiz-attempts/{attempt_id}`. */
export interface SendAnswerInput {
  attemptId: number;
  payload: AnswerRequest;
}
/** `POST /quiz-attempts/{attempt_id}/finish`. */
export interface FinishAttemptInput {
  attemptId: number;
  answers: AnswerRequest[];
}
/** `POST /quiz-attempts/{attempt_id}/clear` and `GET /quiz-attempts/{attempt_id}/timer`. */
export interface AttemptIdInput {
  attemptId: number;
}
/** `POST /quiz-attempts/{attempt_id}/quiz-questions/{question_id}/timer`. */
export interface QuestionTimerInput {
  attemptId: number;
  questionId: number;
}
/** Answer of both timer calls. */
export interface TimerOutput {
  left_time_in_seconds: number;
}

/** What the flow ends with: the finished attempt. */
export interface QuizOutput {
  attempt: Attempt | null;
}

/** The contracts of the API actors the app provides. */
export interface QuizApi {
  startAttempt: (input: StartAttemptInput) => Promise<Attempt>;
  sendAnswer: (input: SendAnswerInput) => Promise<AnswerResponse>;
  finishAttempt: (input: FinishAttemptInput) => Promise<FinishAttemptResponse>;
  clearAttempt: (input: AttemptIdInput) => Promise<Attempt>;
  fetchAttemptTimer: (input: AttemptIdInput) => Promise<TimerOutput>;
  startQuestionTimer: (input: QuestionTimerInput) => Promise<TimerOutput>;
}

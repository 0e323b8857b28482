import type { AttemptStatusId, QuizFile } from '../../../core/api/quiz.ts';

/** The student behind an attempt, as the expert's list shows them. */
export interface ExpertStudent {
  id: number;
  name: string;
  avatarUrl?: string | null;
  bgColor?: string | null;
}

/** One row of the expert's list of attempts. */
export interface ExpertAttemptRow {
  id: number;
  statusId: AttemptStatusId;
  scores: number | null;
  finishedAt: string | null;
  /** Unknown when the attempt was opened from a link without the list. */
  student: ExpertStudent | null;
}

/** The status filters of the list, the expert's own work ("on review") first. */
export const ATTEMPT_FILTERS = ['on-review', 'needs-rework', 'passed', 'failed', 'all'] as const;
/** A status filter of the list. */
export type AttemptFilter = (typeof ATTEMPT_FILTERS)[number];

/** A stored answer of one attempt to one question (a row of `GET /quiz-results`). */
export interface GivenAnswer {
  id: number;
  attemptId: number;
  text: string | null;
  /** The chosen option with its picture. */
  option: { text: string | null; imageUrl: string | null } | null;
  isCorrect: boolean | null;
  files: readonly QuizFile[];
  updatedAt: string | null;
}

/** A correct answer of the key (`correct_answers`). */
export interface KeyAnswer {
  text: string | null;
  imageUrl: string | null;
}

/** Poll figures of one option, ready to draw. */
export interface PollBar {
  answerId: number;
  label: string;
  percent: number;
  count: number;
}

import { ATTEMPT_STATUS, type Attempt, type Quiz } from '../api/quiz.ts';

/** The preview message of an attempt's status (spec 3 §4). */
export interface AttemptStatusMessage {
  /** passed (green), failed (red), needs-rework (orange), in-process (4 and 6). */
  kind: 'passed' | 'failed' | 'needs-rework' | 'in-process';
  /** The quiz's own text (passed_text / failed_text), else null for the default. */
  text: string | null;
  /** The current score, shown on failure when estimates are shown. */
  score: number | null;
}

/** The message the preview shows for an attempt; none while in progress or without an attempt. */
export function attemptStatusMessage(quiz: Quiz, attempt: Attempt | null): AttemptStatusMessage | null {
  switch (attempt?.status_id) {
    case ATTEMPT_STATUS.passed:
      return { kind: 'passed', text: quiz.passed_text ?? null, score: null };
    case ATTEMPT_STATUS.failed:
      return {
        kind: 'failed',
        text: quiz.failed_text ?? null,
        score: quiz.estimate.is_show ? (attempt.scores ?? 0) : null,
      };
    case ATTEMPT_STATUS.needsRework:
      return { kind: 'needs-rework', text: null, score: null };
    case ATTEMPT_STATUS.changed:
    case ATTEMPT_STATUS.onReview:
      return { kind: 'in-process', text: null, score: null };
    default:
      return null;
  }
}

import { ATTEMPT_STATUS } from '../api/attempt-status.ts';
import type { Attempt, Quiz } from '../api/quiz.ts';

/** The preview message of an attempt's status (spec 3 §4). */
export interface AttemptStatusMessage {
  /** passed (green), failed (red), needs-rework (orange), in-process (4 and 6). */
  kind: 'passed' | 'failed' | 'needs-rework' | 'in-process';
  /** The quiz's own text (passed_text / failed_text), else null for the default. */
  text: string | null;
  /** The current score, shown on failure when estimates are shown. */
  score: number | null;
}

/** The kind of message an attempt status gives (spec 3 §4); none while in progress or without an attempt. */
export function attemptStatusKind(statusId: number | null | undefined): AttemptStatusMessage['kind'] | null {
  switch (statusId) {
    case ATTEMPT_STATUS.passed:
      return 'passed';
    case ATTEMPT_STATUS.failed:
      return 'failed';
    case ATTEMPT_STATUS.needsRework:
      return 'needs-rework';
    case ATTEMPT_STATUS.changed:
    case ATTEMPT_STATUS.onReview:
      return 'in-process';
    default:
      return null;
  }
}

/** The message the preview shows for an attempt; none while in progress or without an attempt. */
export function attemptStatusMessage(quiz: Quiz, attempt: Attempt | null): AttemptStatusMessage | null {
  const kind = attemptStatusKind(attempt?.status_id);
  switch (kind) {
    case null:
      return null;
    case 'passed':
      return { kind, text: quiz.passed_text ?? null, score: null };
    case 'failed':
      return {
        kind,
        text: quiz.failed_text ?? null,
        score: quiz.estimate.is_show ? (attempt?.scores ?? 0) : null,
      };
    default:
      return { kind, text: null, score: null };
  }
}

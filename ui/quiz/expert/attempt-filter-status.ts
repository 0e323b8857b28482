import { ATTEMPT_STATUS, type AttemptStatusId } from '../../../core/api/quiz.ts';
import type { AttemptFilter } from './expert-view.types.ts';

/** The status a filter asks the server for; null for every attempt. */
export const ATTEMPT_FILTER_STATUS: Record<AttemptFilter, AttemptStatusId | null> = {
  'on-review': ATTEMPT_STATUS.onReview,
  'needs-rework': ATTEMPT_STATUS.needsRework,
  passed: ATTEMPT_STATUS.passed,
  failed: ATTEMPT_STATUS.failed,
  all: null,
};

/** Attempt status ids (spec 3 §4): 1 passed, 2 failed, 3 needs rework, 4 changed, 5 in progress, 6 on review. */
export const ATTEMPT_STATUS = {
  passed: 1,
  failed: 2,
  needsRework: 3,
  changed: 4,
  inProgress: 5,
  onReview: 6,
} as const;
/** An attempt status id. */
export type AttemptStatusId = (typeof ATTEMPT_STATUS)[keyof typeof ATTEMPT_STATUS];

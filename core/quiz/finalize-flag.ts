import { ATTEMPT_STATUS } from '../api/quiz.ts';

/** Status 3 without the flag sets finalize; status 3 followed by another status clears it (spec 2 §4, spec 3 §4). */
export function nextFinalizeFlag(
  previousStatus: number | null,
  status: number | null,
  finalize: boolean,
): boolean {
  if (status === ATTEMPT_STATUS.needsRework) return true;
  if (previousStatus === ATTEMPT_STATUS.needsRework && status !== ATTEMPT_STATUS.needsRework) return false;
  return finalize;
}

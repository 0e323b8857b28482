import * as v from 'valibot';
import { ATTEMPT_STATUS } from './quiz.ts';

/** An expert's verdict on a finished attempt (`POST /quiz-attempts/{id}/review`). */
export const reviewRequestSchema = v.object({
  status_id: v.picklist(
    [ATTEMPT_STATUS.passed, ATTEMPT_STATUS.failed, ATTEMPT_STATUS.needsRework],
    'Choose passed (1), failed (2) or needs rework (3).',
  ),
  /** The expert's comment on the attempt, listed in the quiz's attempt_comments. */
  comment: v.nullish(v.pipe(v.string(), v.maxLength(10_000))),
  files: v.optional(v.array(v.string()), []),
});
/** The body of reviewing an attempt. */
export type ReviewRequest = v.InferInput<typeof reviewRequestSchema>;

/** `GET /lessons/{id}/quizzes/{id}/attempt/{id}`: `is_expert=1` asks for the expert's view of the attempt. */
export const attemptViewQuerySchema = v.object({ is_expert: v.optional(v.picklist(['0', '1'])) });

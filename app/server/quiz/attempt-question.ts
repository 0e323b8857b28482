import type { QuizFile } from '../../../core/api/quiz.ts';
import type { AttemptReach } from '../access/guards.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { describeFiles, loadAttachedFiles } from './attached-files.ts';
import { questionComment } from './attempt-comments.ts';
import { loadAttemptState } from './attempt-state.ts';
import { questionOfAttempt } from './quiz-questions-store.ts';

/**
 * `GET /quiz-attempts/{attempt_id}/quiz-questions/{question_id}` (spec 3 §7): the student's comment on
 * one question of the reached attempt, with its files.
 */
export async function attemptQuestionComment(
  db: Db,
  reach: Reached<AttemptReach>,
  questionId: number,
): Promise<{ comment: string | null; comment_files: QuizFile[] }> {
  const { attempt } = reach;
  await questionOfAttempt(db, attempt, questionId);
  const state = await loadAttemptState(db, attempt);
  const comment = questionComment(state, questionId);
  const attached = await loadAttachedFiles(db, comment?.files.map((file) => file.uuid) ?? []);
  return {
    comment: comment?.text ?? null,
    comment_files: comment ? describeFiles(comment.files, attached, comment.userId) : [],
  };
}

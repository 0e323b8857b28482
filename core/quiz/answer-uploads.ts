import type { QuizFile } from '../api/quiz.ts';
import {
  isAwaitedUpload,
  type TaggedUpload,
  taggedUploadOf,
  type UploadQueueEntry,
  type UploadResult,
  uploadsTagged,
} from '../upload/index.ts';

const TAG_PREFIX = 'answer';
const QUESTION_ID = /^\d+$/;

/** The tag the files picked for a question go up under, in one run of the quiz flow (its key seed). */
export function answerUploadTag(scope: string, questionId: number): string {
  return `${TAG_PREFIX}:${scope}:${questionId}`;
}

/** The question a tag of this run was made for; null for a tag of another run or caller. */
export function questionOfUploadTag(scope: string, tag: string | null): number | null {
  const prefix = `${TAG_PREFIX}:${scope}:`;
  if (tag === null || !tag.startsWith(prefix)) return null;
  const rest = tag.slice(prefix.length);
  return QUESTION_ID.test(rest) ? Number(rest) : null;
}

/** What a text/media answer shows of its files on their way, read from the upload queue's tasks. */
export interface AnswerUploadsView {
  /** Files going up or being checked, in the order they were picked. */
  moving: TaggedUpload[];
  /** Files that stopped and wait for a retry in the upload panel, with why. */
  stalled: TaggedUpload[];
  /** Files refused for good, with why; they stay said until their row leaves the panel. */
  refused: TaggedUpload[];
  /** Whether the question waits for a file (moving or stalled): next, check and finish wait too. */
  isAwaiting: boolean;
}

/** The answer's files on their way: the queue's rows under the question's tag, by where each stands. */
export function answerUploadsOf(tasks: readonly UploadQueueEntry[], tag: string | null): AnswerUploadsView {
  const uploads = uploadsTagged(tasks, tag);
  const moving = uploads.filter((upload) => upload.status === 'moving');
  const stalled = uploads.filter((upload) => upload.status === 'stalled');
  return {
    moving,
    stalled,
    refused: uploads.filter((upload) => upload.status === 'refused'),
    isAwaiting: moving.length > 0 || stalled.length > 0,
  };
}

/** The questions of this run that wait for a file, in ascending order. */
export function questionsAwaitingUploads(tasks: readonly UploadQueueEntry[], scope: string): number[] {
  const waiting = new Set<number>();
  for (const entry of tasks) {
    const questionId = questionOfUploadTag(scope, entry.tag);
    if (questionId !== null && isAwaitedUpload(taggedUploadOf(entry))) waiting.add(questionId);
  }
  return [...waiting].sort((a, b) => a - b);
}

/** The answer's record of a stored file: its uuid and the name it was picked under. */
export function storedAnswerFile(fileName: string, result: UploadResult): QuizFile {
  return { uuid: result.uuid, original_name: fileName };
}

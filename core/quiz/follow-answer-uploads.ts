import type { QuizFile } from '../api/quiz.ts';
import type { UploadQueueActor } from '../upload/index.ts';
import { attachFile } from './answer-kinds/text-answer.ts';
import { questionOfUploadTag, questionsAwaitingUploads, storedAnswerFile } from './answer-uploads.ts';
import type { QuizContext, QuizEvent } from './quiz.types.ts';

/** The part of a running quiz flow that files join: its answers and its events. */
export interface AnswerFlow {
  getSnapshot(): { context: Pick<QuizContext, 'answers'> };
  send(event: QuizEvent): void;
}

/** Adds a stored file to the question's answer as the flow holds it now (a text/media answer only). */
export function attachStoredFile(flow: AnswerFlow, questionId: number, file: QuizFile): void {
  const answer = flow.getSnapshot().context.answers[questionId];
  if (answer?.kind !== 'text') return;
  flow.send({ type: 'answer.change', questionId, answer: attachFile(answer, file) });
}

/** Who hears what the upload queue does with the files of one run's answers. */
export interface AnswerUploadsFollower {
  /** A file picked for a question is stored: it joins the answer. */
  attach: (questionId: number, file: QuizFile) => void;
  /** The questions that wait for a file, each time the queue changes. */
  awaiting?: (questionIds: number[]) => void;
}

/**
 * Follows the upload queue for the answers of one run (`scope`, the flow's key seed): tells which
 * questions wait for a file, and hands each stored file to its question. Returns the unsubscribe.
 */
export function followAnswerUploads(
  queue: UploadQueueActor,
  scope: string,
  follower: AnswerUploadsFollower,
): () => void {
  const tell = () =>
    follower.awaiting?.(questionsAwaitingUploads(queue.getSnapshot().context.entries, scope));
  const changes = queue.subscribe(tell);
  const completions = queue.on('upload.completed', (event) => {
    const questionId = questionOfUploadTag(scope, event.tag);
    const entry = queue.getSnapshot().context.entries.find((candidate) => candidate.id === event.id);
    if (questionId === null || !entry) return;
    follower.attach(questionId, storedAnswerFile(entry.view.fileName, event.result));
  });
  tell();
  return () => {
    changes.unsubscribe();
    completions.unsubscribe();
  };
}

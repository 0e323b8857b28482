import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerUploadTag,
  attachStoredFile,
  followAnswerUploads,
  type QuizSnapshot,
  selectIsUploading,
  type TextAnswer,
} from '../../../core/quiz/index.ts';
import type { UploadQueueEntry } from '../../../core/upload/index.ts';
import { type QueueCommand, queueCommands } from '../../arbitraries/upload.ts';
import { settle, startFakeQueue } from '../upload/upload-fakes.ts';
import { startQuiz } from './quiz-flow.fixtures.ts';

const SCOPE = 'seed';
const QUESTIONS = [1, 2, 3];
/** The tag of the n-th added file: the three questions of this run in turn, and a file of another run. */
const tagOfFile = (number: number) =>
  number % 4 === 0
    ? answerUploadTag('another-run', 1)
    : answerUploadTag(SCOPE, QUESTIONS[(number % 4) - 1] ?? 1);

const isWaitedFor = (entry: UploadQueueEntry) =>
  entry.view.status === 'progress' ||
  entry.view.status === 'checking' ||
  ((entry.view.status === 'failed' || entry.view.status === 'aborted') && entry.view.canRetry);

async function run(commands: QueueCommand[]) {
  const quiz = startQuiz({
    questions: QUESTIONS.map((id) => ({
      id,
      type: { slug: 'text_media_answer' },
      text_answer_type_id: 3,
      can_upload: true,
      is_required: false,
    })),
  });
  const { actor, view, reportTransportFact } = startFakeQueue();
  const stop = followAnswerUploads(actor, SCOPE, {
    attach: (questionId, file) => attachStoredFile(quiz.actor, questionId, file),
    awaiting: (questionIds) => quiz.actor.send({ type: 'uploads.changed', questionIds }),
  });
  const stored = new Map<number, string[]>(QUESTIONS.map((id) => [id, []]));
  let added = 0;

  for (const command of commands) {
    const rows = view().tasks;
    const row = rows.length > 0 && 'index' in command ? rows[command.index % rows.length] : undefined;
    const wasCompleted = new Set(
      rows.filter((entry) => entry.view.status === 'completed').map((entry) => entry.id),
    );
    switch (command.kind) {
      case 'add':
        for (let index = 0; index < command.count; index += 1) {
          added += 1;
          const file = {
            name: `file-${added}.pdf`,
            size: command.refused ? 2_000_000_000 : 1000,
            type: 'application/pdf',
          };
          actor.send({ type: 'uploads.add', files: [file], tag: tagOfFile(added) });
        }
        break;
      case 'progress':
      case 'fail':
        await reportTransportFact(command, row);
        break;
      case 'sent':
      case 'complete':
        await reportTransportFact(command, row);
        await settle();
        break;
      case 'cancel':
      case 'retry':
      case 'dismiss':
        if (row) actor.send({ type: `upload.${command.kind}`, id: row.id });
        break;
    }
    const after = view().tasks;
    for (const entry of after) {
      const questionId = QUESTIONS.find((id) => entry.tag === answerUploadTag(SCOPE, id));
      if (questionId && entry.view.status === 'completed' && !wasCompleted.has(entry.id)) {
        stored.get(questionId)?.push(entry.view.result?.uuid ?? '');
      }
    }
    const snapshot = quiz.actor.getSnapshot() as QuizSnapshot;
    for (const questionId of QUESTIONS) {
      const own = after.filter((entry) => entry.tag === answerUploadTag(SCOPE, questionId));
      // the flow waits for a question exactly while one of its files moves or may be retried
      expect(selectIsUploading(snapshot, questionId)).toBe(own.some(isWaitedFor));
      // conservation: every file stored for the question joined its answer, once, in the order stored
      const files = (snapshot.context.answers[questionId] as TextAnswer).files.map((file) => file.uuid);
      expect(files).toEqual(stored.get(questionId));
    }
  }
  stop();
  actor.stop();
  quiz.actor.stop();
}

describe('the quiz flow following the upload queue', () => {
  it('waits for a question exactly while a file of it is on its way, and takes each stored file once', async () => {
    await fc.assert(fc.asyncProperty(queueCommands, run), { numRuns: 100 });
  });
});

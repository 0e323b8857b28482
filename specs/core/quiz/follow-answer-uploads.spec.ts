import { describe, expect, it } from 'vitest';
import {
  answerUploadTag,
  attachStoredFile,
  followAnswerUploads,
  type QuizSnapshot,
  selectQuizView,
  type TextAnswer,
} from '../../../core/quiz/index.ts';
import { settle, startFakeQueue } from '../upload/upload-fakes.ts';
import { startQuiz } from './quiz-flow.fixtures.ts';

const essay = { name: 'essay.pdf', size: 200_000, type: 'application/pdf' };
const huge = { name: 'archive.zip', size: 1_073_741_825, type: 'application/zip' };
const SCOPE = 'seed';

/** A quiz of optional text/media answers with uploads, one question at a time, following a queue. */
function startFollowing() {
  const quiz = startQuiz({
    questions: [1, 2].map((id) => ({
      id,
      type: { slug: 'text_media_answer' },
      text_answer_type_id: 3,
      can_upload: true,
      is_required: false,
    })),
  });
  const queue = startFakeQueue();
  const stop = followAnswerUploads(queue.actor, SCOPE, {
    attach: (questionId, file) => attachStoredFile(quiz.actor, questionId, file),
    awaiting: (questionIds) => quiz.actor.send({ type: 'uploads.changed', questionIds }),
  });
  const add = (file: typeof essay, questionId = 1, scope = SCOPE) =>
    queue.actor.send({
      type: 'uploads.add',
      files: [file],
      onlyUpload: true,
      tag: answerUploadTag(scope, questionId),
    });
  const canGoNext = () => selectQuizView(quiz.actor.getSnapshot() as QuizSnapshot).canGoNext;
  const filesOf = (questionId: number) =>
    (quiz.actor.getSnapshot().context.answers[questionId] as TextAnswer).files;
  return { quiz, queue, stop, add, canGoNext, filesOf };
}

describe('the quiz flow follows the upload queue for its answers', () => {
  it('keeps next waiting while a file of the question moves or waits for a retry, then takes the stored file', async () => {
    const { queue, add, canGoNext, filesOf } = startFollowing();
    expect(canGoNext()).toBe(true);
    add(essay);
    expect(canGoNext()).toBe(false);
    queue.send('essay.pdf').report({ type: 'upload.failed', failure: { status: 0, message: null } });
    expect(canGoNext()).toBe(false);
    queue.actor.send({ type: 'upload.retry', id: 'upload-1' });
    expect(canGoNext()).toBe(false);
    queue.send('essay.pdf').report({ type: 'upload.sent', result: { uuid: 'f-1', url: null } });
    await settle();
    expect(canGoNext()).toBe(true);
    expect(filesOf(1)).toEqual([{ uuid: 'f-1', original_name: 'essay.pdf' }]);
  });

  it('lets the question go once a stalled file is dismissed from the panel, attaching nothing', () => {
    const { queue, add, canGoNext, filesOf } = startFollowing();
    add(essay);
    queue.actor.send({ type: 'upload.cancel', id: 'upload-1' });
    expect(canGoNext()).toBe(false);
    queue.actor.send({ type: 'upload.dismiss', id: 'upload-1' });
    expect(canGoNext()).toBe(true);
    expect(filesOf(1)).toEqual([]);
  });

  it('adds a stored file to the answer as it is then, keeping what the learner typed meanwhile', async () => {
    const { queue, add, quiz, filesOf } = startFollowing();
    add(essay);
    const typed = quiz.actor.getSnapshot().context.answers[1] as TextAnswer;
    quiz.actor.send({
      type: 'answer.change',
      questionId: 1,
      typed: true,
      answer: { ...typed, text: 'Моя сімʼя' },
    });
    queue.send('essay.pdf').report({ type: 'upload.sent', result: { uuid: 'f-1', url: null } });
    await settle();
    expect(quiz.actor.getSnapshot().context.answers[1]).toMatchObject({ text: 'Моя сімʼя' });
    expect(filesOf(1)).toHaveLength(1);
  });

  it('does not wait for a refused file', () => {
    const { add, canGoNext, quiz } = startFollowing();
    add(huge);
    expect(canGoNext()).toBe(true);
    expect(quiz.actor.getSnapshot().context.awaitingUploads).toEqual([]);
  });

  it("minds only its own run's files, and of them only the current question's for next", async () => {
    const { queue, add, canGoNext, filesOf, quiz } = startFollowing();
    add(essay, 1, 'another-run');
    add({ ...essay, name: 'second.pdf' }, 2);
    expect(quiz.actor.getSnapshot().context.awaitingUploads).toEqual([2]);
    expect(canGoNext()).toBe(true);
    queue.send('essay.pdf').report({ type: 'upload.sent', result: { uuid: 'elsewhere', url: null } });
    queue.send('second.pdf').report({ type: 'upload.sent', result: { uuid: 'f-2', url: null } });
    await settle();
    expect(filesOf(1)).toEqual([]);
    expect(filesOf(2)).toEqual([{ uuid: 'f-2', original_name: 'second.pdf' }]);
  });

  it('stops following when told', async () => {
    const { queue, add, stop, filesOf, quiz } = startFollowing();
    add(essay);
    stop();
    queue.send('essay.pdf').report({ type: 'upload.sent', result: { uuid: 'f-1', url: null } });
    await settle();
    expect(filesOf(1)).toEqual([]);
    expect(quiz.actor.getSnapshot().context.awaitingUploads).toEqual([1]);
  });
});

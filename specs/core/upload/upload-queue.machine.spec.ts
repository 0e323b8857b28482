import { describe, expect, it } from 'vitest';
import { FILE_POLL_INTERVAL_MS, UPLOAD_MESSAGE_KEYS } from '../../../core/upload/index.ts';
import { completed, processing, settle, startFakeQueue } from './upload-fakes.ts';

const startQueue = (answers = [processing(), completed()]) => startFakeQueue(answers);

const lecture = { name: 'lecture.mp4', size: 3_000_000, type: 'video/mp4' };
const notes = { name: 'notes.pdf', size: 1_000_000, type: 'application/pdf' };
const tooBig = { name: 'archive.zip', size: 1_073_741_825, type: 'application/zip' };

describe('upload queue', () => {
  it('is hidden until files are added, then lists them in order with name, percent and icon', () => {
    const { actor, view } = startQueue();
    expect(view()).toMatchObject({ isVisible: false, isBusy: false });
    actor.send({ type: 'uploads.add', files: [lecture, notes] });
    expect(view().tasks.map((task) => [task.view.fileName, task.view.percent, task.view.icon])).toEqual([
      ['lecture.mp4', 0, 'spinner'],
      ['notes.pdf', 0, 'spinner'],
    ]);
    expect(view()).toMatchObject({ isVisible: true, isBusy: true });
  });

  it("sends each file under the model it was added with, a retry included (a comment's files as comment)", () => {
    const { actor, view, send } = startQueue();
    actor.send({ type: 'uploads.add', files: [lecture] });
    actor.send({ type: 'uploads.add', files: [notes], model: 'comment', tag: 'comment:1' });
    expect(send('lecture.mp4').input.model).toBeUndefined();
    expect(send('notes.pdf').input.model).toBe('comment');
    send('notes.pdf').report({ type: 'upload.failed', failure: { status: 0, message: null } });
    const failed = view().tasks.find((task) => task.view.fileName === 'notes.pdf')!;
    actor.send({ type: 'upload.retry', id: failed.id });
    expect(send('notes.pdf').input).toMatchObject({ attempt: 2, model: 'comment' });
  });

  it('follows each task: percent per file and a byte-weighted total', () => {
    const { actor, view, send } = startQueue();
    actor.send({ type: 'uploads.add', files: [lecture, notes] });
    send('notes.pdf').report({ type: 'upload.progressed', bytesSent: 1_000_000, bytesTotal: 1_000_000 });
    send('lecture.mp4').report({ type: 'upload.progressed', bytesSent: 1_000_000, bytesTotal: 3_000_000 });
    expect(view().tasks.map((task) => task.view.percent)).toEqual([33, 100]);
    expect(view().totals.percent).toBe(49);
  });

  it('goes through checking to completed and settles when every file is done', async () => {
    const { actor, view, send, clock } = startQueue();
    actor.send({ type: 'uploads.add', files: [notes] });
    send('notes.pdf').report({ type: 'upload.sent', result: { uuid: 'n', url: null } });
    expect(view().tasks[0]?.view.status).toBe('checking');
    await settle();
    clock.increment(FILE_POLL_INTERVAL_MS);
    await settle();
    expect(view().tasks[0]?.view).toMatchObject({ status: 'completed', icon: 'check' });
    expect(view()).toMatchObject({ isBusy: false, isVisible: true });
    expect(actor.getSnapshot().value).toBe('settled');
    expect(view().totals.byStatus.completed).toBe(1);
  });

  it('cancels one file without touching the others and retries it', () => {
    const { actor, view, send, transport } = startQueue();
    actor.send({ type: 'uploads.add', files: [lecture, notes] });
    actor.send({ type: 'upload.cancel', id: 'upload-1' });
    expect(send('lecture.mp4').aborted).toBe(true);
    expect(send('notes.pdf').aborted).toBe(false);
    expect(view().tasks.map((task) => task.view.status)).toEqual(['aborted', 'progress']);
    actor.send({ type: 'upload.retry', id: 'upload-1' });
    expect(transport.sends).toHaveLength(3);
    expect(view().tasks.map((task) => task.view.status)).toEqual(['progress', 'progress']);
  });

  it('shows a refused file as failed with the limit, and lets it be dismissed', () => {
    const { actor, view, transport } = startQueue();
    actor.send({ type: 'uploads.add', files: [tooBig] });
    expect(view().tasks[0]?.view).toMatchObject({
      status: 'failed',
      message: UPLOAD_MESSAGE_KEYS.maxSize,
      messageDetail: '1000 mB',
      canRetry: false,
    });
    expect(transport.sends).toEqual([]);
    actor.send({ type: 'upload.dismiss', id: 'upload-1' });
    expect(view()).toMatchObject({ isVisible: false, tasks: [] });
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('keeps a file that is still sending when asked to dismiss it', () => {
    const { actor, view } = startQueue();
    actor.send({ type: 'uploads.add', files: [lecture] });
    actor.send({ type: 'upload.dismiss', id: 'upload-1' });
    expect(view().tasks).toHaveLength(1);
  });

  it('folds and unfolds the panel without stopping uploads', () => {
    const { actor, view, send } = startQueue();
    actor.send({ type: 'uploads.add', files: [lecture] });
    actor.send({ type: 'panel.toggle' });
    expect(view().isCollapsed).toBe(true);
    expect(send('lecture.mp4').aborted).toBe(false);
    actor.send({ type: 'panel.toggle' });
    expect(view().isCollapsed).toBe(false);
  });

  it('ignores cancel and retry for a file it does not have', () => {
    const { actor, view } = startQueue();
    actor.send({ type: 'uploads.add', files: [lecture] });
    actor.send({ type: 'upload.cancel', id: 'upload-9' });
    actor.send({ type: 'upload.retry', id: 'upload-9' });
    expect(view().tasks.map((task) => task.view.status)).toEqual(['progress']);
  });
});

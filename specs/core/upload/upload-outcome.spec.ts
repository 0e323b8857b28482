import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGE_KEYS, type UploadOutcome, uploadThroughQueue } from '../../../core/upload/index.ts';
import { settle, startFakeQueue } from './upload-fakes.ts';

/** Follows a promise without awaiting it, so the spec can check it is still waiting. */
function follow(promise: Promise<UploadOutcome>) {
  const seen: { outcome?: UploadOutcome } = {};
  promise.then((outcome) => {
    seen.outcome = outcome;
  });
  return seen;
}

const essay = { name: 'essay.pdf', size: 200_000, type: 'application/pdf' };
const voice = { name: 'voice.m4a', size: 900_000, type: 'audio/mp4' };
const huge = { name: 'archive.zip', size: 1_073_741_825, type: 'application/zip' };

describe('an upload a caller waits for', () => {
  it('shows in the panel like any file and resolves with the stored file once its bytes are sent', async () => {
    const { actor, view, send } = startFakeQueue();
    const upload = follow(uploadThroughQueue(actor, essay, { tag: 'answer-1', onlyUpload: true }));
    expect(view().tasks.map((task) => task.view.fileName)).toEqual(['essay.pdf']);
    send('essay.pdf').report({ type: 'upload.sent', result: { uuid: 'f-1', url: null } });
    await settle();
    expect(upload.outcome).toEqual({ status: 'completed', result: { uuid: 'f-1', url: null } });
    expect(view().tasks[0]?.view.status).toBe('completed');
  });

  it('waits through processing when it is not only an upload', async () => {
    const { actor, send } = startFakeQueue();
    const upload = follow(uploadThroughQueue(actor, voice, { tag: 'answer-1' }));
    send('voice.m4a').report({ type: 'upload.sent', result: { uuid: 'f-2', url: null } });
    await settle();
    expect(upload.outcome).toEqual({
      status: 'completed',
      result: { uuid: 'f-2', url: 'https://cdn.lectern.test/files/x.mp4' },
    });
  });

  it('keeps every caller to its own file when several upload at once', async () => {
    const { actor, send } = startFakeQueue();
    const first = follow(uploadThroughQueue(actor, essay, { tag: 'a', onlyUpload: true }));
    const second = follow(uploadThroughQueue(actor, voice, { tag: 'b', onlyUpload: true }));
    send('voice.m4a').report({ type: 'upload.sent', result: { uuid: 'voice', url: null } });
    await settle();
    expect(first.outcome).toBeUndefined();
    expect(second.outcome).toMatchObject({ result: { uuid: 'voice' } });
    send('essay.pdf').report({ type: 'upload.sent', result: { uuid: 'essay', url: null } });
    await settle();
    expect(first.outcome).toMatchObject({ result: { uuid: 'essay' } });
  });

  it("is refused at once, with the panel's reason, when the file may not be retried", async () => {
    const { actor, view, transport } = startFakeQueue();
    const outcome = await uploadThroughQueue(actor, huge, { tag: 'answer-1' });
    expect(outcome).toEqual({
      status: 'refused',
      message: UPLOAD_MESSAGE_KEYS.maxSize,
      messageDetail: '1000 mB',
    });
    expect(transport.sends).toEqual([]);
    expect(view().tasks[0]?.view.status).toBe('failed');
  });

  it('is refused when the server refuses the file for good (422)', async () => {
    const { actor, send } = startFakeQueue();
    const upload = follow(uploadThroughQueue(actor, essay, { tag: 'answer-1' }));
    send('essay.pdf').report({
      type: 'upload.failed',
      failure: { status: 422, message: 'This type of file is not accepted.' },
    });
    await settle();
    expect(upload.outcome).toEqual({
      status: 'refused',
      message: 'This type of file is not accepted.',
      messageDetail: null,
    });
  });

  it('keeps waiting through a lost connection or a cancel, telling the caller, and resolves when the person retries', async () => {
    const { actor, send, transport } = startFakeQueue();
    const stalls: unknown[] = [];
    const upload = follow(
      uploadThroughQueue(actor, essay, {
        tag: 'answer-1',
        onlyUpload: true,
        onStalled: (stall) => stalls.push(stall),
      }),
    );
    follow(
      uploadThroughQueue(actor, voice, { tag: 'other', onStalled: (stall) => stalls.push(['other', stall]) }),
    );
    send('essay.pdf').report({ type: 'upload.failed', failure: { status: 0, message: null } });
    await settle();
    expect(upload.outcome).toBeUndefined();
    expect(stalls).toEqual([{ message: UPLOAD_MESSAGE_KEYS.fileError, messageDetail: null }]);
    actor.send({ type: 'upload.retry', id: 'upload-1' });
    expect(stalls.at(-1)).toBeNull();
    actor.send({ type: 'upload.cancel', id: 'upload-1' });
    await settle();
    expect(upload.outcome).toBeUndefined();
    expect(stalls).toHaveLength(3);
    actor.send({ type: 'upload.retry', id: 'upload-1' });
    expect(transport.sends).toHaveLength(4);
    send('essay.pdf').report({ type: 'upload.sent', result: { uuid: 'f-3', url: null } });
    await settle();
    expect(upload.outcome).toMatchObject({ status: 'completed', result: { uuid: 'f-3' } });
    expect(stalls).toEqual([
      { message: UPLOAD_MESSAGE_KEYS.fileError, messageDetail: null },
      null,
      { message: UPLOAD_MESSAGE_KEYS.fileError, messageDetail: null },
      null,
    ]);
  });

  it('is given up when the person dismisses its row from the panel', async () => {
    const { actor, view } = startFakeQueue();
    const upload = follow(uploadThroughQueue(actor, essay, { tag: 'answer-1' }));
    actor.send({ type: 'upload.cancel', id: 'upload-1' });
    actor.send({ type: 'upload.dismiss', id: 'upload-1' });
    await settle();
    expect(upload.outcome).toEqual({ status: 'dismissed' });
    expect(view().tasks).toEqual([]);
  });
});

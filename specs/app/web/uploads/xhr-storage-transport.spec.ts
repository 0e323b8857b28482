import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type XhrLike, xhrStorageTransport } from '../../../../app/web/uploads/xhr-storage-transport.ts';
import {
  pollFileThroughClient,
  selectUploadTaskView,
  UPLOAD_MESSAGE_KEYS,
  uploadTaskMachine,
} from '../../../../core/upload/index.ts';
import { completed, fakeFileService, settle } from '../../../core/upload/upload-fakes.ts';

class FakeXhr implements XhrLike {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  body: FormData | undefined;
  headers: Record<string, string> = {};
  aborted = false;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function start(model?: 'courseLesson' | 'comment', fileModel?: 'courseLesson' | 'comment') {
  const files = fakeFileService([completed()]);
  const sendFile = xhrStorageTransport({
    url: 'https://storage.lectern.test/upload',
    uploader: { userId: 7, userIdHash: 'hash-7', cabinetId: 3 },
    convertMedia: false,
    model,
    headers: { 'X-Language': 'uk' },
    createRequest: () => new FakeXhr(),
  });
  const actor = createActor(
    uploadTaskMachine.provide({ actors: { sendFile, pollFile: pollFileThroughClient } }),
    {
      input: {
        file: new File(['hello'], 'notes.pdf', { type: 'application/pdf' }),
        client: files.client,
        ...(fileModel ? { model: fileModel } : {}),
      },
    },
  ).start();
  const xhr = FakeXhr.last as FakeXhr;
  return { actor, xhr, view: () => selectUploadTaskView(actor.getSnapshot()) };
}

describe('single-request storage transport (spec 2 §7)', () => {
  it('posts the file with user id, hash, cabinet and convert_media 0, model courseLesson by default', () => {
    const { xhr } = start();
    expect(xhr.method).toBe('POST');
    expect(new URL(xhr.url).searchParams.get('model')).toBe('courseLesson');
    expect(xhr.body?.get('user_id')).toBe('7');
    expect(xhr.body?.get('user_id_hash')).toBe('hash-7');
    expect(xhr.body?.get('cabinet_id')).toBe('3');
    expect(xhr.body?.get('convert_media')).toBe('0');
    expect((xhr.body?.get('file') as File | undefined)?.name).toBe('notes.pdf');
    expect(xhr.headers['X-Language']).toBe('uk');
    expect(start('comment').xhr.url).toContain('model=comment');
  });

  it("sends a file under its own model: a comment's file goes up as comment on the panel's transport", () => {
    expect(new URL(start(undefined, 'comment').xhr.url).searchParams.get('model')).toBe('comment');
    expect(new URL(start('comment', 'courseLesson').xhr.url).searchParams.get('model')).toBe('courseLesson');
  });

  it('reports progress and reads the uuid from data.data, then checks the file until completed', async () => {
    const { xhr, view } = start();
    xhr.upload.onprogress?.({ loaded: 3, total: 5, lengthComputable: true });
    expect(view().percent).toBe(60);
    xhr.answer(200, {
      data: { data: { uuid: 'u-9', mime_type: 'application/pdf', url: null, original_name: 'notes.pdf' } },
    });
    expect(view().result?.uuid).toBe('u-9');
    await settle();
    expect(view().status).toBe('completed');
  });

  it('aborts the request on cancel', () => {
    const { xhr, actor } = start();
    actor.send({ type: 'upload.cancel' });
    expect(xhr.aborted).toBe(true);
  });

  it('shows the invalid user hash text from a 422 naming user_id_hash, without retry', () => {
    const { xhr, view } = start();
    xhr.answer(422, {
      message: 'The given data was invalid.',
      errors: { user_id_hash: ['Invalid user hash.'] },
    });
    expect(view()).toMatchObject({
      status: 'failed',
      message: UPLOAD_MESSAGE_KEYS.invalidUserHash,
      canRetry: false,
    });
  });

  it('treats a dropped connection as a failure that may be retried', () => {
    const { xhr, view } = start();
    xhr.onerror?.();
    expect(view()).toMatchObject({
      status: 'failed',
      message: UPLOAD_MESSAGE_KEYS.fileError,
      canRetry: true,
    });
  });
});

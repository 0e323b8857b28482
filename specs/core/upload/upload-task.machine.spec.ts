import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  FILE_POLL_INTERVAL_MS,
  selectUploadTaskView,
  UPLOAD_MESSAGE_KEYS,
  UPLOADER_POLL_INTERVAL_MS,
  uploaderTaskInput,
  uploadTaskMachine,
} from '../../../core/upload/index.ts';
import { completed, fakeFileService, fakeTransport, httpError, processing, settle } from './upload-fakes.ts';

const video = { name: 'Lecture 1.MP4', size: 1_000_000, type: 'video/mp4' };
const PROCESSING_HOST = 'processing.lectern.test';

function start(
  options: { answers?: Parameters<typeof fakeFileService>[0]; onlyUpload?: boolean; uploader?: boolean } = {},
) {
  const clock = new SimulatedClock();
  const transport = fakeTransport();
  const files = fakeFileService(options.answers ?? [completed()]);
  files.followClock(() => clock.now());
  const base = {
    file: video,
    client: files.client,
    processingHost: PROCESSING_HOST,
    onlyUpload: options.onlyUpload,
  };
  const actor = createActor(
    uploadTaskMachine.provide({ actors: { sendFile: transport.logic, pollFile: files.logic } }),
    { input: options.uploader ? uploaderTaskInput(base) : base, clock },
  ).start();
  const view = () => selectUploadTaskView(actor.getSnapshot());
  return { actor, clock, transport, files, view };
}

describe('upload task', () => {
  it('shows the percent of bytes sent, then checks the file every 2 s until it is processed', async () => {
    const { transport, files, clock, view } = start({
      answers: [processing(), processing(`https://${PROCESSING_HOST}/tmp/x`), completed()],
    });
    expect(view()).toMatchObject({ status: 'progress', percent: 0, icon: 'spinner', canCancel: true });
    transport.current.report({ type: 'upload.progressed', bytesSent: 333_333, bytesTotal: 1_000_000 });
    expect(view().percent).toBe(33);
    transport.current.report({ type: 'upload.sent', result: { uuid: 'file-1', url: null } });
    expect(view()).toMatchObject({ status: 'checking', percent: 100, icon: 'hourglass' });
    await settle();
    expect(files.polls).toEqual([0]);
    clock.increment(FILE_POLL_INTERVAL_MS - 1);
    await settle();
    expect(files.polls).toHaveLength(1);
    clock.increment(1);
    await settle();
    // processing done but the url still on the processing host: not usable yet
    expect(files.polls).toEqual([0, FILE_POLL_INTERVAL_MS]);
    expect(view().status).toBe('checking');
    clock.increment(FILE_POLL_INTERVAL_MS);
    await settle();
    expect(files.polls).toEqual([0, FILE_POLL_INTERVAL_MS, 2 * FILE_POLL_INTERVAL_MS]);
    expect(view()).toMatchObject({
      status: 'completed',
      icon: 'check',
      canCancel: false,
      canRetry: false,
      result: { uuid: 'file-1', url: completed().url },
    });
  });

  it('polls every 5 s in the single-request uploader', async () => {
    const { transport, files, clock } = start({
      uploader: true,
      answers: [processing(), processing(), completed()],
    });
    transport.current.report({ type: 'upload.sent', result: { uuid: 'file-1', url: null } });
    await settle();
    clock.increment(FILE_POLL_INTERVAL_MS);
    await settle();
    expect(files.polls).toHaveLength(1);
    clock.increment(UPLOADER_POLL_INTERVAL_MS - FILE_POLL_INTERVAL_MS);
    await settle();
    clock.increment(UPLOADER_POLL_INTERVAL_MS);
    await settle();
    expect(files.polls).toEqual([0, UPLOADER_POLL_INTERVAL_MS, 2 * UPLOADER_POLL_INTERVAL_MS]);
  });

  it('completes without checking when only the upload is asked for', async () => {
    const { transport, files, view } = start({ onlyUpload: true });
    transport.current.report({ type: 'upload.sent', result: { uuid: 'file-1', url: 'https://cdn/x' } });
    await settle();
    expect(view()).toMatchObject({ status: 'completed', result: { uuid: 'file-1', url: 'https://cdn/x' } });
    expect(files.polls).toEqual([]);
  });

  it('aborts the transport on cancel and offers retry, which sends the file again from 0', () => {
    const { transport, view, actor } = start();
    transport.current.report({ type: 'upload.progressed', bytesSent: 500_000, bytesTotal: 1_000_000 });
    actor.send({ type: 'upload.cancel' });
    expect(transport.sends[0]?.aborted).toBe(true);
    expect(view()).toMatchObject({
      status: 'aborted',
      canRetry: true,
      canCancel: false,
      message: UPLOAD_MESSAGE_KEYS.fileError,
    });
    actor.send({ type: 'upload.retry' });
    expect(transport.sends).toHaveLength(2);
    expect(transport.current.input.attempt).toBe(2);
    expect(view()).toMatchObject({ status: 'progress', percent: 0, message: null });
  });

  it('stops polling when cancelled while checking', async () => {
    const { transport, files, clock, actor, view } = start({ answers: [processing()] });
    transport.current.report({ type: 'upload.sent', result: { uuid: 'file-1', url: null } });
    await settle();
    actor.send({ type: 'upload.cancel' });
    clock.increment(10 * FILE_POLL_INTERVAL_MS);
    await settle();
    expect(files.polls).toHaveLength(1);
    expect(view().status).toBe('aborted');
  });

  for (const status of [403, 422]) {
    it(`refuses retry after a ${status} and shows the server's message`, () => {
      const { transport, view, actor } = start();
      transport.current.report({ type: 'upload.failed', failure: { status, message: 'Not yours' } });
      expect(view()).toMatchObject({
        status: 'failed',
        icon: 'error',
        canRetry: false,
        message: 'Not yours',
      });
      actor.send({ type: 'upload.retry' });
      expect(view().status).toBe('failed');
      expect(transport.sends).toHaveLength(1);
    });
  }

  for (const status of [0, 401, 413, 500, 503]) {
    it(`offers retry after a ${status} with the generic text when the server said nothing`, () => {
      const { transport, view, actor } = start();
      transport.current.report({ type: 'upload.failed', failure: { status, message: null } });
      expect(view()).toMatchObject({
        status: 'failed',
        canRetry: true,
        message: UPLOAD_MESSAGE_KEYS.fileError,
      });
      actor.send({ type: 'upload.retry' });
      expect(view().status).toBe('progress');
      expect(transport.sends).toHaveLength(2);
    });
  }

  it('shows the invalid user hash message when the server refuses the hash', () => {
    const { transport, view } = start();
    transport.current.report({
      type: 'upload.failed',
      failure: { status: 422, message: 'The given data was invalid.', errors: { user_id_hash: ['invalid'] } },
    });
    expect(view()).toMatchObject({ message: UPLOAD_MESSAGE_KEYS.invalidUserHash, canRetry: false });
  });

  it('keeps checking through a dropped connection but fails on a refusal', async () => {
    const dropped = start({ answers: [httpError(0, 'Failed to fetch'), completed()] });
    dropped.transport.current.report({ type: 'upload.sent', result: { uuid: 'f', url: null } });
    await settle();
    expect(dropped.view().status).toBe('checking');
    dropped.clock.increment(FILE_POLL_INTERVAL_MS);
    await settle();
    expect(dropped.view().status).toBe('completed');

    const refused = start({ answers: [httpError(403, 'Forbidden')] });
    refused.transport.current.report({ type: 'upload.sent', result: { uuid: 'f', url: null } });
    await settle();
    expect(refused.view()).toMatchObject({ status: 'failed', canRetry: false });
  });

  it('fails with the reason when processing fails', async () => {
    const { transport, view } = start({
      answers: [{ uuid: 'x', url: null, process_status: 'failed', process_error: 'No video stream' }],
    });
    transport.current.report({ type: 'upload.sent', result: { uuid: 'f', url: null } });
    await settle();
    expect(view()).toMatchObject({ status: 'failed', message: 'No video stream', canRetry: true });
  });

  it('refuses a video over 6 GB before sending a byte, with the limit and no retry', () => {
    const transport = fakeTransport();
    const files = fakeFileService([completed()]);
    const actor = createActor(
      uploadTaskMachine.provide({ actors: { sendFile: transport.logic, pollFile: files.logic } }),
      {
        input: { file: { ...video, size: 6_442_450_945 }, client: files.client },
      },
    ).start();
    expect(selectUploadTaskView(actor.getSnapshot())).toMatchObject({
      status: 'failed',
      message: UPLOAD_MESSAGE_KEYS.maxSize,
      messageDetail: '6000 mB',
      canRetry: false,
    });
    expect(transport.sends).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { FileRecord } from '../../../core/api/index.ts';
import { listLeafStateIds } from '../../../core/inspector/machine-graph.ts';
import {
  isFileReady,
  NON_RETRYABLE_STATUSES,
  type PollFileInput,
  selectUploadTaskView,
  UPLOAD_MESSAGE_KEYS,
  type UploadTaskEvent,
  type UploadTaskInput,
  uploadTaskMachine,
} from '../../../core/upload/index.ts';
import { completed, fakeTransport, processing } from './upload-fakes.ts';

type TaskSnapshot = SnapshotFrom<typeof uploadTaskMachine>;
const PROCESSING_HOST = 'processing.lectern.test';
const WAIT_EVENT = 'xstate.after.pollInterval.uploadTask.checking.waiting';
const never = fromPromise<FileRecord, PollFileInput>(() => new Promise<FileRecord>(() => undefined));
const client = { fileStatus: () => new Promise<FileRecord>(() => undefined) };

const polled = (output: FileRecord) =>
  ({ type: 'xstate.done.actor.pollFile', output }) as never as UploadTaskEvent;
const pollFailed = (status: number) =>
  ({ type: 'xstate.error.actor.pollFile', error: { status, message: 'x' } }) as never as UploadTaskEvent;

const EVENTS: UploadTaskEvent[] = [
  { type: 'upload.progressed', bytesSent: 50, bytesTotal: 100 },
  { type: 'upload.sent', result: { uuid: 'file-1', url: null } },
  { type: 'upload.failed', failure: { status: 500, message: null } },
  { type: 'upload.failed', failure: { status: 403, message: 'Forbidden' } },
  { type: 'upload.failed', failure: { status: 422, message: null, errors: { user_id_hash: ['bad'] } } },
  { type: 'upload.cancel' },
  { type: 'upload.retry' },
  polled(processing()),
  polled(processing(`https://${PROCESSING_HOST}/tmp/x`)),
  polled(completed(`https://${PROCESSING_HOST}/tmp/x`)),
  polled(completed()),
  polled({ uuid: 'x', url: null, process_status: 'failed', process_error: 'No video stream' }),
  pollFailed(0),
  pollFailed(404),
  { type: WAIT_EVENT } as never,
];

function leafId(snapshot: TaskSnapshot): string {
  return snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final').at(-1)?.id ?? '';
}

/** What a person sees in each state of a task. */
function assertMeaning(snapshot: TaskSnapshot): void {
  const view = selectUploadTaskView(snapshot);
  const { context } = snapshot;
  expect(view.percent).toBeGreaterThanOrEqual(0);
  expect(view.percent).toBeLessThanOrEqual(100);
  expect(snapshot.hasTag('busy')).toBe(view.canCancel);
  switch (leafId(snapshot)) {
    case 'uploadTask.progress':
      expect(view).toMatchObject({ status: 'progress', icon: 'spinner', canRetry: false, message: null });
      expect(view.result).toBeNull();
      break;
    case 'uploadTask.checking.fetching':
    case 'uploadTask.checking.waiting':
      expect(view).toMatchObject({ status: 'checking', icon: 'hourglass', percent: 100, canRetry: false });
      expect(view.result?.uuid).toBe('file-1');
      break;
    case 'uploadTask.completed':
      expect(view).toMatchObject({ status: 'completed', icon: 'check', canCancel: false, canRetry: false });
      if (context.onlyUpload) expect(view.result?.uuid).toBe('file-1');
      else
        expect(
          view.result && isFileReady({ ...view.result, process_status: 'completed' }, PROCESSING_HOST),
        ).toBe(true);
      expect(snapshot.status).toBe('done');
      break;
    case 'uploadTask.failed': {
      expect(view).toMatchObject({ status: 'failed', icon: 'error', canCancel: false });
      expect(view.message).not.toBeNull();
      const refusedStatus =
        context.failureStatus !== null && NON_RETRYABLE_STATUSES.includes(context.failureStatus);
      expect(view.canRetry).toBe(!refusedStatus && context.attempt > 0);
      break;
    }
    case 'uploadTask.aborted':
      expect(view).toMatchObject({
        status: 'aborted',
        icon: 'cancelled',
        canRetry: true,
        canCancel: false,
        message: UPLOAD_MESSAGE_KEYS.fileError,
      });
      break;
    default:
      throw new Error(`No meaning written for state ${leafId(snapshot)}`);
  }
}

const serialize = (snapshot: TaskSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.canRetry, snapshot.context.result?.url ?? null]);

const inputs: [string, UploadTaskInput][] = [
  [
    'a video for the panel',
    { file: { name: 'a.mp4', size: 100, type: 'video/mp4' }, client, processingHost: PROCESSING_HOST },
  ],
  [
    'an attachment sent without waiting for processing',
    { file: { name: 'a.pdf', size: 100, type: 'application/pdf' }, client, onlyUpload: true },
  ],
  [
    'a file refused by the accepted extensions',
    { file: { name: 'a.exe', size: 100, type: '' }, client, acceptedExtensions: ['pdf'] },
  ],
];

describe('upload task model', () => {
  const reached = new Set<string>();

  for (const [label, input] of inputs) {
    describe(label, () => {
      const paths = getShortestPaths(uploadTaskMachine, {
        input,
        events: EVENTS,
        serializeState: serialize as never,
      });
      for (const path of paths) reached.add(leafId(path.state));

      it('walks every shortest path on a running actor: same states, same meaning, transport only while sending', () => {
        expect(paths.length).toBeGreaterThan(0);
        for (const path of paths) {
          const transport = fakeTransport();
          const actor = createActor(
            uploadTaskMachine.provide({ actors: { sendFile: transport.logic, pollFile: never } }),
            {
              input,
              clock: new SimulatedClock(),
            },
          ).start();
          for (const step of path.steps) {
            const event = step.event as UploadTaskEvent | { type: 'xstate.init' };
            if (event.type !== 'xstate.init') actor.send(event as UploadTaskEvent);
            const snapshot = actor.getSnapshot();
            expect(snapshot.value).toEqual(step.state.value);
            assertMeaning(snapshot);
            const sending = transport.sends.filter((send) => !send.aborted);
            expect(sending.length).toBe(snapshot.matches('progress') ? 1 : 0);
          }
          actor.stop();
        }
      });
    });
  }

  it('keeps each state’s meaning along every simple path of a video upload', () => {
    const paths = getSimplePaths(uploadTaskMachine, {
      input: inputs[0]?.[1] as UploadTaskInput,
      events: EVENTS,
      serializeState: serialize as never,
    });
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) for (const step of path.steps) assertMeaning(step.state);
  });

  it('reaches every state of the machine', () => {
    expect([...reached].sort()).toEqual(
      listLeafStateIds(uploadTaskMachine)
        .filter((id) => id !== 'uploadTask.starting')
        .sort(),
    );
  });
});

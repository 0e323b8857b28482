import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { listLeafStateIds } from '../../../core/inspector/machine-graph.ts';
import {
  RECORDING_NAME_LENGTH,
  selectVideoRecorderView,
  type VideoRecorderEvent,
  videoRecorderMachine,
} from '../../../core/recorder/index.ts';
import { fakeStream, mediaError, silentVideoAdapters } from './recorder-fakes.ts';

type Snapshot = SnapshotFrom<typeof videoRecorderMachine>;
const stream = fakeStream();
const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as never as VideoRecorderEvent;
const failed = (id: string, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error }) as never as VideoRecorderEvent;
const after = (delay: string, state: string) =>
  ({ type: `xstate.after.${delay}.videoRecorder.${state}` }) as never as VideoRecorderEvent;
const kept = { blob: new Blob(['x']), name: 'abcdefabcdef.mp4', mimeType: 'video/mp4' };

const EVENTS: VideoRecorderEvent[] = [
  { type: 'recorder.start' },
  { type: 'recorder.resume', file: kept },
  done('permission', 'granted'),
  done('permission', 'prompt'),
  done('permission', 'denied'),
  { type: 'access.allow' },
  done('request', stream),
  failed('request', mediaError('NotAllowedError')),
  failed('request', mediaError('NotFoundError')),
  failed('request', mediaError('NotReadableError')),
  done('devices', { cameras: [{ deviceId: 'cam-2', label: 'Back camera' }], microphones: [] }),
  { type: 'device.pick', kind: 'camera', deviceId: 'cam-2' },
  { type: 'access.confirm' },
  after('stopDelay', 'recording.control.warmingUp'),
  after('timerTick', 'recording.clock.ticking'),
  { type: 'recorder.stop' },
  { type: 'video.captured', blob: new Blob(['v']), mimeType: 'video/mp4;codecs=avc1,opus' },
  { type: 'capture.failed', error: new Error('unplugged') },
  { type: 'save.progressed', percent: 55 },
  { type: 'save.stored', file: { uuid: 'file-2', url: '/api/v1/files/file-2/media/hls/master.m3u8' } },
  { type: 'save.failed', message: 'Network error' },
  { type: 'recorder.retry' },
  { type: 'recorder.cancel' },
];

function leafIds(snapshot: Snapshot): string[] {
  return snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.id);
}

/** What a person sees in each state. */
function assertMeaning(snapshot: Snapshot): void {
  const view = selectVideoRecorderView(snapshot);
  const leaves = leafIds(snapshot);
  const leaf = leaves.find((id) => !id.includes('.clock.')) ?? '';
  expect(view.canStop).toBe(leaf === 'videoRecorder.recording.control.stoppable');
  switch (leaf) {
    case 'videoRecorder.idle':
      expect(view.modal).toBe('none');
      break;
    case 'videoRecorder.checking':
    case 'videoRecorder.requesting':
      expect(view).toMatchObject({ modal: 'checking', isWaiting: true });
      break;
    case 'videoRecorder.access.asking':
      expect(view).toMatchObject({ modal: 'access', accessStep: 1, isWaiting: false });
      break;
    case 'videoRecorder.access.requesting':
    case 'videoRecorder.access.listing':
      expect(view).toMatchObject({ modal: 'access', accessStep: 2, isWaiting: true });
      break;
    case 'videoRecorder.access.picking':
      expect(view).toMatchObject({ modal: 'access', accessStep: 2, isWaiting: false });
      break;
    case 'videoRecorder.denied':
    case 'videoRecorder.noCamera':
    case 'videoRecorder.cameraBusy':
      expect(view.modal).toBe(leaf.split('.')[1]);
      expect(snapshot.hasTag('error')).toBe(true);
      break;
    case 'videoRecorder.recording.control.warmingUp':
    case 'videoRecorder.recording.control.stoppable':
    case 'videoRecorder.recording.control.stopping':
      expect(view.modal).toBe('recording');
      expect(view.stream).not.toBeNull();
      break;
    case 'videoRecorder.saving':
      expect(view.modal).toBe('saving');
      expect(snapshot.context.file?.name).toMatch(
        new RegExp(`^[0-9a-zA-Z]{${RECORDING_NAME_LENGTH}}\\.mp4$`),
      );
      break;
    case 'videoRecorder.done':
      expect(view).toMatchObject({ modal: 'none', ended: 'done', percent: 100 });
      expect(snapshot.output?.file?.uuid).toBe('file-2');
      break;
    case 'videoRecorder.failed':
      expect(view).toMatchObject({ modal: 'none', ended: 'failed', message: 'Network error' });
      break;
    case 'videoRecorder.cancelled':
      expect(view).toMatchObject({ modal: 'none', ended: 'cancelled' });
      break;
    default:
      throw new Error(`No meaning written for ${leaf}`);
  }
}

const serialize = (snapshot: Snapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.failure, snapshot.context.choice]);

describe('video recorder model', () => {
  const { adapters } = silentVideoAdapters();
  const paths = getShortestPaths(videoRecorderMachine, {
    input: { adapters },
    events: EVENTS,
    serializeState: serialize as never,
  });

  it('reaches every state of the machine', () => {
    const reached = new Set(paths.flatMap((path) => leafIds(path.state)));
    expect([...reached].sort()).toEqual(listLeafStateIds(videoRecorderMachine).sort());
  });

  it('leads NotFoundError to the no-camera modal, NotReadableError to camera busy, anything else to denied', () => {
    const endOf = (error: Error) =>
      paths.find(
        (path) =>
          (path.steps.at(-1)?.event.type as string) === 'xstate.error.actor.request' &&
          (path.steps.at(-1)?.event as { error?: Error } | undefined)?.error === error,
      );
    for (const [name, modal] of [
      ['NotFoundError', 'noCamera'],
      ['NotReadableError', 'cameraBusy'],
      ['NotAllowedError', 'denied'],
    ] as const) {
      const error = EVENTS.find((event) => (event as { error?: Error }).error?.name === name) as {
        error: Error;
      };
      const path = endOf(error.error);
      expect(path && selectVideoRecorderView(path.state).modal).toBe(modal);
    }
  });

  it('walks every shortest path on a running actor with fake devices: same states, same meaning', () => {
    for (const path of paths) {
      const fakes = silentVideoAdapters();
      const clock = new SimulatedClock();
      const actor = createActor(videoRecorderMachine, { input: { adapters: fakes.adapters }, clock }).start();
      for (const step of path.steps) {
        const event = step.event as VideoRecorderEvent | { type: 'xstate.init' };
        if (event.type.startsWith('xstate.after.stopDelay')) clock.increment(1000);
        else if (event.type.startsWith('xstate.after.timerTick')) clock.increment(1000);
        else if (event.type !== 'xstate.init') actor.send(event as VideoRecorderEvent);
        const snapshot = actor.getSnapshot();
        expect(snapshot.matches(step.state.value as never)).toBe(true);
        assertMeaning(snapshot);
      }
      if (actor.getSnapshot().matches('failed')) expect(fakes.log.forgotten).toEqual([]);
      actor.stop();
    }
  });

  it('shows the stop control only after 1000 ms of recording', () => {
    const fakes = silentVideoAdapters();
    const clock = new SimulatedClock();
    const actor = createActor(videoRecorderMachine, { input: { adapters: fakes.adapters }, clock }).start();
    actor.send({ type: 'recorder.start' });
    actor.send(done('permission', 'granted'));
    actor.send(done('request', fakeStream()));
    clock.increment(999);
    expect(selectVideoRecorderView(actor.getSnapshot()).canStop).toBe(false);
    clock.increment(1);
    expect(selectVideoRecorderView(actor.getSnapshot())).toMatchObject({ canStop: true, seconds: 1 });
    clock.increment(1000);
    clock.increment(1000);
    expect(selectVideoRecorderView(actor.getSnapshot()).seconds).toBe(3);
    actor.stop();
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { listLeafStateIds } from '../../../core/inspector/machine-graph.ts';
import {
  type AudioRecorderEvent,
  audioRecorderMachine,
  RECORDING_NAME_LENGTH,
  selectAudioRecorderView,
  WAVEFORM_BARS,
} from '../../../core/recorder/index.ts';
import { fakeStream, mediaError, silentAudioAdapters } from './recorder-fakes.ts';

type Snapshot = SnapshotFrom<typeof audioRecorderMachine>;
const stream = fakeStream();
const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as never as AudioRecorderEvent;
const failed = (id: string, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error }) as never as AudioRecorderEvent;
const TICK = {
  type: 'xstate.after.timerTick.audioRecorder.recording.running',
} as never as AudioRecorderEvent;
const kept = { blob: new Blob(['x']), name: 'abcdefabcdef.mp3', mimeType: 'audio/mpeg' };

const EVENTS: AudioRecorderEvent[] = [
  { type: 'recorder.start' },
  { type: 'recorder.resume', file: kept },
  done('request', stream),
  failed('request', mediaError('NotAllowedError')),
  failed('request', mediaError('NotFoundError')),
  failed('request', mediaError('NotReadableError')),
  TICK,
  { type: 'audio.levels', bars: Array.from({ length: WAVEFORM_BARS }, (_, index) => index / WAVEFORM_BARS) },
  { type: 'recorder.add' },
  { type: 'audio.captured', samples: new Float32Array(4410), sampleRate: 44100 },
  { type: 'capture.failed', error: new Error('unplugged') },
  { type: 'encoding.progressed', fraction: 0.5 },
  { type: 'encoding.finished', bytes: new Uint8Array([0xff, 0xfb]) },
  { type: 'encoding.failed', error: new Error('worker died') },
  { type: 'save.progressed', percent: 40 },
  { type: 'save.stored', file: { uuid: 'file-1', url: '/api/v1/files/file-1/media/audio.m4a' } },
  { type: 'save.failed', message: 'Network error' },
  { type: 'recorder.retry' },
  { type: 'recorder.cancel' },
];

function leafId(snapshot: Snapshot): string {
  return snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final').at(-1)?.id ?? '';
}

/** What a person sees in each state. */
function assertMeaning(snapshot: Snapshot): void {
  const view = selectAudioRecorderView(snapshot);
  expect(view.percent).toBeGreaterThanOrEqual(0);
  expect(view.percent).toBeLessThanOrEqual(100);
  expect(view.bars).toHaveLength(WAVEFORM_BARS);
  expect(snapshot.hasTag('busy')).toBe(view.step === 'saving');
  switch (leafId(snapshot)) {
    case 'audioRecorder.idle':
      expect(view).toMatchObject({ step: 'idle', canAdd: false });
      break;
    case 'audioRecorder.requesting':
      expect(view).toMatchObject({ step: 'requesting', seconds: 0, canAdd: false });
      break;
    case 'audioRecorder.recording.running':
      expect(view).toMatchObject({ step: 'recording', canAdd: true });
      break;
    case 'audioRecorder.recording.stopping':
      expect(view).toMatchObject({ step: 'stopping', canAdd: false });
      break;
    case 'audioRecorder.saving.encoding':
      expect(view.step).toBe('saving');
      expect(view.percent).toBeLessThanOrEqual(20);
      break;
    case 'audioRecorder.saving.uploading': {
      expect(view.step).toBe('saving');
      const file = snapshot.context.file;
      expect(file?.name).toMatch(new RegExp(`^[0-9a-zA-Z]{${RECORDING_NAME_LENGTH}}\\.(mp3|wav)$`));
      expect(file?.mimeType).toBe(snapshot.context.unencoded ? 'audio/wav' : 'audio/mpeg');
      break;
    }
    case 'audioRecorder.error':
      expect(view).toMatchObject({ step: 'error', canRetry: true });
      expect(view.failure).not.toBeNull();
      break;
    case 'audioRecorder.done':
      expect(view).toMatchObject({ step: 'done', percent: 100 });
      expect(view.saved?.uuid).toBe('file-1');
      expect(snapshot.output?.file?.uuid).toBe('file-1');
      break;
    case 'audioRecorder.cancelled':
      expect(view.step).toBe('cancelled');
      expect(snapshot.output?.file).toBeNull();
      break;
    default:
      throw new Error(`No meaning written for ${leafId(snapshot)}`);
  }
}

const serialize = (snapshot: Snapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.failure,
    snapshot.context.unencoded,
    snapshot.context.file?.mimeType ?? null,
  ]);

describe('audio recorder model', () => {
  const { adapters } = silentAudioAdapters();
  const paths = getShortestPaths(audioRecorderMachine, {
    input: { adapters },
    events: EVENTS,
    serializeState: serialize as never,
  });

  it('reaches every state of the machine', () => {
    const reached = new Set(paths.map((path) => leafId(path.state)));
    expect([...reached].sort()).toEqual(listLeafStateIds(audioRecorderMachine).sort());
  });

  it('walks every shortest path on a running actor with fake devices: same states, same meaning', () => {
    for (const path of paths) {
      const fakes = silentAudioAdapters();
      const own = fakeStream();
      const actor = createActor(audioRecorderMachine, {
        input: { adapters: fakes.adapters },
        clock: new SimulatedClock(),
      }).start();
      let recorded = false;
      for (const step of path.steps) {
        const event = step.event as AudioRecorderEvent | { type: 'xstate.init' };
        if ((event.type as string) === 'xstate.done.actor.request') actor.send(done('request', own));
        else if (event.type !== 'xstate.init') actor.send(event as AudioRecorderEvent);
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        assertMeaning(snapshot);
        const recording = snapshot.matches('recording');
        recorded ||= recording;
        // The microphone is held only while recording; leaving lets it go.
        if (recorded && !recording) expect(own.stops).toBe(1);
        // One upload at a time, only while uploading.
        const uploading = fakes.log.saves.filter((save) => !save.cancelled);
        expect(uploading.length).toBe(snapshot.matches({ saving: 'uploading' }) ? 1 : 0);
      }
      if (actor.getSnapshot().matches('cancelled')) {
        expect(fakes.log.captures.every((capture) => capture.cancelled || capture.stopped)).toBe(true);
        expect(fakes.log.saves.every((save) => save.cancelled)).toBe(true);
        expect(fakes.log.forgotten.length).toBe(fakes.log.kept.length > 0 ? 1 : 0);
      }
      if (actor.getSnapshot().matches('done')) expect(fakes.log.forgotten).toEqual([fakes.log.kept.at(-1)]);
      actor.stop();
    }
  });

  it('keeps each state’s meaning along every simple path', () => {
    const simple = getSimplePaths(audioRecorderMachine, {
      input: { adapters },
      events: EVENTS.filter((event) => event !== TICK),
      serializeState: serialize as never,
    });
    expect(simple.length).toBeGreaterThan(20);
    for (const path of simple) for (const step of path.steps) assertMeaning(step.state);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { listLeafStateIds } from '../../../core/inspector/machine-graph.ts';
import {
  audioRecordingPlayerMachine,
  type RecordingPlayerEvent,
  selectRecordingPlayerView,
} from '../../../core/player/index.ts';

type Snapshot = SnapshotFrom<typeof audioRecordingPlayerMachine>;
const BARS = Array.from({ length: 21 }, (_, index) => index / 20);

const events: (RecordingPlayerEvent | { type: string; output?: unknown })[] = [
  { type: 'recording.play' },
  { type: 'recording.stop' },
  { type: 'rate.cycle' },
  { type: 'script.toggle' },
  { type: 'media.loaded', duration: 30 },
  { type: 'media.loaded', duration: 300 },
  { type: 'media.ended' },
  { type: 'xstate.done.actor.0.audioRecordingPlayer.analysing', output: BARS },
];

const serialize = (snapshot: Snapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.rate,
    snapshot.context.scriptShown,
    snapshot.context.bars.length,
  ]);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('audio recording player machine model', () => {
  it('walks every shortest path and reaches every state', async () => {
    const reached = new Set<string>();
    const paths = getShortestPaths(audioRecordingPlayerMachine, {
      input: { hasScript: true },
      events: events as never,
      serializeState: serialize as never,
    });
    for (const path of paths) {
      const analysed: number[] = [];
      const actor = createActor(
        audioRecordingPlayerMachine.provide({
          actors: {
            analyseWaveform: fromPromise(async ({ input }) => {
              analysed.push(input.duration);
              return BARS;
            }),
          },
        }),
        { input: { hasScript: true } },
      ).start();
      for (const step of path.steps) {
        const type = step.event.type as string;
        if (type === 'xstate.init') continue;
        if (type.startsWith('xstate.done.actor')) await settle();
        else actor.send(step.event as RecordingPlayerEvent);
        expect(actor.getSnapshot().value).toEqual(step.state.value);
        reached.add(`audioRecordingPlayer.${String(actor.getSnapshot().value)}`);
      }
      expect(analysed.every((duration) => duration < 300)).toBe(true);
      actor.stop();
    }
    expect([...reached].sort()).toEqual(listLeafStateIds(audioRecordingPlayerMachine).sort());
  });

  it('the rate cycles 1×, 1.5×, 2×, then 1×; the script toggles only for a task with one', () => {
    const actor = createActor(audioRecordingPlayerMachine, { input: { hasScript: false } }).start();
    const rates = [1, 2, 3, 4].map(() => {
      actor.send({ type: 'rate.cycle' });
      return selectRecordingPlayerView(actor.getSnapshot()).rate;
    });
    expect(rates).toEqual([1.5, 2, 1, 1.5]);
    actor.send({ type: 'script.toggle' });
    expect(selectRecordingPlayerView(actor.getSnapshot()).scriptShown).toBe(false);
  });

  it('a waveform of 21 bars only for audio under 300 s', async () => {
    const analyse = (duration: number) => {
      const actor = createActor(
        audioRecordingPlayerMachine.provide({ actors: { analyseWaveform: fromPromise(async () => BARS) } }),
        { input: {} },
      ).start();
      actor.send({ type: 'media.loaded', duration });
      return actor;
    };
    const short = analyse(299.9);
    const long = analyse(300);
    await settle();
    expect(selectRecordingPlayerView(short.getSnapshot()).bars).toHaveLength(21);
    expect(selectRecordingPlayerView(long.getSnapshot()).bars).toEqual([]);
  });
});

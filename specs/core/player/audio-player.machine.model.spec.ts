import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { listLeafStateIds } from '../../../core/inspector/machine-graph.ts';
import {
  type AudioPlayerEmitted,
  type AudioPlayerEvent,
  audioPlayerMachine,
  type PlaybackEventKind,
  selectAudioPlayerView,
} from '../../../core/player/index.ts';

type Snapshot = SnapshotFrom<typeof audioPlayerMachine>;

const events: AudioPlayerEvent[] = [
  { type: 'audio.play' },
  { type: 'audio.pause' },
  { type: 'audio.toggle' },
  { type: 'media.loaded', duration: 100 },
  { type: 'media.playing' },
  { type: 'media.paused' },
  { type: 'media.timed', time: 90 },
  { type: 'media.ended' },
  { type: 'media.failed', error: 2 },
];

const serialize = (snapshot: Snapshot) => {
  const { duration, finished, startedSent, errors, currentTime } = snapshot.context;
  return JSON.stringify([snapshot.value, duration, finished, startedSent, errors.length > 0, currentTime]);
};

function start(reportsEvents = true) {
  const reports: PlaybackEventKind[] = [];
  const commands: AudioPlayerEmitted[] = [];
  const actor = createActor(
    audioPlayerMachine.provide({
      actors: {
        reportPlayback: fromPromise(async ({ input }) => {
          reports.push(input.kind);
        }),
      },
    }),
    { input: { reportsEvents } },
  ).start();
  actor.on('media.command', (command) => commands.push(command));
  return { actor, reports, commands };
}

afterEach(() => vi.useRealTimers());

describe('audio player machine model', () => {
  it('walks every shortest path; started is sent once on load and watched once past 85 %', () => {
    const reached = new Set<string>();
    const paths = getShortestPaths(audioPlayerMachine, {
      input: { reportsEvents: true },
      events: events as never,
      serializeState: serialize as never,
    });
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const { actor, reports } = start();
      for (const step of path.steps) {
        if ((step.event.type as string) === 'xstate.init') continue;
        actor.send(step.event as AudioPlayerEvent);
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        const view = selectAudioPlayerView(snapshot);
        expect(view.status).toBe(snapshot.value);
        expect(view.isPlaying).toBe(snapshot.value === 'playing');
        expect(view.isLoading).toBe(snapshot.value === 'loading');
      }
      reached.add(`audioPlayer.${String(actor.getSnapshot().value)}`);
      expect(reports.filter((kind) => kind === 'started').length).toBe(
        actor.getSnapshot().context.startedSent ? 1 : 0,
      );
      expect(reports.filter((kind) => kind === 'watched').length).toBe(
        actor.getSnapshot().context.finished ? 1 : 0,
      );
      actor.stop();
    }
    expect([...reached].sort()).toEqual(listLeafStateIds(audioPlayerMachine).sort());
  });

  it('the first play loads, then plays; the end goes back to the start, paused', () => {
    const { actor, commands } = start();
    actor.send({ type: 'audio.play' });
    expect(selectAudioPlayerView(actor.getSnapshot())).toMatchObject({ status: 'loading', isLoading: true });
    actor.send({ type: 'media.loaded', duration: 20 });
    actor.send({ type: 'media.playing' });
    actor.send({ type: 'media.timed', time: 19.5 });
    actor.send({ type: 'media.ended' });
    expect(selectAudioPlayerView(actor.getSnapshot())).toMatchObject({ status: 'paused', position: 0 });
    expect(commands.at(-1)).toEqual({ type: 'media.command', command: 'seek', time: 0 });
  });

  it('85 % marks it finished once, however often it is passed; nothing is sent where events are not reported', () => {
    const reported = start(true);
    reported.actor.send({ type: 'audio.play' });
    reported.actor.send({ type: 'media.loaded', duration: 100 });
    reported.actor.send({ type: 'media.playing' });
    reported.actor.send({ type: 'media.timed', time: 84.9 });
    expect(reported.reports).toEqual(['started']);
    reported.actor.send({ type: 'media.timed', time: 85 });
    reported.actor.send({ type: 'media.timed', time: 99 });
    reported.actor.send({ type: 'media.ended' });
    reported.actor.send({ type: 'audio.play' });
    reported.actor.send({ type: 'media.loaded', duration: 100 });
    reported.actor.send({ type: 'media.timed', time: 90 });
    expect(reported.reports).toEqual(['started', 'watched']);
    const quiet = start(false);
    quiet.actor.send({ type: 'audio.play' });
    quiet.actor.send({ type: 'media.loaded', duration: 10 });
    quiet.actor.send({ type: 'media.timed', time: 10 });
    expect(quiet.reports).toEqual([]);
    expect(selectAudioPlayerView(quiet.actor.getSnapshot()).finished).toBe(true);
  });

  it('a dragged seek is applied once, 300 ms after the last move, on a 0.1 s step', () => {
    vi.useFakeTimers();
    const { actor, commands } = start();
    actor.send({ type: 'media.loaded', duration: 60 });
    actor.send({ type: 'audio.seek', time: 10 });
    vi.advanceTimersByTime(200);
    actor.send({ type: 'audio.seek', time: 12.345 });
    expect(selectAudioPlayerView(actor.getSnapshot()).position).toBe(12.3);
    vi.advanceTimersByTime(299);
    expect(commands.filter((command) => command.command === 'seek')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(commands.filter((command) => command.command === 'seek')).toEqual([
      { type: 'media.command', command: 'seek', time: 12.3 },
    ]);
  });

  it('back and forward skip 10 s within the audio', () => {
    const { actor, commands } = start();
    actor.send({ type: 'media.loaded', duration: 25 });
    actor.send({ type: 'audio.forward' });
    actor.send({ type: 'audio.forward' });
    actor.send({ type: 'audio.forward' });
    expect(selectAudioPlayerView(actor.getSnapshot()).position).toBe(25);
    actor.send({ type: 'audio.back' });
    expect(selectAudioPlayerView(actor.getSnapshot()).position).toBe(15);
    expect(commands.at(-1)).toEqual({ type: 'media.command', command: 'seek', time: 15 });
  });

  it('errors 1–4 keep their code, a text stays as it is, all are collected and the loading clears', () => {
    const { actor } = start();
    actor.send({ type: 'audio.play' });
    actor.send({ type: 'media.failed', error: { code: 4, message: 'MEDIA_ERR_SRC_NOT_SUPPORTED' } });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'media.failed', error: 'NotAllowedError: play() failed' });
    actor.send({ type: 'media.failed', error: 2 });
    expect(selectAudioPlayerView(actor.getSnapshot()).errors).toEqual([
      { code: 4 },
      { text: 'NotAllowedError: play() failed' },
      { code: 2 },
    ]);
    actor.send({ type: 'errors.dismiss' });
    expect(selectAudioPlayerView(actor.getSnapshot()).errors).toEqual([]);
  });
});

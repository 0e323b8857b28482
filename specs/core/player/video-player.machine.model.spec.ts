import { describe, expect, it } from 'vitest';
import { type AnyEventObject, initialTransition, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { StreamError } from '../../../core/player/hls-recovery.ts';
import { videoPlayerMachine } from '../../../core/player/video-player.machine.ts';
import { selectVideoPlayerView, type VideoPlayerSnapshot } from '../../../core/player/video-player.select.ts';
import type { VideoPlayerEvent, VideoPlayerInput } from '../../../core/player/video-player.types.ts';
import { leafStateValues } from '../quiz/state-leaves.ts';
import { noHlsInput, processingInput, sharingInput, streamInput } from './video-player.fakes.ts';

const afterEvent = (stateId: string) => {
  const [delayed] = videoPlayerMachine.getStateNodeById(stateId).after;
  return { type: delayed!.eventType };
};

const error = (details: string, type: StreamError['type'] = 'network', fatal = true) => ({
  type: 'media.error' as const,
  error: { details, type, fatal },
});

/** Every request and fact a player can meet (actor answers included: the walk runs nothing). */
function eventsFor(snapshot: VideoPlayerSnapshot): AnyEventObject[] {
  const { context } = snapshot;
  const events: VideoPlayerEvent[] = [
    { type: 'play' },
    { type: 'pause' },
    { type: 'toggle' },
    { type: 'seek', time: 30 },
    { type: 'seek.by', seconds: -5 },
    { type: 'volume.set', volume: context.volume === 0 ? 70 : 0 },
    { type: 'mute.toggle' },
    { type: 'rate.set', rate: context.rate === 1 ? 1.5 : 1 },
    { type: 'quality.set', level: context.quality === -1 ? 0 : -1 },
    { type: 'fullscreen.toggle' },
    { type: 'media.fullscreenchanged', on: !context.fullscreen },
    { type: 'menu.toggle' },
    { type: 'menu.rate' },
    { type: 'menu.quality' },
    { type: 'menu.back' },
    { type: 'menu.close' },
    { type: 'tap', side: 'left', at: 1000 },
    { type: 'tap', side: 'left', at: 1500 },
    { type: 'pointer.moved' },
    { type: 'retry' },
    {
      type: 'source.processed',
      source: {
        kind: 'stream',
        url: 'http://lectern.test/api/v1/files/u9/media/hls/master.m3u8',
        format: 'hls',
      },
    },
    { type: 'media.ready', info: { duration: 100, width: 1280, height: 720, levels: [360, 720] } },
    { type: 'media.cued' },
    { type: 'media.playing' },
    { type: 'media.paused' },
    { type: 'media.waiting' },
    { type: 'media.ended' },
    { type: 'media.timeupdate', time: 90 },
    error('fragLoadError'),
    error('manifestLoadError'),
    error('bufferAppendError', 'media'),
    { type: 'sharing.error', code: 150 },
  ];
  return [
    ...events,
    { type: 'xstate.done.actor.0.videoPlayer.playback.refreshing', output: 'http://lectern.test/fresh.m3u8' },
    { type: 'xstate.error.actor.0.videoPlayer.playback.refreshing', error: new Error('404') },
    { type: 'xstate.done.actor.0.videoPlayer.playback.resolvingMp4', output: 'http://lectern.test/u1.mp4' },
    { type: 'xstate.error.actor.0.videoPlayer.playback.resolvingMp4', error: new Error('404') },
    afterEvent('videoPlayer.playback.player.unstarted.watching'),
    afterEvent('videoPlayer.controls.touch'),
    afterEvent('videoPlayer.controls.pointer'),
    afterEvent('videoPlayer.notice.showing'),
  ];
}

const REGION_EVENTS =
  /^(menu\.|tap|pointer\.|sharing\.|media\.fullscreenchanged|fullscreen\.)|controls|notice/;
const isRegionEvent = (event: AnyEventObject) => REGION_EVENTS.test(event.type);

/** The playback region: loading, the player states, recovery, the embed fallback, started and watched. */
const serializePlayback = (snapshot: VideoPlayerSnapshot) => {
  const { context } = snapshot;
  return JSON.stringify([
    (snapshot.value as { playback: unknown }).playback,
    context.embed,
    context.unstartedRetries,
    context.mediaRecoveries,
    context.mirrorTried,
    context.startedSent,
    context.watchedSent,
    context.source.kind,
  ]);
};

/** The menu, the touch controls and the notification, beside a loaded player. */
const serializeRegions = (snapshot: VideoPlayerSnapshot) => {
  const { context, value } = snapshot;
  const { playback: _, ...regions } = value as Record<string, unknown>;
  return JSON.stringify([regions, context.levels.length, context.fullscreen, context.lastTap !== null]);
};

const INPUTS: VideoPlayerInput[] = [streamInput, sharingInput, processingInput, noHlsInput];
const walks = [
  ...INPUTS.map((input) => ({
    input,
    paths: getShortestPaths(videoPlayerMachine, {
      input,
      events: ((snapshot: VideoPlayerSnapshot) =>
        eventsFor(snapshot).filter((event) => !isRegionEvent(event))) as never,
      serializeState: serializePlayback,
    }),
  })),
  {
    input: streamInput,
    paths: getShortestPaths(videoPlayerMachine, {
      input: streamInput,
      events: ((snapshot: VideoPlayerSnapshot) =>
        eventsFor(snapshot).filter((event) => isRegionEvent(event) || event.type === 'media.ready')) as never,
      serializeState: serializeRegions,
    }),
  },
];
const paths = walks.flatMap((walk) => walk.paths);

function replay(path: (typeof paths)[number], input: VideoPlayerInput): VideoPlayerSnapshot[] {
  let [snapshot] = initialTransition(videoPlayerMachine, input);
  const walked = [snapshot];
  for (const step of path.steps.slice(1)) {
    [snapshot] = transition(videoPlayerMachine, snapshot, step.event as VideoPlayerEvent);
    walked.push(snapshot);
  }
  return walked;
}
const steps = walks.flatMap((walk) => walk.paths.flatMap((path) => replay(path, walk.input)));

describe('video player machine, walked with xstate/graph', () => {
  it('explores many players', () => {
    expect(paths.length).toBeGreaterThan(100);
  });

  it('reaches every state, spec 2 §4 player states and menu states included', () => {
    const unreached = leafStateValues(videoPlayerMachine).filter(
      (leaf) => !paths.some((path) => path.state.matches(leaf.value as never)),
    );
    expect(unreached.map((leaf) => leaf.id)).toEqual([]);
    const codes = new Set(steps.map((snapshot) => selectVideoPlayerView(snapshot).stateCode));
    expect([...codes].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2, 3, 5]);
    const menus = new Set(steps.map((snapshot) => selectVideoPlayerView(snapshot).menu));
    expect(menus).toEqual(new Set([null, 'default', 'rate', 'quality']));
  });

  it('never fails: every step leaves a running player', () => {
    for (const snapshot of steps) expect(snapshot.status).toBe('active');
  });

  it('keeps volume 0–100, the rate among the offered ones, the playhead inside the video', () => {
    for (const snapshot of steps) {
      const view = selectVideoPlayerView(snapshot);
      expect(view.volume).toBeGreaterThanOrEqual(0);
      expect(view.volume).toBeLessThanOrEqual(100);
      expect([2, 1.75, 1.5, 1.25, 1, 0.75, 0.5]).toContain(view.rate);
      expect(view.time).toBeGreaterThanOrEqual(0);
      if (view.duration > 0) expect(view.time).toBeLessThanOrEqual(view.duration);
      expect(view.aspectPadding).toBeLessThanOrEqual(0.6);
    }
  });

  it('falls back to the default embed only for the video-sharing service, after 3 retries', () => {
    for (const snapshot of steps) {
      if (snapshot.context.embed === 'default') {
        expect(snapshot.context.source.kind).toBe('video-sharing');
        expect(snapshot.context.unstartedRetries).toBe(3);
      }
      expect(snapshot.context.unstartedRetries).toBeLessThanOrEqual(3);
    }
  });

  it('recovers media errors at most twice and tries the mirror at most once per failure', () => {
    for (const snapshot of steps) expect(snapshot.context.mediaRecoveries).toBeLessThanOrEqual(2);
  });

  it('shows the player only once the video is processed', () => {
    for (const snapshot of steps)
      if (snapshot.context.source.kind === 'processing')
        expect(selectVideoPlayerView(snapshot).stage).toBe('processing');
  });
});

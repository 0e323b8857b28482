import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { videoPlayerMachine } from '../../../core/player/video-player.machine.ts';
import { selectVideoPlayerView } from '../../../core/player/video-player.select.ts';
import type {
  MediaCommand,
  MediaInput,
  PlaybackEventInput,
  PlayerLogInput,
  VideoPlayerEmitted,
  VideoPlayerEvent,
  VideoPlayerInput,
} from '../../../core/player/video-player.types.ts';
import { noHlsInput, sharingInput, streamInput } from './video-player.fakes.ts';

/** A fake hls adapter: each engine it starts (url, start time) and the commands each one took. */
function fakeEngine() {
  const engines: { input: MediaInput; commands: MediaCommand['type'][] }[] = [];
  const media = fromCallback<MediaCommand, MediaInput>(({ input, receive }) => {
    const engine = { input, commands: [] as MediaCommand['type'][] };
    engines.push(engine);
    receive((command) => engine.commands.push(command.type));
  });
  return { engines, media };
}

function start(input: VideoPlayerInput, options: { freshLink?: () => Promise<string> } = {}) {
  const clock = new SimulatedClock();
  const engine = fakeEngine();
  const events: PlaybackEventInput[] = [];
  const logs: PlayerLogInput[] = [];
  const emitted: VideoPlayerEmitted[] = [];
  const freshLinks: number[] = [];
  const actor = createActor(
    videoPlayerMachine.provide({
      actors: {
        media: engine.media,
        freshLink: fromPromise(async ({ input: asked }) => {
          freshLinks.push(asked.item.id);
          return options.freshLink
            ? options.freshLink()
            : 'http://lectern.test/api/v1/files/u1/media/hls/master.m3u8?fresh=1';
        }),
        mp4Link: fromPromise(
          async ({ input: asked }) => `http://lectern.test/api/v1/files/${asked.uuid}/media/video.mp4`,
        ),
        sendPlaybackEvent: fromPromise(async ({ input: sent }) => {
          events.push(sent);
        }),
        sendPlayerLog: fromPromise(async ({ input: sent }) => {
          logs.push(sent);
        }),
      },
    }),
    { input, clock },
  );
  actor.on('*', (event) => emitted.push(event as VideoPlayerEmitted));
  actor.start();
  const send = (...list: VideoPlayerEvent[]) => {
    for (const event of list) actor.send(event);
  };
  const view = () => selectVideoPlayerView(actor.getSnapshot());
  return { actor, clock, send, view, events, logs, emitted, freshLinks, ...engine };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const fatal = (details: string, type: 'network' | 'media' = 'network') =>
  ({ type: 'media.error', error: { details, type, fatal: true } }) as const;

describe('streaming recovery (spec 2 §8), on a simulated clock with a fake hls adapter', () => {
  it('a fragment load error renders again at the current time with a fresh link from GET info-units/{id}', async () => {
    const player = start(streamInput);
    player.send(
      { type: 'media.ready', info: { duration: 120, levels: [360, 720] } },
      { type: 'media.playing' },
    );
    player.send({ type: 'media.timeupdate', time: 42.5 }, fatal('fragLoadError'));
    expect(player.view().stage).toBe('loading');
    await flush();
    expect(player.freshLinks).toEqual([7]);
    expect(player.engines).toHaveLength(2);
    expect(player.engines[1]?.input).toMatchObject({
      startAt: 42.5,
      url: expect.stringContaining('fresh=1'),
    });
    expect(player.view().stage).toBe('player');
  });

  it('a fresh link that cannot be had shows the link error', async () => {
    const player = start(streamInput, { freshLink: () => Promise.reject(new Error('404')) });
    player.send({ type: 'media.ready', info: { duration: 120 } }, fatal('fragLoadError'));
    await flush();
    expect(player.view()).toMatchObject({ stage: 'failed', error: 'link' });
  });

  it('a manifest error switches once to the mirror host, then shows the ad-blocker message when one is suspected', () => {
    const player = start({ ...streamInput, adBlockSuspected: true });
    player.send(fatal('manifestLoadError'));
    expect(player.engines).toHaveLength(2);
    expect(player.engines[1]?.input.url).toBe(
      'http://mirror.lectern.test/api/v1/files/u1/media/hls/master.m3u8',
    );
    player.send(fatal('manifestLoadError'));
    expect(player.engines).toHaveLength(2);
    expect(player.view()).toMatchObject({ stage: 'failed', error: 'adblock' });
  });

  it('a manifest error without a mirror or an ad blocker fails as a playback error', () => {
    const player = start({ ...streamInput, mirrorHost: null });
    player.send(fatal('manifestLoadError'));
    expect(player.view()).toMatchObject({ stage: 'failed', error: 'playback' });
  });

  it('fatal media errors are recovered once, then with the audio codec swap, then fail', () => {
    const player = start(streamInput);
    player.send({ type: 'media.ready', info: { duration: 60 } });
    player.send(fatal('bufferAppendError', 'media'));
    player.send(fatal('bufferAppendError', 'media'));
    expect(player.engines[0]?.commands).toEqual(['command.recoverMedia', 'command.swapCodecRecover']);
    expect(player.view().stage).toBe('player');
    player.send(fatal('bufferAppendError', 'media'));
    expect(player.view()).toMatchObject({ stage: 'failed', error: 'playback' });
  });

  it('sends each error to POST /player-logs once, with the page item and the sources', async () => {
    const player = start(streamInput);
    player.send(
      fatal('bufferAppendError', 'media'),
      fatal('bufferAppendError', 'media'),
      fatal('bufferStalledError', 'media'),
    );
    await flush();
    expect(player.logs.map((log) => log.error)).toEqual([
      'media:bufferAppendError',
      'media:bufferStalledError',
    ]);
    expect(player.logs[0]).toMatchObject({
      item: { sourceType: 'info-units', id: 7 },
      sources: [streamInput.source.kind === 'stream' ? streamInput.source.url : ''],
    });
  });

  it('no_hls plays the MP4 from GET /files/{uuid}/mp4', async () => {
    const player = start(noHlsInput);
    expect(player.view().stage).toBe('loading');
    await flush();
    expect(player.engines[0]?.input.source).toEqual({
      kind: 'stream',
      url: 'http://lectern.test/api/v1/files/u1/media/video.mp4',
      format: 'file',
    });
  });
});

describe('the custom video-sharing player', () => {
  it('is cued again 3 times 3 s apart while unstarted, then falls back to the default embed', () => {
    const player = start(sharingInput);
    player.send({ type: 'media.ready', info: { duration: 200 } });
    for (let retry = 1; retry <= 3; retry += 1) {
      player.clock.increment(2999);
      expect(player.engines[0]?.commands.filter((command) => command === 'command.cue')).toHaveLength(
        retry - 1,
      );
      player.clock.increment(1);
      expect(player.engines[0]?.commands.filter((command) => command === 'command.cue')).toHaveLength(retry);
    }
    expect(player.view().embed).toBe('custom');
    player.clock.increment(3000);
    expect(player.view().embed).toBe('default');
    expect(player.engines.at(-1)?.input.embed).toBe('default');
    player.send({ type: 'media.ready', info: { duration: 200 } });
    player.clock.increment(30_000);
    expect(player.engines).toHaveLength(2);
  });

  it('stops retrying once cued or playing', () => {
    const player = start(sharingInput);
    player.send({ type: 'media.ready', info: { duration: 200 } }, { type: 'media.cued' });
    player.clock.increment(20_000);
    expect(player.engines[0]?.commands).toEqual([]);
    expect(player.view()).toMatchObject({ embed: 'custom', state: 'cued', stateCode: 5 });
  });

  it('shows a video-sharing error as a red notification for 5 s and logs it once', async () => {
    const player = start(sharingInput);
    player.send({ type: 'sharing.error', code: 150 });
    expect(player.view().notice).toBe(150);
    player.clock.increment(4999);
    expect(player.view().notice).toBe(150);
    player.clock.increment(1);
    expect(player.view().notice).toBeNull();
    player.send({ type: 'sharing.error', code: 150 });
    await flush();
    expect(player.logs.map((log) => log.error)).toEqual(['sharing:150']);
  });
});

describe('started and watched (spec 2 §6)', () => {
  const play = (player: ReturnType<typeof start>) => {
    player.send({ type: 'media.ready', info: { duration: 100 } }, { type: 'media.playing' });
    for (let time = 0; time <= 100; time += 1) player.send({ type: 'media.timeupdate', time });
    player.send(
      { type: 'media.paused' },
      { type: 'media.playing' },
      { type: 'media.ended' },
      { type: 'media.playing' },
    );
  };

  it('sends started on the first play and watched once past 85 %', async () => {
    const player = start(streamInput);
    player.send({ type: 'media.ready', info: { duration: 100 } }, { type: 'media.playing' });
    for (let time = 0; time <= 84; time += 1) player.send({ type: 'media.timeupdate', time });
    await flush();
    expect(player.events.map((event) => event.event)).toEqual(['started']);
    play(player);
    await flush();
    expect(player.events).toEqual([
      { item: { sourceType: 'info-units', id: 7 }, event: 'started' },
      { item: { sourceType: 'info-units', id: 7 }, event: 'watched' },
    ]);
  });

  it('sends nothing when signed out or in the expert preview', async () => {
    for (const input of [
      { ...streamInput, signedIn: false },
      { ...streamInput, item: { sourceType: 'expert' as const, id: 7 } },
      { ...streamInput, item: { sourceType: 'webinars' as const, id: 7 } },
    ]) {
      const player = start(input);
      play(player);
      await flush();
      expect(player.events).toEqual([]);
    }
  });

  it('reports the position once a second for resume', () => {
    const player = start(streamInput);
    player.send({ type: 'media.ready', info: { duration: 100 } });
    for (const time of [0.2, 0.5, 1.1, 1.9, 2.0, 5.5]) player.send({ type: 'media.timeupdate', time });
    expect(
      player.emitted.filter((event) => event.type === 'position.changed').map((event) => event.seconds),
    ).toEqual([0.2, 1.1, 2.0, 5.5]);
  });
});

describe('media facts after the start', () => {
  it('a second ready while playing (media attached afresh by a recovery) keeps the player playing and its qualities', () => {
    const player = start(streamInput);
    player.send(
      { type: 'media.ready', info: { duration: 120, levels: [360, 720] } },
      { type: 'media.playing' },
      { type: 'media.timeupdate', time: 40 },
      fatal('bufferAppendError', 'media'),
    );
    expect(player.engines[0]?.commands).toEqual(['command.recoverMedia']);
    player.send({ type: 'media.ready', info: { duration: 120 } });
    expect(player.view()).toMatchObject({ state: 'playing', isPlaying: true, time: 40, duration: 120 });
    expect(player.view().qualities.map((option) => option.label)).toEqual(['auto', 'high', 'low']);
    player.send({ type: 'toggle' });
    expect(player.engines[0]?.commands.at(-1)).toBe('command.pause');
  });

  it('a ready after a pause keeps it paused', () => {
    const player = start(streamInput);
    player.send(
      { type: 'media.ready', info: { duration: 120 } },
      { type: 'media.playing' },
      { type: 'media.paused' },
      { type: 'media.ready', info: { duration: 120 } },
    );
    expect(player.view().state).toBe('paused');
  });
});

describe('controls', () => {
  it('a tap shows the controls for 3 s; a double tap within 1 s skips 10 s on its side', () => {
    const player = start(streamInput);
    player.send({ type: 'media.ready', info: { duration: 100 } }, { type: 'seek', time: 50 });
    player.send({ type: 'tap', side: 'right', at: 10_000 });
    expect(player.view().controlsShown).toBe(true);
    player.send({ type: 'tap', side: 'right', at: 10_900 });
    expect(player.view().time).toBe(60);
    player.send({ type: 'tap', side: 'left', at: 20_000 }, { type: 'tap', side: 'left', at: 21_001 });
    expect(player.view().time).toBe(60);
    player.send({ type: 'tap', side: 'left', at: 21_500 });
    expect(player.view().time).toBe(50);
    player.clock.increment(2999);
    expect(player.view().controlsShown).toBe(true);
    player.clock.increment(1);
    expect(player.view().controlsShown).toBe(false);
  });

  it('mute silences, unmute of a silent player sets 50; the volume is told to the owner', () => {
    const player = start({ ...streamInput, volume: 0 });
    player.send({ type: 'mute.toggle' });
    expect(player.view()).toMatchObject({ volume: 50, muted: false });
    player.send({ type: 'mute.toggle' });
    expect(player.view()).toMatchObject({ volume: 50, muted: true });
    player.send({ type: 'volume.set', volume: 140 });
    expect(player.view()).toMatchObject({ volume: 100, muted: false });
    expect(player.emitted.filter((event) => event.type === 'volume.changed')).toHaveLength(3);
  });

  it('offers no rates for a live stream and keeps the rate at 1', () => {
    const player = start({ ...streamInput, live: true });
    player.send({ type: 'media.ready', info: { duration: Number.POSITIVE_INFINITY, live: true } });
    player.send({ type: 'menu.toggle' }, { type: 'menu.rate' }, { type: 'rate.set', rate: 2 });
    expect(player.view()).toMatchObject({ rates: [], rate: 1, menu: 'default' });
  });

  it('the quality menu offers Auto and each rendition by label, and a choice closes it', () => {
    const player = start(streamInput);
    player.send({ type: 'media.ready', info: { duration: 100, levels: [360, 720] } });
    player.send({ type: 'menu.toggle' }, { type: 'menu.quality' });
    expect(player.view().menu).toBe('quality');
    expect(player.view().qualities.map((option) => option.label)).toEqual(['auto', 'high', 'low']);
    player.send({ type: 'quality.set', level: 0 });
    expect(player.view()).toMatchObject({ quality: 0, menu: null });
    expect(player.engines[0]?.commands).toContain('command.quality');
  });
});

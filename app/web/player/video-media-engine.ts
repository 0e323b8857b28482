import type Hls from 'hls.js/light';
import { fromCallback, fromPromise } from 'xstate';
import type { ApiClient } from '../../../core/api/client.ts';
import type { StreamError } from '../../../core/player/hls-recovery.ts';
import { HLS_BUFFER_CONFIG } from '../../../core/player/video-player.constants.ts';
import type {
  MediaCommand,
  MediaInput,
  PlaybackEventInput,
  PlayerLogInput,
  VideoPlayerEvent,
} from '../../../core/player/video-player.types.ts';
import type { VideoPlayerActors } from '../../../ui/player/use-video-player.ts';
import type { VideoPlayerElements } from '../../../ui/player/video-player.tsx';
import { type EngineRun, loadYouTubeApi, runYouTube, type YouTubeApi } from './youtube-engine.ts';

const errorType = (type: string): 'network' | 'media' | 'other' =>
  type === 'networkError' ? 'network' : type === 'mediaError' ? 'media' : 'other';

/**
 * The browser's media engine for streams: a `<video>` fed by hls.js (loaded on first use, spec 2 §9's
 * buffer) where Media Source Extensions exist, natively otherwise; it reports the element's facts to
 * the player and carries out its commands. The video-sharing service under the product's controls
 * runs YouTube's player API (youtube-engine.ts); hosted services' default embeds need no engine.
 */
export function videoMediaEngine(
  elements: VideoPlayerElements,
  loadSharingApi: () => Promise<YouTubeApi> = loadYouTubeApi,
) {
  const sharing = runYouTube(elements, loadSharingApi);
  return fromCallback<MediaCommand, MediaInput>((params) => {
    // The video-sharing service under the product's controls has its own engine (the service's API).
    if (params.input.source.kind === 'video-sharing' && params.input.embed === 'custom')
      return sharing(params);
    return streamEngine(elements, params);
  });
}

function streamEngine(elements: VideoPlayerElements, { input, sendBack, receive }: EngineRun) {
  const send = (event: VideoPlayerEvent) => sendBack(event);
  if (input.source.kind === 'video-sharing' || input.source.kind === 'hosted') {
    send({ type: 'media.ready', info: { duration: 0 } });
    send({ type: 'media.cued' });
    return;
  }
  const video = elements.video();
  if (!video || input.source.kind === 'processing') return;
  const url = input.url ?? '';
  let hls: Hls | null = null;
  let stopped = false;
  video.volume = input.volume / 100;
  video.muted = input.muted;
  video.playbackRate = input.rate;
  const levelsOf = () => hls?.levels.map((level) => level.height) ?? [];
  // Ready once per run: the element loads its metadata again when its media is attached afresh (hls.js's
  // media recovery), and a second ready would seek back to the start position under a playing video.
  let announced = false;
  const announceReady = () => {
    if (announced) return;
    announced = true;
    if (input.startAt > 0) video.currentTime = input.startAt;
    send({
      type: 'media.ready',
      info: {
        duration: video.duration,
        width: video.videoWidth,
        height: video.videoHeight,
        levels: levelsOf(),
        live: video.duration === Number.POSITIVE_INFINITY,
      },
    });
    if (input.startAt > 0) send({ type: 'media.cued' });
  };
  const listeners: [string, () => void][] = [
    ['loadedmetadata', announceReady],
    ['playing', () => send({ type: 'media.playing' })],
    ['pause', () => !video.ended && send({ type: 'media.paused' })],
    ['waiting', () => send({ type: 'media.waiting' })],
    ['ended', () => send({ type: 'media.ended' })],
    ['timeupdate', () => send({ type: 'media.timeupdate', time: video.currentTime })],
    ['enterpictureinpicture', () => send({ type: 'media.pipchanged', on: true })],
    ['leavepictureinpicture', () => send({ type: 'media.pipchanged', on: false })],
    // hls.js reports its own errors; an element playing by itself (a file, Safari's HLS) only has this.
    [
      'error',
      () => {
        if (video.dataset.engine !== 'native' || !video.error) return;
        send({ type: 'media.error', error: nativeStreamError(video.error.code, input.source) });
      },
    ],
  ];
  for (const [name, listener] of listeners) video.addEventListener(name, listener);
  const onFullscreen = () =>
    send({ type: 'media.fullscreenchanged', on: document.fullscreenElement !== null });
  document.addEventListener('fullscreenchange', onFullscreen);

  const withMse = typeof window.MediaSource !== 'undefined' || 'ManagedMediaSource' in window;
  if (input.source.format !== 'hls' || (!withMse && video.canPlayType('application/vnd.apple.mpegurl'))) {
    video.dataset.engine = 'native';
    video.src = url;
  } else {
    video.dataset.engine = 'hls.js';
    // Already loaded (a list loaded it ahead, or an earlier player): started at once, without an import's hop.
    const withHls = (HlsJs: typeof Hls) => {
      if (stopped) return;
      if (!HlsJs.isSupported()) {
        video.dataset.engine = 'native';
        video.src = url;
        return;
      }
      const engine = new HlsJs({ ...HLS_BUFFER_CONFIG });
      hls = engine;
      let fragments = 0;
      engine.on(HlsJs.Events.FRAG_LOADED, () => {
        fragments += 1;
        video.dataset.hlsFragments = String(fragments);
      });
      engine.on(HlsJs.Events.MANIFEST_PARSED, () => {
        video.dataset.hlsManifest = 'parsed';
        video.dataset.hlsLevels = String(engine.levels.length);
        if (video.readyState >= 1) announceReady();
      });
      engine.on(HlsJs.Events.LEVEL_SWITCHED, (_event, data) => {
        video.dataset.hlsLevel = String(data.level);
        send({ type: 'media.levelswitched', level: data.level });
      });
      engine.on(HlsJs.Events.ERROR, (_event, data) =>
        send({
          type: 'media.error',
          error: { fatal: data.fatal, type: errorType(data.type), details: data.details },
        }),
      );
      engine.loadSource(url);
      engine.attachMedia(video);
    };
    if (loadedHls) withHls(loadedHls);
    else
      loadHls().then(withHls, () => {
        if (!stopped)
          send({ type: 'media.error', error: { fatal: true, type: 'other', details: 'engineLoadError' } });
      });
  }

  receive((command) => {
    switch (command.type) {
      case 'command.play':
        video.play().catch(() => send({ type: 'media.paused' }));
        break;
      case 'command.pause':
        video.pause();
        break;
      case 'command.seek':
        video.currentTime = command.time;
        break;
      case 'command.volume':
        video.volume = command.volume / 100;
        video.muted = command.muted;
        break;
      case 'command.rate':
        video.playbackRate = command.rate;
        break;
      case 'command.quality':
        if (hls) hls.currentLevel = command.level;
        break;
      case 'command.fullscreen': {
        const box = elements.container();
        if (command.on) box?.requestFullscreen?.().catch(() => undefined);
        else if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
        break;
      }
      case 'command.pip':
        if (command.on) video.requestPictureInPicture?.().catch(() => undefined);
        else if (document.pictureInPictureElement) document.exitPictureInPicture().catch(() => undefined);
        break;
      case 'command.recoverMedia':
        hls?.recoverMediaError();
        break;
      case 'command.swapCodecRecover':
        hls?.swapAudioCodec();
        hls?.recoverMediaError();
        break;
      case 'command.cue':
        video.load();
        break;
    }
  });

  return () => {
    stopped = true;
    for (const [name, listener] of listeners) video.removeEventListener(name, listener);
    document.removeEventListener('fullscreenchange', onFullscreen);
    hls?.destroy();
    video.removeAttribute('src');
    video.load();
  };
}

/** `MediaError` codes (HTML): the network failed; the source cannot be loaded or is not supported. */
const MEDIA_ERR_NETWORK = 2;
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

/**
 * An element's own failure as a streaming error, so the same recovery rule applies (spec 2 §8): a stream
 * that cannot be loaded or read is a manifest error, a stream failing on the network a fragment error
 * (a fresh link); anything else, and any failure of a file, is fatal.
 */
export function nativeStreamError(code: number, source: MediaInput['source']): StreamError {
  const stream = source.kind === 'stream' && source.format === 'hls';
  if (stream && code === MEDIA_ERR_SRC_NOT_SUPPORTED)
    return { fatal: true, type: 'network', details: 'manifestLoadError' };
  if (stream && code === MEDIA_ERR_NETWORK) return { fatal: true, type: 'network', details: 'fragLoadError' };
  return { fatal: true, type: 'other', details: `mediaElementError${code}` };
}

/** hls.js once loaded. */
let loadedHls: typeof Hls | null = null;
let loadingHls: Promise<typeof Hls> | null = null;

/** hls.js's light build, imported once (a failed import is tried again by the next caller). */
function loadHls(): Promise<typeof Hls> {
  loadingHls ??= import('hls.js/light').then(
    ({ default: HlsJs }) => {
      loadedHls = HlsJs;
      return HlsJs;
    },
    (error: unknown) => {
      loadingHls = null;
      throw error;
    },
  );
  return loadingHls;
}

/**
 * Loads hls.js ahead of a player (a list shows a video that may be opened): the player's start then
 * waits only for the stream, not for its engine. Loaded once; a failure leaves it to the player.
 */
export function warmVideoEngine(): void {
  loadHls().catch(() => undefined);
}

/** The player's actors in the app: the engine above and the calls through the API client. */
export function videoPlayerActors(api: ApiClient, elements: VideoPlayerElements): VideoPlayerActors {
  return {
    media: videoMediaEngine(elements),
    freshLink: fromPromise<string, { item: { sourceType: string; id: number } }>(async ({ input }) => {
      const unit = await api.lessons.unit(input.item.id);
      const url = unit.files[0]?.url;
      if (!url) {
        window.location.reload();
        throw new Error('The block has no file.');
      }
      return url;
    }),
    mp4Link: fromPromise<string, { uuid: string }>(async ({ input }) => {
      const answer = await api.fileMp4(input.uuid);
      return answer.data.data.url;
    }),
    sendPlaybackEvent: fromPromise<void, PlaybackEventInput>(async ({ input }) => {
      if (input.item.sourceType !== 'lessons' && input.item.sourceType !== 'info-units') return;
      await api.player.playbackEvent(input.item.sourceType, input.item.id, input.event);
    }),
    sendPlayerLog: fromPromise<void, PlayerLogInput>(async ({ input }) => {
      await api.player.playerLog({
        error: input.error,
        location: window.location.href,
        sources: input.sources,
      });
    }),
  };
}

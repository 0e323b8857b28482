import { fromCallback } from 'xstate';
import type { MediaCommand, MediaInput, VideoPlayerEvent } from '../../../core/player/video-player.types.ts';
import type { VideoPlayerElements } from '../../../ui/player/video-player.tsx';

/** The part of YouTube's IFrame Player API the custom control layer uses (its numeric states -1…5). */
export interface YouTubePlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  setVolume(volume: number): void;
  mute(): void;
  unMute(): void;
  setPlaybackRate(rate: number): void;
  cueVideoById(options: { videoId: string; startSeconds?: number }): void;
  getCurrentTime(): number;
  getDuration(): number;
  destroy(): void;
}

/** `YT` as the IFrame API script defines it. */
export interface YouTubeApi {
  Player: new (
    host: HTMLElement,
    options: {
      videoId: string;
      host?: string;
      playerVars?: Record<string, string | number>;
      events?: {
        onReady?: () => void;
        onStateChange?: (event: { data: number }) => void;
        onError?: (event: { data: number }) => void;
      };
    },
  ) => YouTubePlayer;
}

/** How often the playhead is read (spec 2 §9: polled every second). */
export const SHARING_POLL_MS = 1_000;

let loading: Promise<YouTubeApi> | null = null;

/**
 * Loads YouTube's IFrame API once (the service's own script; it is the video's host, so a student who
 * watches a YouTube video talks to YouTube anyway). Rejects when the script cannot be loaded.
 */
export function loadYouTubeApi(): Promise<YouTubeApi> {
  const global = window as unknown as { YT?: YouTubeApi; onYouTubeIframeAPIReady?: () => void };
  if (global.YT?.Player) return Promise.resolve(global.YT);
  loading ??= new Promise<YouTubeApi>((resolve, reject) => {
    const previous = global.onYouTubeIframeAPIReady;
    global.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (global.YT) resolve(global.YT);
    };
    const script = document.createElement('script');
    script.src = 'https://www.youtube.com/iframe_api';
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The YouTube player API could not be loaded.'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * The custom video-sharing player's engine (spec 2 §4): YouTube's player without its own controls,
 * under the product's control bar. It reports the service's states as the player's facts (-1
 * unstarted is the player's own: its unstarted retries cue the video again), the error codes 2, 5,
 * 100, 101/150 as `sharing.error` (the red notification), and the playhead every second. When the API
 * cannot be loaded, the player is told nothing plays, so its retries run out into the default embed.
 */
export function youTubeEngine(elements: VideoPlayerElements, loadApi: () => Promise<YouTubeApi>) {
  return fromCallback<MediaCommand, MediaInput>(runYouTube(elements, loadApi));
}

/** What a media engine is run with (a callback actor's own arguments). */
export interface EngineRun {
  input: MediaInput;
  sendBack: (event: VideoPlayerEvent) => void;
  receive: (listener: (command: MediaCommand) => void) => void;
}

/** The custom video-sharing engine's run, for an engine that picks it by source. */
export function runYouTube(elements: VideoPlayerElements, loadApi: () => Promise<YouTubeApi>) {
  return ({ input, sendBack, receive }: EngineRun) => {
    const send = (event: VideoPlayerEvent) => sendBack(event);
    const host = elements.sharingHost?.();
    if (!host || input.source.kind !== 'video-sharing') return;
    const { videoId } = input.source;
    let player: YouTubePlayer | null = null;
    let poll: ReturnType<typeof setInterval> | null = null;
    let stopped = false;
    const pending: MediaCommand[] = [];
    const mount = document.createElement('div');
    host.replaceChildren(mount);

    const readTime = () => {
      if (player) send({ type: 'media.timeupdate', time: player.getCurrentTime() });
    };
    const carryOut = (command: MediaCommand) => {
      if (!player) {
        pending.push(command);
        return;
      }
      switch (command.type) {
        case 'command.play':
          player.playVideo();
          break;
        case 'command.pause':
          player.pauseVideo();
          break;
        case 'command.seek':
          player.seekTo(command.time, true);
          send({ type: 'media.timeupdate', time: command.time });
          break;
        case 'command.volume':
          player.setVolume(command.volume);
          if (command.muted) player.mute();
          else player.unMute();
          break;
        case 'command.rate':
          player.setPlaybackRate(command.rate);
          break;
        case 'command.cue':
          player.cueVideoById({ videoId, startSeconds: input.startAt });
          break;
        case 'command.fullscreen': {
          const box = elements.container();
          if (command.on) box?.requestFullscreen?.().catch(() => undefined);
          else if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
          break;
        }
        default:
          // Quality, picture-in-picture and the stream recoveries are not the service's to do.
          break;
      }
    };

    loadApi().then(
      (api) => {
        if (stopped) return;
        player = new api.Player(mount, {
          videoId,
          host: 'https://www.youtube-nocookie.com',
          playerVars: {
            controls: 0,
            disablekb: 1,
            playsinline: 1,
            rel: 0,
            modestbranding: 1,
            start: Math.floor(input.startAt),
          },
          events: {
            onReady: () => {
              if (!player) return;
              player.setVolume(input.volume);
              if (input.muted) player.mute();
              player.setPlaybackRate(input.rate);
              send({ type: 'media.ready', info: { duration: player.getDuration() } });
              for (const command of pending.splice(0)) carryOut(command);
            },
            onStateChange: ({ data }) => {
              if (data === 1) send({ type: 'media.playing' });
              else if (data === 2) send({ type: 'media.paused' });
              else if (data === 3) send({ type: 'media.waiting' });
              else if (data === 0) send({ type: 'media.ended' });
              else if (data === 5) send({ type: 'media.cued' });
              readTime();
            },
            onError: ({ data }) => send({ type: 'sharing.error', code: data }),
          },
        });
        poll = setInterval(readTime, SHARING_POLL_MS);
      },
      () => {
        if (!stopped) send({ type: 'media.ready', info: { duration: 0 } });
      },
    );

    const onFullscreen = () =>
      send({ type: 'media.fullscreenchanged', on: document.fullscreenElement !== null });
    document.addEventListener('fullscreenchange', onFullscreen);
    receive(carryOut);

    return () => {
      stopped = true;
      if (poll) clearInterval(poll);
      document.removeEventListener('fullscreenchange', onFullscreen);
      player?.destroy();
      mount.remove();
    };
  };
}

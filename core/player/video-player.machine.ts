import { and, assign, enqueueActions, fromCallback, fromPromise, sendTo, setup, stateIn } from 'xstate';
import { hlsRecoveryAction, type StreamError, streamErrorKey } from './hls-recovery.ts';
import { clampRate, clampVolume, volumeAfterMuteToggle } from './video-controls.ts';
import {
  CONTROLS_FULLSCREEN_HIDE_MS,
  CONTROLS_TOUCH_HIDE_MS,
  PLAYER_ERROR_NOTIFICATION_MS,
  SEEK_BUTTON_STEP_S,
  SHARING_RETRY_DELAY_MS,
  SHARING_UNSTARTED_RETRIES,
} from './video-player.constants.ts';
import type {
  MediaCommand,
  MediaInput,
  PlaybackEventInput,
  PlayerLogInput,
  VideoPlayerContext,
  VideoPlayerEmitted,
  VideoPlayerEvent,
  VideoPlayerInput,
} from './video-player.types.ts';
import {
  createVideoPlayerContext,
  isDoubleTap,
  needsMp4,
  passedFinishingThreshold,
  playedUrl,
  reportsPlayback,
  seekTarget,
} from './video-player-context.ts';
import { onMirrorHost } from './video-source.ts';

const provideMe = (name: string) => () => Promise.reject(new Error(`provide me: ${name}`));

const recoveryOf = (context: VideoPlayerContext, error: StreamError) =>
  hlsRecoveryAction(error, {
    mirrorTried: context.mirrorTried,
    mediaRecoveries: context.mediaRecoveries,
    hasMirror: context.mirrorHost !== null && context.url !== null,
    adBlockSuspected: context.adBlockSuspected,
  });

/** A tap shows the touch controls for 3 s (a double tap also skips 10 s); a pointer in fullscreen for 2 s. */
const CONTROLS_ON = {
  tap: [
    {
      guard: and(['isDoubleTap', stateIn({ playback: 'player' })]),
      target: 'touch',
      reenter: true,
      actions: ['seekTo', 'forgetTap'],
    },
    { target: 'touch', reenter: true, actions: 'assignTap' },
  ],
  'pointer.moved': { guard: 'isFullscreen', target: 'pointer', reenter: true },
} as const;

/** A video-sharing error shows its red notification for 5 s (again from the start on another). */
const NOTICE_ON = {
  'sharing.error': { target: 'showing', reenter: true, actions: ['showNotice', 'logError'] },
} as const;

/**
 * The video player (spec 2 §2, §4–§9): the processing placeholder, the player's states (-2 uninitialised,
 * -1 unstarted, 5 cued, 1 playing, 2 paused, 3 buffering, 0 ended) over a media engine actor, the
 * streaming recovery, the custom video-sharing player's unstarted retries, started/watched once, the
 * menu (default, rate, quality), the touch controls and the red notifications of the sharing service.
 */
export const videoPlayerMachine = setup({
  types: {
    context: {} as VideoPlayerContext,
    events: {} as VideoPlayerEvent,
    input: {} as VideoPlayerInput,
    emitted: {} as VideoPlayerEmitted,
  },
  actors: {
    media: fromCallback<MediaCommand, MediaInput>(() => {
      throw new Error('provide me: media');
    }),
    freshLink: fromPromise<string, { item: VideoPlayerContext['item'] }>(provideMe('freshLink')),
    mp4Link: fromPromise<string, { uuid: string }>(provideMe('mp4Link')),
    sendPlaybackEvent: fromPromise<void, PlaybackEventInput>(provideMe('sendPlaybackEvent')),
    sendPlayerLog: fromPromise<void, PlayerLogInput>(provideMe('sendPlayerLog')),
  },
  delays: {
    sharingRetry: SHARING_RETRY_DELAY_MS,
    touchControls: CONTROLS_TOUCH_HIDE_MS,
    fullscreenControls: CONTROLS_FULLSCREEN_HIDE_MS,
    notice: PLAYER_ERROR_NOTIFICATION_MS,
  },
  guards: {
    isProcessing: ({ context }) => context.source.kind === 'processing',
    needsMp4: ({ context }) => needsMp4(context),
    isCustomSharing: ({ context }) => context.source.kind === 'video-sharing' && context.embed === 'custom',
    hasRetriesLeft: ({ context }) => context.unstartedRetries < SHARING_UNSTARTED_RETRIES,
    hasRates: ({ context }) => !context.live,
    hasQualities: ({ context }) => context.levels.length > 1,
    isDoubleTap: ({ context, event }) => event.type === 'tap' && isDoubleTap(context.lastTap, event),
    isFullscreen: ({ context }) => context.fullscreen,
    recoveryIs: ({ context, event }, action: ReturnType<typeof hlsRecoveryAction>) =>
      event.type === 'media.error' && recoveryOf(context, event.error) === action,
  },
  actions: {
    command: sendTo('media', (_, command: MediaCommand) => command),
    assignReady: assign(({ context, event }) => {
      if (event.type !== 'media.ready') return {};
      const { info } = event;
      return {
        duration: Number.isFinite(info.duration) && info.duration > 0 ? info.duration : context.duration,
        width: info.width ?? context.width,
        height: info.height ?? context.height,
        levels: info.levels ?? context.levels,
        live: info.live ?? context.live,
      };
    }),
    assignTime: assign(({ event }) =>
      event.type === 'media.timeupdate' ? { time: Math.max(0, event.time) } : {},
    ),
    reportProgress: enqueueActions(({ context, enqueue }) => {
      const second = Math.floor(context.time);
      if (second !== context.reportedSecond && !context.live) {
        enqueue.assign({ reportedSecond: second });
        enqueue.emit({ type: 'position.changed', item: context.item, seconds: context.time });
      }
      if (
        !context.watchedSent &&
        reportsPlayback(context.item, context.signedIn) &&
        passedFinishingThreshold(context.time, context.duration)
      ) {
        enqueue.assign({ watchedSent: true });
        enqueue.spawnChild('sendPlaybackEvent', { input: { item: context.item, event: 'watched' } });
      }
    }),
    reportStarted: enqueueActions(({ context, enqueue }) => {
      if (context.startedSent || !reportsPlayback(context.item, context.signedIn)) return;
      enqueue.assign({ startedSent: true });
      enqueue.spawnChild('sendPlaybackEvent', { input: { item: context.item, event: 'started' } });
    }),
    logError: enqueueActions(({ context, event, enqueue }) => {
      const key =
        event.type === 'media.error'
          ? streamErrorKey(event.error)
          : event.type === 'sharing.error'
            ? `sharing:${event.code}`
            : null;
      if (key === null || context.loggedErrors.includes(key)) return;
      enqueue.assign({ loggedErrors: [...context.loggedErrors, key] });
      const sources = [context.url, playedUrl(context.source)].filter((url): url is string => url !== null);
      enqueue.spawnChild('sendPlayerLog', {
        input: { error: key, item: context.item, sources: [...new Set(sources)] },
      });
    }),
    keepTimeForRerender: assign(({ context }) => ({ startAt: context.time })),
    switchToMirror: assign(({ context }) => ({
      mirrorTried: true,
      startAt: context.time,
      url:
        context.url && context.mirrorHost
          ? (onMirrorHost(context.url, context.mirrorHost) ?? context.url)
          : context.url,
    })),
    countMediaRecovery: assign(({ context }) => ({ mediaRecoveries: context.mediaRecoveries + 1 })),
    seekTo: enqueueActions(({ context, event, enqueue }) => {
      const asked =
        event.type === 'seek'
          ? event.time
          : event.type === 'seek.by'
            ? context.time + event.seconds
            : event.type === 'tap'
              ? context.time + (event.side === 'left' ? -SEEK_BUTTON_STEP_S : SEEK_BUTTON_STEP_S)
              : context.time;
      const time = seekTarget(context, asked);
      enqueue.assign({ time });
      enqueue.sendTo('media', { type: 'command.seek', time } satisfies MediaCommand);
    }),
    setVolume: enqueueActions(({ context, event, enqueue }) => {
      let next = { volume: context.volume, muted: context.muted };
      if (event.type === 'volume.set') {
        const volume = clampVolume(event.volume);
        next = { volume, muted: volume === 0 };
      } else if (event.type === 'mute.toggle') next = volumeAfterMuteToggle(context.volume, context.muted);
      enqueue.assign(next);
      enqueue.sendTo('media', { type: 'command.volume', ...next } satisfies MediaCommand);
      enqueue.emit({ type: 'volume.changed', ...next });
    }),
    setRate: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'rate.set' || context.live) return;
      const rate = clampRate(event.rate, context.live);
      enqueue.assign({ rate });
      enqueue.sendTo('media', { type: 'command.rate', rate } satisfies MediaCommand);
    }),
    setQuality: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'quality.set') return;
      const level = event.level >= 0 && event.level < context.levels.length ? event.level : -1;
      enqueue.assign({ quality: level });
      enqueue.sendTo('media', { type: 'command.quality', level } satisfies MediaCommand);
    }),
    assignTap: assign(({ event }) =>
      event.type === 'tap' ? { lastTap: { at: event.at, side: event.side } } : {},
    ),
    forgetTap: assign({ lastTap: null }),
    showNotice: assign(({ event }) => (event.type === 'sharing.error' ? { notice: event.code } : {})),
    clearNotice: assign({ notice: null }),
    fallBackToEmbed: assign(({ context }) => ({ embed: 'default' as const, startAt: context.time })),
    countUnstartedRetry: assign(({ context }) => ({ unstartedRetries: context.unstartedRetries + 1 })),
  },
}).createMachine({
  id: 'videoPlayer',
  context: ({ input }) => createVideoPlayerContext(input),
  type: 'parallel',
  states: {
    playback: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [
            { guard: 'isProcessing', target: 'processing' },
            { guard: 'needsMp4', target: 'resolvingMp4' },
            { target: 'player' },
          ],
        },
        processing: {
          on: {
            'source.processed': {
              target: 'choosing',
              actions: assign(({ event }) => ({ source: event.source, url: playedUrl(event.source) })),
            },
          },
        },
        resolvingMp4: {
          invoke: {
            src: 'mp4Link',
            input: ({ context }) => ({ uuid: context.fileUuid ?? '' }),
            onDone: {
              target: 'player',
              actions: assign(({ context, event }) => ({
                url: event.output,
                source: { kind: 'stream' as const, url: event.output, format: 'file' as const },
                noHls: context.noHls,
              })),
            },
            onError: { target: 'failed', actions: assign({ error: 'link' as const }) },
          },
        },
        refreshing: {
          invoke: {
            src: 'freshLink',
            input: ({ context }) => ({ item: context.item }),
            onDone: {
              target: 'player',
              actions: assign(({ context, event }) => ({
                url: event.output,
                source:
                  context.source.kind === 'stream'
                    ? { ...context.source, url: event.output }
                    : context.source,
              })),
            },
            onError: { target: 'failed', actions: assign({ error: 'link' as const }) },
          },
        },
        player: {
          invoke: {
            id: 'media',
            src: 'media',
            input: ({ context }) => ({
              source: context.source,
              url: context.url,
              startAt: context.startAt,
              volume: context.volume,
              muted: context.muted,
              rate: context.rate,
              embed: context.embed,
            }),
          },
          initial: 'uninitialised',
          on: {
            // Facts about the media once started never move the player back (only `uninitialised` starts it).
            'media.ready': { actions: 'assignReady' },
            'media.cued': '.cued',
            'media.playing': { target: '.playing', actions: 'reportStarted' },
            'media.paused': '.paused',
            'media.waiting': '.buffering',
            'media.ended': {
              target: '.ended',
              actions: assign(({ context }) => ({ time: context.duration })),
            },
            'media.timeupdate': { actions: ['assignTime', 'reportProgress'] },
            'media.levelswitched': {},
            'media.fullscreenchanged': { actions: assign(({ event }) => ({ fullscreen: event.on })) },
            'media.pipchanged': { actions: assign(({ event }) => ({ pictureInPicture: event.on })) },
            'media.error': [
              {
                guard: { type: 'recoveryIs', params: 'rerender-fresh-link' },
                target: 'refreshing',
                actions: ['logError', 'keepTimeForRerender'],
              },
              {
                guard: { type: 'recoveryIs', params: 'switch-mirror' },
                target: 'player',
                reenter: true,
                actions: ['logError', 'switchToMirror'],
              },
              {
                guard: { type: 'recoveryIs', params: 'adblock-message' },
                target: 'failed',
                actions: ['logError', assign({ error: 'adblock' as const })],
              },
              {
                guard: { type: 'recoveryIs', params: 'recover-media' },
                actions: [
                  'logError',
                  'countMediaRecovery',
                  { type: 'command', params: { type: 'command.recoverMedia' } },
                ],
              },
              {
                guard: { type: 'recoveryIs', params: 'swap-codec-recover' },
                actions: [
                  'logError',
                  'countMediaRecovery',
                  { type: 'command', params: { type: 'command.swapCodecRecover' } },
                ],
              },
              {
                guard: { type: 'recoveryIs', params: 'fail' },
                target: 'failed',
                actions: ['logError', assign({ error: 'playback' as const })],
              },
            ],
            play: { actions: { type: 'command', params: { type: 'command.play' } } },
            pause: { actions: { type: 'command', params: { type: 'command.pause' } } },
            seek: { actions: 'seekTo' },
            'seek.by': { actions: 'seekTo' },
            'volume.set': { actions: 'setVolume' },
            'mute.toggle': { actions: 'setVolume' },
            'rate.set': { actions: 'setRate' },
            'quality.set': { actions: 'setQuality' },
            'fullscreen.toggle': {
              actions: sendTo('media', ({ context }) => ({
                type: 'command.fullscreen',
                on: !context.fullscreen,
              })),
            },
            'pip.toggle': {
              actions: sendTo('media', ({ context }) => ({
                type: 'command.pip',
                on: !context.pictureInPicture,
              })),
            },
          },
          states: {
            uninitialised: {
              on: {
                toggle: { actions: { type: 'command', params: { type: 'command.play' } } },
                'media.ready': { target: 'unstarted', actions: 'assignReady' },
              },
            },
            unstarted: {
              on: { toggle: { actions: { type: 'command', params: { type: 'command.play' } } } },
              initial: 'watching',
              states: {
                watching: {
                  after: {
                    sharingRetry: [
                      {
                        guard: 'isCustomSharing',
                        target: 'retrying',
                      },
                    ],
                  },
                },
                retrying: {
                  always: [
                    {
                      guard: 'hasRetriesLeft',
                      target: 'watching',
                      reenter: true,
                      actions: ['countUnstartedRetry', { type: 'command', params: { type: 'command.cue' } }],
                    },
                    { target: '#videoPlayer.playback.player', reenter: true, actions: 'fallBackToEmbed' },
                  ],
                },
              },
            },
            cued: { on: { toggle: { actions: { type: 'command', params: { type: 'command.play' } } } } },
            playing: { on: { toggle: { actions: { type: 'command', params: { type: 'command.pause' } } } } },
            paused: { on: { toggle: { actions: { type: 'command', params: { type: 'command.play' } } } } },
            buffering: {
              on: { toggle: { actions: { type: 'command', params: { type: 'command.pause' } } } },
            },
            ended: { on: { toggle: { actions: { type: 'command', params: { type: 'command.play' } } } } },
          },
        },
        failed: {
          on: {
            retry: {
              target: 'choosing',
              actions: assign(({ context }) => ({
                error: null,
                startAt: context.time,
                mediaRecoveries: 0,
                mirrorTried: false,
                url: playedUrl(context.source) ?? context.url,
              })),
            },
          },
        },
      },
    },
    menu: {
      initial: 'closed',
      states: {
        closed: { on: { 'menu.toggle': 'default' } },
        default: {
          on: {
            'menu.toggle': 'closed',
            'menu.close': 'closed',
            'menu.rate': { guard: 'hasRates', target: 'rate' },
            'menu.quality': { guard: 'hasQualities', target: 'quality' },
          },
        },
        rate: {
          on: {
            'menu.back': 'default',
            'menu.close': 'closed',
            'menu.toggle': 'closed',
            'rate.set': 'closed',
          },
        },
        quality: {
          on: {
            'menu.back': 'default',
            'menu.close': 'closed',
            'menu.toggle': 'closed',
            'quality.set': 'closed',
          },
        },
      },
    },
    controls: {
      initial: 'hidden',
      states: {
        hidden: { on: CONTROLS_ON },
        touch: { on: CONTROLS_ON, after: { touchControls: 'hidden' } },
        pointer: { on: CONTROLS_ON, after: { fullscreenControls: 'hidden' } },
      },
    },
    notice: {
      initial: 'none',
      states: {
        none: { on: NOTICE_ON },
        showing: { on: NOTICE_ON, after: { notice: { target: 'none', actions: 'clearNotice' } } },
      },
    },
  },
});

import { assign, cancel, emit, fromPromise, raise, setup, spawnChild } from 'xstate';
import { clampRate, clampSeek, clampVolume, hasPassedFinish } from './audio-controls.ts';
import { audioErrorOf } from './audio-error.ts';
import {
  AUDIO_FINISHED_RATIO,
  AUDIO_SEEK_DEBOUNCE_MS,
  AUDIO_SKIP_SECONDS,
} from './audio-player.constants.ts';
import type {
  AudioPlayerContext,
  AudioPlayerEmitted,
  AudioPlayerEvent,
  AudioPlayerInput,
  ReportPlaybackInput,
} from './audio-player.types.ts';

const SEEK_TIMER = 'audioSeek';

const skipTo = (context: AudioPlayerContext, by: number) =>
  clampSeek((context.seekingTo ?? context.currentTime) + by, context.duration);

/**
 * Spec 1 §4 Audio player: idle, loading (on first play), playing, paused; the end goes back to the
 * start; 85 % marks it finished once; errors are collected. The audio element is outside: the
 * machine emits `media.command`s and hears `media.*` facts.
 */
export const audioPlayerMachine = setup({
  types: {
    context: {} as AudioPlayerContext,
    events: {} as AudioPlayerEvent,
    input: {} as AudioPlayerInput,
    emitted: {} as AudioPlayerEmitted,
  },
  actors: {
    reportPlayback: fromPromise<void, ReportPlaybackInput>(async () => {
      throw new Error('provide reportPlayback');
    }),
  },
  delays: { seekDebounce: AUDIO_SEEK_DEBOUNCE_MS },
  guards: {
    isSeekPending: ({ context }) => context.seekingTo !== null,
    shouldReportStarted: ({ context }) => context.reportsEvents && !context.startedSent,
    shouldReportWatched: ({ context, event }) =>
      context.reportsEvents &&
      !context.finished &&
      event.type === 'media.timed' &&
      hasPassedFinish(event.time, context.duration, AUDIO_FINISHED_RATIO),
    hasPassedFinishFirstTime: ({ context, event }) =>
      !context.finished &&
      event.type === 'media.timed' &&
      hasPassedFinish(event.time, context.duration, AUDIO_FINISHED_RATIO),
  },
  actions: {
    commandPlay: emit({ type: 'media.command', command: 'play' } as const),
    commandPause: emit({ type: 'media.command', command: 'pause' } as const),
    assignDuration: assign({
      duration: ({ context, event }) =>
        event.type === 'media.loaded' && Number.isFinite(event.duration) && event.duration > 0
          ? event.duration
          : context.duration,
    }),
    assignTime: assign({
      currentTime: ({ context, event }) =>
        event.type === 'media.timed' ? clampSeek(event.time, context.duration) : context.currentTime,
    }),
    skip: assign(({ context, event }) => ({
      currentTime: skipTo(context, event.type === 'audio.back' ? -AUDIO_SKIP_SECONDS : AUDIO_SKIP_SECONDS),
      seekingTo: null,
    })),
    cancelSeek: cancel(SEEK_TIMER),
    commandSeekToCurrent: emit(({ context }) => ({
      type: 'media.command' as const,
      command: 'seek' as const,
      time: context.currentTime,
    })),
    assignSeekTarget: assign({
      seekingTo: ({ context, event }) =>
        event.type === 'audio.seek' ? clampSeek(event.time, context.duration) : context.seekingTo,
    }),
    scheduleSeek: raise({ type: 'seek.settled' }, { delay: 'seekDebounce', id: SEEK_TIMER }),
    applySeek: assign(({ context }) => ({
      currentTime: context.seekingTo ?? context.currentTime,
      seekingTo: null,
    })),
    rewind: assign({ currentTime: 0, seekingTo: null }),
    assignRate: assign({
      rate: ({ context, event }) => (event.type === 'audio.rate' ? clampRate(event.rate) : context.rate),
    }),
    commandRate: emit(({ context }) => ({
      type: 'media.command' as const,
      command: 'rate' as const,
      rate: context.rate,
    })),
    assignVolume: assign({
      volume: ({ context, event }) =>
        event.type === 'audio.volume' ? clampVolume(event.volume) : context.volume,
    }),
    commandVolume: emit(({ context }) => ({
      type: 'media.command' as const,
      command: 'volume' as const,
      volume: context.volume,
    })),
    reportStarted: spawnChild('reportPlayback', { input: { kind: 'started' } }),
    markStarted: assign({ startedSent: true }),
    markFinished: assign({ finished: true }),
    reportWatched: spawnChild('reportPlayback', { input: { kind: 'watched' } }),
    collectError: assign({
      errors: ({ context, event }) =>
        event.type === 'media.failed' ? [...context.errors, audioErrorOf(event.error)] : context.errors,
    }),
    clearErrors: assign({ errors: [] }),
  },
}).createMachine({
  id: 'audioPlayer',
  context: ({ input }) => ({
    reportsEvents: input.reportsEvents ?? false,
    duration: input.duration ?? null,
    currentTime: 0,
    seekingTo: null,
    rate: 1,
    volume: 1,
    startedSent: false,
    finished: false,
    errors: [],
  }),
  initial: 'idle',
  on: {
    'audio.back': { actions: ['cancelSeek', 'skip', 'commandSeekToCurrent'] },
    'audio.forward': { actions: ['cancelSeek', 'skip', 'commandSeekToCurrent'] },
    'audio.seek': { actions: ['cancelSeek', 'assignSeekTarget', 'scheduleSeek'] },
    'seek.settled': { guard: 'isSeekPending', actions: ['applySeek', 'commandSeekToCurrent'] },
    'audio.rate': { actions: ['assignRate', 'commandRate'] },
    'audio.volume': { actions: ['assignVolume', 'commandVolume'] },
    'errors.dismiss': { actions: 'clearErrors' },
    'media.loaded': [
      { guard: 'shouldReportStarted', actions: ['assignDuration', 'markStarted', 'reportStarted'] },
      { actions: 'assignDuration' },
    ],
    'media.timed': [
      { guard: 'shouldReportWatched', actions: ['assignTime', 'markFinished', 'reportWatched'] },
      { guard: 'hasPassedFinishFirstTime', actions: ['assignTime', 'markFinished'] },
      { actions: 'assignTime' },
    ],
  },
  states: {
    idle: {
      on: {
        'audio.play': { target: 'loading', actions: 'commandPlay' },
        'audio.toggle': { target: 'loading', actions: 'commandPlay' },
        'media.playing': { target: 'playing' },
        'media.failed': { actions: 'collectError' },
      },
    },
    loading: {
      tags: ['busy'],
      on: {
        'media.playing': { target: 'playing' },
        'audio.pause': { target: 'idle', actions: 'commandPause' },
        'audio.toggle': { target: 'idle', actions: 'commandPause' },
        'media.failed': { target: 'idle', actions: 'collectError' },
      },
    },
    playing: {
      tags: ['playing'],
      on: {
        'audio.pause': { target: 'paused', actions: 'commandPause' },
        'audio.toggle': { target: 'paused', actions: 'commandPause' },
        'media.paused': { target: 'paused' },
        'media.ended': { target: 'paused', actions: ['cancelSeek', 'rewind', 'commandSeekToCurrent'] },
        'media.failed': { target: 'paused', actions: 'collectError' },
      },
    },
    paused: {
      on: {
        'audio.play': { target: 'playing', actions: 'commandPlay' },
        'audio.toggle': { target: 'playing', actions: 'commandPlay' },
        'media.playing': { target: 'playing' },
        'media.ended': { actions: ['cancelSeek', 'rewind', 'commandSeekToCurrent'] },
        'media.failed': { actions: 'collectError' },
      },
    },
  },
});

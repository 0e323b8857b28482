import { useActorRef, useSelector } from '@xstate/react';
import { type SyntheticEvent, useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  type AudioFailure,
  type AudioPlayerView,
  audioPlayerMachine,
  type PlaybackEventKind,
  selectAudioPlayerView,
} from '../../core/player/index.ts';

/** Options of useAudioPlayer. */
export interface UseAudioPlayerOptions {
  /** Tells the server of started (on load) and watched (at 85 %); absent = nothing is sent. */
  reportPlayback?: (kind: PlaybackEventKind) => Promise<unknown>;
  /** A duration known beforehand, in seconds. */
  duration?: number | null;
}

/** What the audio element needs: its ref and the listeners that feed the machine. */
export interface AudioElementProps {
  ref: (element: HTMLAudioElement | null) => void;
  preload: 'none';
  onLoadedMetadata: (event: SyntheticEvent<HTMLAudioElement>) => void;
  onPlaying: () => void;
  onPause: (event: SyntheticEvent<HTMLAudioElement>) => void;
  onTimeUpdate: (event: SyntheticEvent<HTMLAudioElement>) => void;
  onEnded: () => void;
  onError: (event: SyntheticEvent<HTMLAudioElement>) => void;
}

/** What useAudioPlayer gives a view. */
export interface AudioPlayerBinding {
  view: AudioPlayerView;
  audioProps: AudioElementProps;
  toggle(): void;
  back(): void;
  forward(): void;
  seek(time: number): void;
  setRate(rate: number): void;
  setVolume(volume: number): void;
  dismissErrors(): void;
}

const failureOf = (error: unknown): AudioFailure =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : String(error);

/** Binds the audio player machine to an `<audio>` element: commands go to the element, its events to the machine. */
export function useAudioPlayer({ reportPlayback, duration }: UseAudioPlayerOptions = {}): AudioPlayerBinding {
  const report = useRef(reportPlayback);
  report.current = reportPlayback;
  const element = useRef<HTMLAudioElement | null>(null);
  const actor = useActorRef(
    audioPlayerMachine.provide({
      actors: {
        reportPlayback: fromPromise(async ({ input }) => {
          await report.current?.(input.kind).catch(() => undefined);
        }),
      },
    }),
    { input: { reportsEvents: Boolean(reportPlayback), duration: duration ?? null } },
  );
  const view = useSelector(actor, selectAudioPlayerView);

  useEffect(() => {
    const subscription = actor.on('media.command', (command) => {
      const audio = element.current;
      if (!audio) return;
      if (command.command === 'play') {
        audio.play().catch((error: unknown) => {
          // A pause while play() was pending is not a failure.
          if (error instanceof Error && error.name === 'AbortError') return;
          actor.send({ type: 'media.failed', error: failureOf(error) });
        });
      } else if (command.command === 'pause') audio.pause();
      else if (command.command === 'seek') audio.currentTime = command.time;
      else if (command.command === 'rate') audio.playbackRate = command.rate;
      else if (command.command === 'volume') audio.volume = command.volume;
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const audioProps: AudioElementProps = {
    ref: (node) => {
      element.current = node;
    },
    preload: 'none',
    onLoadedMetadata: (event) => actor.send({ type: 'media.loaded', duration: event.currentTarget.duration }),
    onPlaying: () => actor.send({ type: 'media.playing' }),
    onPause: (event) => {
      if (!event.currentTarget.ended) actor.send({ type: 'media.paused' });
    },
    onTimeUpdate: (event) => actor.send({ type: 'media.timed', time: event.currentTarget.currentTime }),
    onEnded: () => actor.send({ type: 'media.ended' }),
    onError: (event) => {
      const error = event.currentTarget.error;
      actor.send({
        type: 'media.failed',
        error: error ? { code: error.code, message: error.message } : null,
      });
    },
  };

  return {
    view,
    audioProps,
    toggle: () => actor.send({ type: 'audio.toggle' }),
    back: () => actor.send({ type: 'audio.back' }),
    forward: () => actor.send({ type: 'audio.forward' }),
    seek: (time) => actor.send({ type: 'audio.seek', time }),
    setRate: (rate) => actor.send({ type: 'audio.rate', rate }),
    setVolume: (volume) => actor.send({ type: 'audio.volume', volume }),
    dismissErrors: () => actor.send({ type: 'errors.dismiss' }),
  };
}

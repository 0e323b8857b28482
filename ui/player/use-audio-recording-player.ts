import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  audioRecordingPlayerMachine,
  type RecordingPlayerView,
  selectRecordingPlayerView,
} from '../../core/player/index.ts';

/** Reads the audio at `src` and answers the waveform's bars (the app's adapter: it fetches and decodes). */
export type AnalyseWaveform = (src: string) => Promise<number[]>;

const noWaveform: AnalyseWaveform = () => Promise.reject(new Error('no waveform analysis given'));

/** Binds the recording player machine to an `<audio>` element; without `analyseWaveform` no waveform is drawn. */
export function useAudioRecordingPlayer(
  src: string,
  hasScript: boolean,
  analyseWaveform: AnalyseWaveform = noWaveform,
) {
  const element = useRef<HTMLAudioElement | null>(null);
  const source = useRef(src);
  source.current = src;
  const analyse = useRef(analyseWaveform);
  analyse.current = analyseWaveform;
  const actor = useActorRef(
    audioRecordingPlayerMachine.provide({
      actors: { analyseWaveform: fromPromise(() => analyse.current(source.current)) },
    }),
    { input: { hasScript } },
  );
  const view: RecordingPlayerView = useSelector(actor, selectRecordingPlayerView);
  useEffect(() => {
    const subscription = actor.on('media.command', (command) => {
      const audio = element.current;
      if (!audio) return;
      if (command.command === 'play') audio.play().catch(() => actor.send({ type: 'media.ended' }));
      else if (command.command === 'stop') {
        audio.pause();
        audio.currentTime = 0;
      } else if (command.command === 'rate') audio.playbackRate = command.rate;
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return {
    view,
    audioProps: {
      ref: (node: HTMLAudioElement | null) => {
        element.current = node;
      },
      onLoadedMetadata: (event: { currentTarget: HTMLAudioElement }) =>
        actor.send({ type: 'media.loaded', duration: event.currentTarget.duration }),
      onEnded: () => actor.send({ type: 'media.ended' }),
    },
    toggle: () => actor.send({ type: view.isPlaying ? 'recording.stop' : 'recording.play' }),
    cycleRate: () => actor.send({ type: 'rate.cycle' }),
    toggleScript: () => actor.send({ type: 'script.toggle' }),
  };
}

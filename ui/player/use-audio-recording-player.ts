import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  audioRecordingPlayerMachine,
  type RecordingPlayerView,
  selectRecordingPlayerView,
  waveformBars,
} from '../../core/player/index.ts';

/** Decodes the audio at `src` with Web Audio and reduces its first channel to the waveform's bars. */
async function analyseWaveformOf(src: string): Promise<number[]> {
  const bytes = await (await fetch(src, { credentials: 'same-origin' })).arrayBuffer();
  const context = new AudioContext();
  try {
    const buffer = await context.decodeAudioData(bytes);
    return waveformBars(buffer.getChannelData(0));
  } finally {
    void context.close();
  }
}

/** Binds the recording player machine to an `<audio>` element. */
export function useAudioRecordingPlayer(src: string, hasScript: boolean) {
  const element = useRef<HTMLAudioElement | null>(null);
  const source = useRef(src);
  source.current = src;
  const actor = useActorRef(
    audioRecordingPlayerMachine.provide({
      actors: { analyseWaveform: fromPromise(() => analyseWaveformOf(source.current)) },
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

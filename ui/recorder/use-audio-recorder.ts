import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  type AudioRecorderAdapters,
  type AudioRecorderSnapshot,
  audioRecorderMachine,
  type RecordedFile,
  type RecorderOutput,
  selectAudioRecorderView,
} from '../../core/recorder/index.ts';
import { useRecorderRun } from './use-recorder-run.ts';

/** Options of the audio recorder: the devices, what to do at the end, and a frozen state for stories. */
export interface UseAudioRecorderOptions {
  adapters: AudioRecorderAdapters;
  onEnd: (output: RecorderOutput) => void;
  /** A kept recording to send up instead of recording anew. */
  resume?: RecordedFile;
  snapshot?: AudioRecorderSnapshot;
}

/** Binds the audio recorder: starts it at once and returns the bar's view and commands. */
export function useAudioRecorder({ adapters, onEnd, resume, snapshot }: UseAudioRecorderOptions) {
  const actor = useActorRef(audioRecorderMachine, { input: { adapters }, snapshot });
  const view = useSelector(actor, selectAudioRecorderView);
  useRecorderRun(actor, { onEnd, resume, snapshot });
  const commands = useMemo(
    () => ({
      add: () => actor.send({ type: 'recorder.add' }),
      cancel: () => actor.send({ type: 'recorder.cancel' }),
      retry: () => actor.send({ type: 'recorder.retry' }),
    }),
    [actor],
  );
  return { view, ...commands };
}

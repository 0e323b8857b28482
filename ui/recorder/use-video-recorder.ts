import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  type RecordedFile,
  type RecorderOutput,
  selectVideoRecorderView,
  type VideoRecorderAdapters,
  type VideoRecorderSnapshot,
  videoRecorderMachine,
} from '../../core/recorder/index.ts';
import { useRecorderRun } from './use-recorder-run.ts';

/** Options of the video recorder: the devices, what to do at the end, and a frozen state for stories. */
export interface UseVideoRecorderOptions {
  adapters: VideoRecorderAdapters;
  onEnd: (output: RecorderOutput) => void;
  resume?: RecordedFile;
  snapshot?: VideoRecorderSnapshot;
}

/** Binds the video recorder: starts it at once and returns the modals' view and commands. */
export function useVideoRecorder({ adapters, onEnd, resume, snapshot }: UseVideoRecorderOptions) {
  const actor = useActorRef(videoRecorderMachine, { input: { adapters }, snapshot });
  const view = useSelector(actor, selectVideoRecorderView);
  useRecorderRun(actor, { onEnd, resume, snapshot });
  const commands = useMemo(
    () => ({
      allow: () => actor.send({ type: 'access.allow' }),
      pick: (kind: 'camera' | 'microphone', deviceId: string) =>
        actor.send({ type: 'device.pick', kind, deviceId }),
      confirm: () => actor.send({ type: 'access.confirm' }),
      stop: () => actor.send({ type: 'recorder.stop' }),
      cancel: () => actor.send({ type: 'recorder.cancel' }),
      retry: () => actor.send({ type: 'recorder.retry' }),
    }),
    [actor],
  );
  return { view, ...commands };
}

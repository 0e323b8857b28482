import { useEffect } from 'react';
import type { RecordedFile, RecorderOutput } from '../../core/recorder/index.ts';

/** A recorder actor as the hooks run it: it takes start or resume, and ends with an output. */
interface RecorderActor {
  subscribe(observer: { complete: () => void }): { unsubscribe(): void };
  getSnapshot(): { output?: RecorderOutput };
  send(event: { type: 'recorder.start' } | { type: 'recorder.resume'; file: RecordedFile }): void;
}

/**
 * Starts a recorder at once (or sends a kept recording up, `resume`) and hands its output to `onEnd` when it
 * ends; a frozen `snapshot` (stories) starts nothing.
 */
export function useRecorderRun(
  actor: RecorderActor,
  options: { onEnd: (output: RecorderOutput) => void; resume?: RecordedFile; snapshot?: unknown },
) {
  const { onEnd, resume, snapshot } = options;
  useEffect(() => {
    const subscription = actor.subscribe({
      complete: () => {
        const output = actor.getSnapshot().output;
        if (output) onEnd(output);
      },
    });
    if (!snapshot)
      actor.send(resume ? { type: 'recorder.resume', file: resume } : { type: 'recorder.start' });
    return () => subscription.unsubscribe();
  }, [actor, onEnd, resume, snapshot]);
}

import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { QuizFile } from '../../core/api/quiz.ts';
import type {
  AudioRecorderAdapters,
  RecordedFile,
  RecorderOutput,
  VideoRecorderAdapters,
} from '../../core/recorder/index.ts';
import { AudioRecorderDialog, VideoRecorderDialog } from './recorder-dialogs.tsx';

/** The browser's devices and store for both recorders (the app builds them). */
export interface RecorderAdapters {
  audio: AudioRecorderAdapters;
  video: VideoRecorderAdapters;
}

/** Which recorder; the seam answers and comments use. */
export type RecordingKind = 'audio' | 'video';

/** Opens a recorder and resolves with the saved file, or null when cancelled or failed. */
export type RecordMediaFile = (kind: RecordingKind, resume?: RecordedFile) => Promise<QuizFile | null>;

interface ActiveRecorder {
  kind: RecordingKind;
  resume?: RecordedFile;
  resolve: (file: QuizFile | null) => void;
  key: number;
}

/**
 * The recorders as one seam: `record(kind)` opens the audio or video recorder and resolves with the
 * processed file; `element` renders whichever is open. A failed video upload resolves null and tells
 * `onFailed` why (the modal closes, spec 2 §8). Answers and, later, comments take `record`.
 */
export function useRecorders(
  adapters: RecorderAdapters | null,
  onFailed?: (message: string | null) => void,
): { record: RecordMediaFile | undefined; element: ReactNode } {
  const [active, setActive] = useState<ActiveRecorder | null>(null);
  const counter = useRef(0);
  const current = useRef<ActiveRecorder | null>(null);
  current.current = active;
  const failed = useRef(onFailed);
  failed.current = onFailed;

  useEffect(() => () => current.current?.resolve(null), []);

  const record = useCallback<RecordMediaFile>(
    (kind, resume) =>
      new Promise((resolve) => {
        current.current?.resolve(null);
        counter.current += 1;
        setActive({ kind, resume, resolve, key: counter.current });
      }),
    [],
  );
  const onEnd = useCallback((output: RecorderOutput) => {
    const ended = current.current;
    if (!ended) return;
    ended.resolve(output.file);
    setActive(null);
    if (!output.file && output.failure === 'upload') failed.current?.(output.message);
  }, []);

  const element =
    adapters && active ? (
      active.kind === 'audio' ? (
        <AudioRecorderDialog
          key={active.key}
          adapters={adapters.audio}
          onEnd={onEnd}
          resume={active.resume}
        />
      ) : (
        <VideoRecorderDialog
          key={active.key}
          adapters={adapters.video}
          onEnd={onEnd}
          resume={active.resume}
        />
      )
    ) : null;
  return { record: adapters ? record : undefined, element };
}

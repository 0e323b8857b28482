import { fromCallback, fromPromise } from 'xstate';
import type { QuizFile } from '../api/quiz.ts';
import type {
  AudioCapture,
  AudioRecorderAdapters,
  CaptureReports,
  RecordedFile,
  RecorderStream,
  RecordingStore,
  VideoCapture,
} from './recorder.types.ts';

/** What the capture actors tell their machine. */
export type CaptureEvent =
  | { type: 'audio.levels'; bars: number[] }
  | { type: 'audio.captured'; samples: Float32Array; sampleRate: number }
  | { type: 'video.captured'; blob: Blob; mimeType: string }
  | { type: 'capture.failed'; error: unknown };

/** What the encoding actor tells its machine. */
export type EncodingEvent =
  | { type: 'encoding.progressed'; fraction: number }
  | { type: 'encoding.finished'; bytes: Uint8Array }
  | { type: 'encoding.failed'; error: unknown };

/** What the saving actor tells its machine. */
export type SavingEvent =
  | { type: 'save.progressed'; percent: number }
  | { type: 'save.stored'; file: QuizFile }
  | { type: 'save.failed'; message: string | null };

/** Asks the device for a stream through an adapter. */
export const requestStream = fromPromise<RecorderStream, { request: () => Promise<RecorderStream> }>(
  ({ input }) => input.request(),
);

/** Runs a capture until the machine sends `capture.stop`; leaving the state without it cancels the capture. */
function runCapture<Result>(
  start: (reports: CaptureReports) => { stop: () => Promise<Result>; cancel: () => void },
  captured: (result: Result) => CaptureEvent,
  sendBack: (event: CaptureEvent) => void,
  receive: (listener: (event: { type: 'capture.stop' }) => void) => void,
): () => void {
  let settled = false;
  const capture = start({
    levels: (bars) => sendBack({ type: 'audio.levels', bars }),
    failed: (error) => {
      settled = true;
      sendBack({ type: 'capture.failed', error });
    },
  });
  receive(() => {
    if (settled) return;
    settled = true;
    capture.stop().then(
      (result) => sendBack(captured(result)),
      (error: unknown) => sendBack({ type: 'capture.failed', error }),
    );
  });
  return () => {
    if (!settled) capture.cancel();
  };
}

/** The audio capture (AudioContext, analyser) on the granted stream. */
export const captureAudio = fromCallback<
  { type: 'capture.stop' },
  { stream: RecorderStream; capture: (stream: RecorderStream, reports: CaptureReports) => AudioCapture }
>(({ input, sendBack, receive }) =>
  runCapture(
    (reports) => input.capture(input.stream, reports),
    (result) => ({ type: 'audio.captured', ...result }),
    sendBack,
    receive,
  ),
);

/** The video capture (MediaRecorder) on the granted stream. */
export const captureVideo = fromCallback<
  { type: 'capture.stop' },
  { stream: RecorderStream; capture: (stream: RecorderStream, reports: CaptureReports) => VideoCapture }
>(({ input, sendBack, receive }) =>
  runCapture(
    (reports) => input.capture(input.stream, reports),
    (result) => ({ type: 'video.captured', ...result }),
    sendBack,
    receive,
  ),
);

/** Encodes the PCM to MP3 through the adapter (the worker), reporting its progress. */
export const encodeRecording = fromCallback<
  { type: 'noop' },
  { samples: Float32Array; sampleRate: number; encode: AudioRecorderAdapters['encodeMp3'] }
>(({ input, sendBack }) => {
  let live = true;
  input
    .encode(input.samples, input.sampleRate, (fraction) => {
      if (live) sendBack({ type: 'encoding.progressed', fraction });
    })
    .then(
      (bytes) => {
        if (live) sendBack({ type: 'encoding.finished', bytes });
      },
      (error: unknown) => {
        if (live) sendBack({ type: 'encoding.failed', error });
      },
    );
  return () => {
    live = false;
  };
});

/** Sends the recording up and waits until processed; leaving the state cancels the upload. */
export const saveRecording = fromCallback<{ type: 'noop' }, { file: RecordedFile; store: RecordingStore }>(
  ({ input, sendBack }) => {
    let live = true;
    const saving = input.store.save(input.file, (percent) => {
      if (live) sendBack({ type: 'save.progressed', percent });
    });
    saving.done.then(
      (file) => {
        if (!live) return;
        live = false;
        sendBack({ type: 'save.stored', file });
      },
      (error: unknown) => {
        if (!live) return;
        live = false;
        sendBack({ type: 'save.failed', message: error instanceof Error ? error.message : null });
      },
    );
    return () => {
      if (live) saving.cancel();
      live = false;
    };
  },
);

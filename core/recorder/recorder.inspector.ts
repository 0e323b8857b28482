import type { QuizFile } from '../api/quiz.ts';
import { registerMachine } from '../inspector/index.ts';
import { audioRecorderMachine } from './audio-recorder.machine.ts';
import { WAVEFORM_BARS } from './recorder.constants.ts';
import type {
  AudioCapture,
  AudioRecorderAdapters,
  CaptureReports,
  RecordedFile,
  RecorderStream,
  RecordingStore,
  VideoCapture,
  VideoRecorderAdapters,
} from './recorder.types.ts';
import { videoRecorderMachine } from './video-recorder.machine.ts';

/** Devices and the store answer after this long: time to send a failure by hand instead. */
const QA_ANSWER_MS = 1500;
const QA_TICK_MS = 250;
const QA_STEP_PERCENT = 10;
const QA_SAMPLE_RATE = 8000;

const later = <T>(answer: () => T, ms = QA_ANSWER_MS) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(answer()), ms));

/** A QA stream: nothing is opened, so there is nothing to let go. */
const qaStream = (): RecorderStream => ({ stop: () => undefined });

/** Counts to 100 in steps, reporting each, then calls done; the returned function stops it. */
function countUp(report: (fraction: number) => void, done: () => void): () => void {
  let percent = 0;
  const timer = setInterval(() => {
    percent += QA_STEP_PERCENT;
    report(percent / 100);
    if (percent >= 100) {
      clearInterval(timer);
      done();
    }
  }, QA_TICK_MS);
  return () => clearInterval(timer);
}

/** A QA store: sends 10 % every 250 ms, then answers a processed file; keeping on the device does nothing. */
function qaStore(): RecordingStore {
  return {
    save: (file: RecordedFile, onProgress) => {
      let stop: () => void = () => undefined;
      const done = new Promise<QuizFile>((resolve) => {
        stop = countUp(
          (fraction) => onProgress(fraction * 100),
          () =>
            resolve({
              uuid: 'qa-recording',
              url: `https://cdn.example/qa/${file.name}`,
              original_name: file.name,
              mime_type: file.mimeType,
              process_status: 'completed',
            }),
        );
      });
      return { done, cancel: () => stop() };
    },
    keep: async () => undefined,
    forget: async () => undefined,
  };
}

function qaIds(): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `qa-${next}`;
  };
}

/** A QA microphone: the bars move every 250 ms; stopping answers a second of silence. */
function qaAudioCapture(_stream: RecorderStream, reports: CaptureReports): AudioCapture {
  let tick = 0;
  const timer = setInterval(() => {
    tick += 1;
    reports.levels?.(Array.from({ length: WAVEFORM_BARS }, (_, bar) => ((bar + tick) % 8) / 8));
  }, QA_TICK_MS);
  return {
    stop: () => {
      clearInterval(timer);
      return later(() => ({ samples: new Float32Array(QA_SAMPLE_RATE), sampleRate: QA_SAMPLE_RATE }), 300);
    },
    cancel: () => clearInterval(timer),
  };
}

function qaAudioAdapters(): AudioRecorderAdapters {
  return {
    ...qaStore(),
    requestMicrophone: () => later(qaStream),
    captureAudio: qaAudioCapture,
    encodeMp3: (_samples, _rate, onProgress) =>
      new Promise<Uint8Array>((resolve) => {
        countUp(onProgress, () => resolve(new Uint8Array([0xff, 0xfb, 0x90, 0x00])));
      }),
    newId: qaIds(),
  };
}

/** A QA camera: stopping answers an empty WebM. */
function qaVideoCapture(): VideoCapture {
  return {
    stop: () => later(() => ({ blob: new Blob([], { type: 'video/webm' }), mimeType: 'video/webm' }), 300),
    cancel: () => undefined,
  };
}

function qaVideoAdapters(): VideoRecorderAdapters {
  return {
    ...qaStore(),
    queryPermission: () => later(() => 'prompt' as const),
    requestCamera: () => later(qaStream),
    listDevices: () =>
      later(
        () => ({
          cameras: [
            { deviceId: 'qa-camera-1', label: 'QA front camera' },
            { deviceId: 'qa-camera-2', label: 'QA back camera' },
          ],
          microphones: [{ deviceId: 'qa-microphone', label: 'QA microphone' }],
        }),
        300,
      ),
    captureVideo: qaVideoCapture,
    newId: qaIds(),
  };
}

const qaRecording = (mimeType: string, name: string) => ({
  type: 'recorder.resume',
  file: { blob: new Blob([], { type: mimeType }), name, mimeType },
});

registerMachine({
  id: 'audioRecorder',
  machine: audioRecorderMachine,
  description:
    "The audio recorder: the microphone (QA: granted in 1.5 s; send the request's failure meanwhile), the waveform and timer, MP3 encoding (QA: 2.5 s), upload until processed (QA: 2.5 s); failures to Retry, Cancel anywhere, a kept recording resumed. No device is opened and nothing is sent.",
  input: () => ({ adapters: qaAudioAdapters() }),
  keepActors: ['requestStream', 'captureAudio', 'encodeRecording', 'saveRecording'],
  sampleEvents: [
    { type: 'recorder.start' },
    { type: 'xstate.error.actor.request', error: { name: 'NotAllowedError' } },
    { type: 'xstate.error.actor.request', error: { name: 'NotFoundError' } },
    { type: 'xstate.error.actor.request', error: { name: 'NotReadableError' } },
    { type: 'recorder.add' },
    { type: 'capture.failed', error: 'The QA microphone was unplugged' },
    { type: 'encoding.failed', error: 'The QA encoder failed' },
    { type: 'save.failed', message: 'The QA upload failed' },
    { type: 'recorder.retry' },
    { type: 'recorder.cancel' },
    qaRecording('audio/mpeg', 'qa-kept.mp3'),
  ],
});

registerMachine({
  id: 'videoRecorder',
  machine: videoRecorderMachine,
  description:
    "The video recorder: the permission check (QA: 'prompt' in 1.5 s, or send granted or denied) leads to the access modal (allow, pick a camera and microphone, confirm), the denied modal or straight to recording; device errors give the no-camera, camera-busy or denied modal; stop after 1 s; upload until processed (QA: 2.5 s). No device is opened and nothing is sent.",
  input: () => ({ adapters: qaVideoAdapters() }),
  keepActors: ['queryPermission', 'requestStream', 'listDevices', 'captureVideo', 'saveRecording'],
  sampleEvents: [
    { type: 'recorder.start' },
    { type: 'xstate.done.actor.permission', output: 'granted' },
    { type: 'xstate.done.actor.permission', output: 'denied' },
    { type: 'access.allow' },
    { type: 'device.pick', kind: 'camera', deviceId: 'qa-camera-2' },
    { type: 'device.pick', kind: 'microphone', deviceId: 'qa-microphone' },
    { type: 'access.confirm' },
    { type: 'xstate.error.actor.request', error: { name: 'NotAllowedError' } },
    { type: 'xstate.error.actor.request', error: { name: 'NotFoundError' } },
    { type: 'xstate.error.actor.request', error: { name: 'NotReadableError' } },
    { type: 'recorder.stop' },
    { type: 'capture.failed', error: 'The QA camera was unplugged' },
    { type: 'save.failed', message: 'The QA upload failed' },
    { type: 'recorder.retry' },
    { type: 'recorder.cancel' },
    qaRecording('video/webm', 'qa-kept.webm'),
  ],
});

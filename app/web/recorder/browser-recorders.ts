import type { QuizFile } from '../../../core/api/quiz.ts';
import {
  type AudioCapture,
  type CaptureReports,
  type DeviceChoice,
  type KeptRecording,
  type PermissionAnswer,
  type RecordedFile,
  type MediaDevices as RecorderDevices,
  type RecorderStream,
  type RecordingPlace,
  type RecordingStore,
  VIDEO_MIME_TYPES,
  type VideoCapture,
  WAVEFORM_BARS,
} from '../../../core/recorder/index.ts';
import type { UploadQueueEntry } from '../../../core/upload/index.ts';
import type { RecorderAdapters } from '../../../ui/recorder/index.ts';
import type { UploadQueueHandle } from '../../../ui/upload/index.ts';
import { forgetRecording, keepRecording } from './kept-recordings.ts';
import { encodeMp3InWorker } from './worker-mp3-encoder.ts';

/** How often the waveform's bars are read. */
const LEVELS_INTERVAL_MS = 80;

/** A device stream the machines can let go of, carrying the browser's MediaStream for the preview. */
interface BrowserStream extends RecorderStream {
  media: MediaStream;
}

function streamOf(media: MediaStream): BrowserStream {
  return {
    media,
    stop: () => {
      for (const track of media.getTracks()) track.stop();
    },
  };
}

function mediaOf(stream: RecorderStream): MediaStream {
  return (stream as BrowserStream).media;
}

function mediaDevices(): globalThis.MediaDevices {
  if (!navigator.mediaDevices?.getUserMedia) {
    const error = new Error('This browser cannot record.');
    error.name = 'NotFoundError';
    throw error;
  }
  return navigator.mediaDevices;
}

/** Records the microphone with MediaRecorder, shows its level through an analyser, decodes to PCM at stop. */
function captureAudio(stream: RecorderStream, reports: CaptureReports): AudioCapture {
  const media = mediaOf(stream);
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = 128;
  context.createMediaStreamSource(media).connect(analyser);
  const bins = new Uint8Array(analyser.frequencyBinCount);
  const levels = window.setInterval(() => {
    analyser.getByteFrequencyData(bins);
    reports.levels?.(Array.from({ length: WAVEFORM_BARS }, (_, index) => (bins[index] ?? 0) / 255));
  }, LEVELS_INTERVAL_MS);
  const chunks: Blob[] = [];
  const recorder = new MediaRecorder(media);
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.onerror = (event) => reports.failed(event);
  recorder.start(1000);
  const close = () => {
    window.clearInterval(levels);
    context.close().catch(() => undefined);
  };
  return {
    stop: () =>
      new Promise((resolve, reject) => {
        recorder.onstop = () => {
          window.clearInterval(levels);
          new Blob(chunks, { type: recorder.mimeType })
            .arrayBuffer()
            .then((buffer) => context.decodeAudioData(buffer))
            .then(
              (audio) => resolve({ samples: audio.getChannelData(0), sampleRate: audio.sampleRate }),
              reject,
            )
            .finally(close);
        };
        recorder.stop();
      }),
    cancel: () => {
      recorder.onstop = null;
      if (recorder.state !== 'inactive') recorder.stop();
      close();
    },
  };
}

/** The first container type this browser records: mp4 where it can (spec 2 §9), else webm. */
function videoMimeType(): string | undefined {
  return VIDEO_MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

/** Records the camera and microphone with MediaRecorder. */
function captureVideo(stream: RecorderStream, reports: CaptureReports): VideoCapture {
  const mimeType = videoMimeType();
  const recorder = new MediaRecorder(mediaOf(stream), mimeType ? { mimeType } : undefined);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.onerror = (event) => reports.failed(event);
  recorder.start(1000);
  return {
    stop: () =>
      new Promise((resolve) => {
        recorder.onstop = () => {
          const type = recorder.mimeType || mimeType || 'video/webm';
          resolve({ blob: new Blob(chunks, { type }), mimeType: type });
        };
        recorder.stop();
      }),
    cancel: () => {
      recorder.onstop = null;
      if (recorder.state !== 'inactive') recorder.stop();
    },
  };
}

async function queryCameraPermission(): Promise<PermissionAnswer> {
  const [camera, microphone] = await Promise.all([
    navigator.permissions.query({ name: 'camera' as PermissionName }),
    navigator.permissions.query({ name: 'microphone' as PermissionName }),
  ]);
  if (camera.state === 'denied' || microphone.state === 'denied') return 'denied';
  return camera.state === 'granted' && microphone.state === 'granted' ? 'granted' : 'prompt';
}

async function listDevices(): Promise<RecorderDevices> {
  const devices = await mediaDevices().enumerateDevices();
  const of = (kind: MediaDeviceKind) =>
    devices
      .filter((device) => device.kind === kind && device.deviceId)
      .map((device) => ({ deviceId: device.deviceId, label: device.label }));
  return { cameras: of('videoinput'), microphones: of('audioinput') };
}

async function requestCamera(choice: DeviceChoice): Promise<RecorderStream> {
  const media = await mediaDevices().getUserMedia({
    video: choice.cameraId ? { deviceId: { exact: choice.cameraId } } : true,
    audio: choice.microphoneId ? { deviceId: { exact: choice.microphoneId } } : true,
  });
  return streamOf(media);
}

/** Whose a recording is and where it belongs, as the page last said (null: not kept). */
export type RecordingOwnerPlace = () => { owner: number; place: RecordingPlace } | null;

/**
 * The store: a recording goes up through the app's upload queue (resumable tus, a row of the upload
 * panel), under a tag of its own, and is polled every 2 s until processed; it is kept in IndexedDB
 * until then, with its owner and place (`where`). `describe` turns the queue's message (a key or the
 * server's words) into text. A recording's first keeping time is its file's lastModified, so after a
 * reload tus finds the upload it had begun (same name, type, size and time) and continues it.
 */
function queueStore(
  queue: UploadQueueHandle,
  describe: (message: string | null, detail: string | null) => string | null,
  where: RecordingOwnerPlace,
): RecordingStore {
  let uploads = 0;
  const stamps = new Map<string, number>();
  const stampOf = (file: RecordedFile) => {
    const known = (file as Partial<KeptRecording>).keptAt ?? stamps.get(file.name) ?? Date.now();
    stamps.set(file.name, known);
    return known;
  };
  return {
    keep: async (file) => {
      const kept = file as Partial<KeptRecording>;
      const at = kept.owner !== undefined && kept.place ? { owner: kept.owner, place: kept.place } : where();
      if (at) await keepRecording(file, stampOf(file), at.owner, at.place);
    },
    forget: async (name) => {
      stamps.delete(name);
      await forgetRecording(name);
    },
    save: (file: RecordedFile, onProgress) => {
      uploads += 1;
      const tag = `recording:${Date.now().toString(36)}:${uploads}:${file.name}`;
      const entryOf = () =>
        queue.actor.getSnapshot().context.entries.find((entry: UploadQueueEntry) => entry.tag === tag);
      let cleanup: () => void = () => undefined;
      const done = new Promise<QuizFile>((resolve, reject) => {
        const progress = queue.actor.subscribe(() => {
          const entry = entryOf();
          if (entry) onProgress(entry.view.percent);
        });
        const completed = queue.actor.on('upload.completed', (event) => {
          if (event.tag !== tag) return;
          cleanup();
          resolve({
            uuid: event.result.uuid,
            ...(event.result.url ? { url: event.result.url } : {}),
            original_name: file.name,
            mime_type: file.mimeType,
            process_status: 'completed',
          });
        });
        const failed = queue.actor.on('upload.failed', (event) => {
          if (event.tag !== tag) return;
          cleanup();
          reject(new Error(describe(event.message, event.messageDetail) ?? ''));
        });
        cleanup = () => {
          progress.unsubscribe();
          completed.unsubscribe();
          failed.unsubscribe();
        };
      });
      queue.addFiles(
        [new File([file.blob], file.name, { type: file.mimeType, lastModified: stampOf(file) })],
        {
          tag,
        },
      );
      return {
        done,
        cancel: () => {
          cleanup();
          const entry = entryOf();
          if (entry) queue.cancel(entry.id);
        },
      };
    },
  };
}

/** The browser's recorders: getUserMedia, MediaRecorder, AudioContext, the MP3 worker and the upload queue. */
export function browserRecorders(
  queue: UploadQueueHandle,
  describe: (message: string | null, detail: string | null) => string | null,
  where: RecordingOwnerPlace = () => null,
): RecorderAdapters {
  const store = queueStore(queue, describe, where);
  const newId = () => crypto.randomUUID();
  return {
    audio: {
      ...store,
      requestMicrophone: async () => streamOf(await mediaDevices().getUserMedia({ audio: true })),
      captureAudio,
      encodeMp3: encodeMp3InWorker,
      newId,
    },
    video: {
      ...store,
      queryPermission: queryCameraPermission,
      requestCamera,
      listDevices,
      captureVideo,
      newId,
    },
  };
}

import type {
  AudioRecorderAdapters,
  MediaDevices,
  PermissionAnswer,
  RecordedFile,
  RecorderStream,
  VideoRecorderAdapters,
} from '../../../core/recorder/index.ts';

/** A fake device stream that counts how often it was let go. */
export function fakeStream(): RecorderStream & { stops: number } {
  const stream = {
    stops: 0,
    stop: () => {
      stream.stops += 1;
    },
  };
  return stream;
}

/** What the fake devices and store saw. */
export interface FakeLog {
  captures: { cancelled: boolean; stopped: boolean }[];
  saves: { file: RecordedFile; cancelled: boolean }[];
  kept: string[];
  forgotten: string[];
}

const never = <T>() => new Promise<T>(() => undefined);

/** Devices that never answer on their own: the spec sends what they would have said. */
export function silentAudioAdapters(): { adapters: AudioRecorderAdapters; log: FakeLog } {
  const log: FakeLog = { captures: [], saves: [], kept: [], forgotten: [] };
  let ids = 0;
  return {
    log,
    adapters: {
      requestMicrophone: () => never(),
      captureAudio: () => {
        const entry = { cancelled: false, stopped: false };
        log.captures.push(entry);
        return {
          stop: () => {
            entry.stopped = true;
            return never();
          },
          cancel: () => {
            entry.cancelled = true;
          },
        };
      },
      encodeMp3: () => never(),
      save: (file) => {
        const entry = { file, cancelled: false };
        log.saves.push(entry);
        return {
          done: never(),
          cancel: () => {
            entry.cancelled = true;
          },
        };
      },
      keep: async (file) => {
        log.kept.push(file.name);
      },
      forget: async (name) => {
        log.forgotten.push(name);
      },
      newId: () => {
        ids += 1;
        return `0f3c9a7e-41d2-4b8a-9c1e-${String(ids).padStart(12, '0')}`;
      },
    },
  };
}

/** Video devices that never answer on their own. */
export function silentVideoAdapters(): { adapters: VideoRecorderAdapters; log: FakeLog } {
  const audio = silentAudioAdapters();
  return {
    log: audio.log,
    adapters: {
      queryPermission: () => never<PermissionAnswer>(),
      requestCamera: () => never(),
      listDevices: () => never<MediaDevices>(),
      captureVideo: () => {
        const entry = { cancelled: false, stopped: false };
        audio.log.captures.push(entry);
        return {
          stop: () => {
            entry.stopped = true;
            return never();
          },
          cancel: () => {
            entry.cancelled = true;
          },
        };
      },
      save: audio.adapters.save,
      keep: audio.adapters.keep,
      forget: audio.adapters.forget,
      newId: audio.adapters.newId,
    },
  };
}

/** A DOMException-like error of the given name, as getUserMedia rejects. */
export function mediaError(name: string): Error {
  const error = new Error(name);
  error.name = name;
  return error;
}

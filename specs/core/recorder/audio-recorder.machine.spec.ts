import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import {
  type AudioRecorderAdapters,
  audioRecorderMachine,
  readMp3Frames,
} from '../../../core/recorder/index.ts';
import { encodeMp3 } from '../../../core/recorder/mp3-encoding.ts';
import { fakeStream } from './recorder-fakes.ts';

/** Devices that answer at once: a microphone, a capture of one second, a store that stores. */
function workingAdapters(overrides: Partial<AudioRecorderAdapters> = {}) {
  const uploaded: { name: string; type: string; bytes: Uint8Array }[] = [];
  const stream = fakeStream();
  const adapters: AudioRecorderAdapters = {
    requestMicrophone: async () => stream,
    captureAudio: () => ({
      stop: async () => ({
        samples: new Float32Array(44100).map((_, i) => Math.sin(i / 8) / 2),
        sampleRate: 44100,
      }),
      cancel: () => undefined,
    }),
    encodeMp3: async (samples, rate, onProgress) => encodeMp3(samples, rate, onProgress),
    save: (file, onProgress) => ({
      done: file.blob.arrayBuffer().then((buffer) => {
        uploaded.push({ name: file.name, type: file.mimeType, bytes: new Uint8Array(buffer) });
        onProgress(100);
        return { uuid: 'stored-1', url: '/api/v1/files/stored-1/media/audio.m4a', original_name: file.name };
      }),
      cancel: () => undefined,
    }),
    newId: () => '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
    ...overrides,
  };
  return { adapters, uploaded, stream };
}

describe('audio recorder with working fake devices', () => {
  it('records, encodes to MP3 (real lamejs), uploads and emits the stored file', async () => {
    const { adapters, uploaded, stream } = workingAdapters();
    const actor = createActor(audioRecorderMachine, { input: { adapters } });
    const saved: string[] = [];
    actor.on('recorder.saved', (event) => saved.push(event.file.uuid));
    actor.start();
    actor.send({ type: 'recorder.start' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches('recording')).toBe(true);
    actor.send({ type: 'recorder.add' });
    const output = await toPromise(actor);
    expect(output.file?.uuid).toBe('stored-1');
    expect(saved).toEqual(['stored-1']);
    expect(stream.stops).toBe(1);
    expect(uploaded).toHaveLength(1);
    expect(uploaded[0]?.name).toBe('9b1deb4d3b7d.mp3');
    expect(uploaded[0]?.type).toBe('audio/mpeg');
    expect(readMp3Frames(uploaded[0]?.bytes ?? new Uint8Array())?.bitrates).toEqual([320]);
  });

  it('saves the unencoded recording (WAV) when encoding fails', async () => {
    const { adapters, uploaded } = workingAdapters({
      encodeMp3: async () => Promise.reject(new Error('no worker')),
    });
    const actor = createActor(audioRecorderMachine, { input: { adapters } }).start();
    actor.send({ type: 'recorder.start' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'recorder.add' });
    const output = await toPromise(actor);
    expect(output.file?.uuid).toBe('stored-1');
    expect(uploaded[0]?.name).toBe('9b1deb4d3b7d.wav');
    expect(String.fromCharCode(...(uploaded[0]?.bytes.subarray(0, 4) ?? []))).toBe('RIFF');
  });

  it('says no access when the microphone is refused, and asks again on Try again', async () => {
    let asks = 0;
    const { adapters } = workingAdapters({
      requestMicrophone: async () => {
        asks += 1;
        throw Object.assign(new Error('denied'), { name: 'NotAllowedError' });
      },
    });
    const actor = createActor(audioRecorderMachine, { input: { adapters } }).start();
    actor.send({ type: 'recorder.start' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.failure).toBe('denied');
    actor.send({ type: 'recorder.retry' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asks).toBe(2);
    actor.send({ type: 'recorder.cancel' });
    expect((await toPromise(actor)).file).toBeNull();
  });
});

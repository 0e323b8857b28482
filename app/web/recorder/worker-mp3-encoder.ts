import type { EncodeReply } from './mp3-encoder.worker.ts';

/** Encodes in a Web Worker (lamejs loads there, never on the page); rejects when the worker fails. */
export function encodeMp3InWorker(
  samples: Float32Array,
  sampleRate: number,
  onProgress: (fraction: number) => void,
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./mp3-encoder.worker.ts', import.meta.url), { type: 'module' });
    } catch (error) {
      reject(error);
      return;
    }
    worker.onmessage = (event: MessageEvent<EncodeReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') onProgress(reply.fraction);
      else {
        worker.terminate();
        if (reply.type === 'done') resolve(reply.bytes);
        else reject(new Error(reply.message));
      }
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The encoder stopped.'));
    };
    // A copy goes over (transferred, not cloned): the machine keeps the samples for the WAV fallback.
    const copy = samples.slice();
    worker.postMessage({ samples: copy, sampleRate }, [copy.buffer]);
  });
}

/// <reference lib="webworker" />
import { encodeMp3 } from '../../../core/recorder/mp3-encoding.ts';

/** A recording to encode: mono samples and their rate. */
export interface EncodeRequest {
  samples: Float32Array;
  sampleRate: number;
}

/** What the worker answers: progress, the MP3 bytes, or why it failed. */
export type EncodeReply =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; bytes: Uint8Array }
  | { type: 'error'; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<EncodeRequest>) => {
  try {
    const bytes = encodeMp3(event.data.samples, event.data.sampleRate, (fraction) =>
      scope.postMessage({ type: 'progress', fraction } satisfies EncodeReply),
    );
    scope.postMessage({ type: 'done', bytes } satisfies EncodeReply, [bytes.buffer]);
  } catch (error) {
    scope.postMessage({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
    } satisfies EncodeReply);
  }
};

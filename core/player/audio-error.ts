import { AUDIO_ERROR_CODES } from './audio-player.constants.ts';

/** A media error of the audio player (spec 1 §8): a known code (1 aborted, 2 network, 3 decode, 4 source), or a text shown as it is. */
export type AudioError = { code: (typeof AUDIO_ERROR_CODES)[number] } | { text: string };

/** What the player reports as failed: a MediaError-like object with a code, a code, or a text. */
export type AudioFailure = number | string | { code?: number; message?: string } | null | undefined;

/** Turns a failure into the error the list shows; an unknown code keeps its message, else says so. */
export function audioErrorOf(failure: AudioFailure): AudioError {
  if (typeof failure === 'string') return { text: failure };
  const code = typeof failure === 'number' ? failure : failure?.code;
  if ((AUDIO_ERROR_CODES as readonly number[]).includes(code ?? -1))
    return { code: code as AudioError extends { code: infer C } ? C : never };
  const message = typeof failure === 'object' && failure ? failure.message : undefined;
  return { text: message || `Unknown media error${code === undefined ? '' : ` ${code}`}` };
}

/** A streaming error as the engine reports it (hls.js's type and details, reduced). */
export interface StreamError {
  /** Whether the engine gave up on its own (hls.js `fatal`). */
  fatal: boolean;
  /** `network`, `media` or anything else (hls.js `ErrorTypes`). */
  type: 'network' | 'media' | 'other';
  /** hls.js `details` (`fragLoadError`, `manifestLoadError`, `bufferStalledError`…). */
  details: string;
}

/** What has been tried on this video so far. */
export interface RecoveryHistory {
  /** Whether the manifest was already asked from the mirror host. */
  mirrorTried: boolean;
  /** Fatal media errors recovered so far (spec 2 §8: once, then with the audio codec swap). */
  mediaRecoveries: number;
  /** Whether a mirror host exists to try. */
  hasMirror: boolean;
  /** Whether an ad blocker is suspected (an ad-script probe was blocked). */
  adBlockSuspected: boolean;
}

/** What the player does about a streaming error (spec 2 §8). */
export type RecoveryAction =
  /** Nothing: the engine goes on by itself. */
  | 'ignore'
  /** Render again at the current time with a fresh link (GET info-units/{id}). */
  | 'rerender-fresh-link'
  /** Load the manifest once from the mirror host. */
  | 'switch-mirror'
  /** Show 'Attention! Video is blocked, try to disable Adblock and reload the page'. */
  | 'adblock-message'
  /** hls.js `recoverMediaError()`. */
  | 'recover-media'
  /** hls.js `swapAudioCodec()` then `recoverMediaError()`. */
  | 'swap-codec-recover'
  /** Give up and show the error. */
  | 'fail';

const FRAGMENT_LOAD = new Set(['fragLoadError', 'fragLoadTimeOut']);
const MANIFEST_LOAD = new Set(['manifestLoadError', 'manifestLoadTimeOut', 'manifestParsingError']);

/**
 * Spec 2 §8's recovery rule: a fragment load error re-renders at the current time with a fresh link; a
 * manifest load error switches once to the mirror host, else shows the ad-blocker message when one is
 * suspected (and fails otherwise); a fatal media error is recovered once, then with the audio codec
 * swap, then fails; other fatal errors fail; anything not fatal (and not a fragment) is left to hls.js.
 */
export function hlsRecoveryAction(error: StreamError, history: RecoveryHistory): RecoveryAction {
  if (FRAGMENT_LOAD.has(error.details)) return error.fatal ? 'rerender-fresh-link' : 'ignore';
  if (MANIFEST_LOAD.has(error.details)) {
    if (history.hasMirror && !history.mirrorTried) return 'switch-mirror';
    return history.adBlockSuspected ? 'adblock-message' : 'fail';
  }
  if (!error.fatal) return 'ignore';
  if (error.type === 'media') {
    if (history.mediaRecoveries === 0) return 'recover-media';
    if (history.mediaRecoveries === 1) return 'swap-codec-recover';
    return 'fail';
  }
  return 'fail';
}

/** The key by which an error is logged once (spec 2 §8: errors go to the server once). */
export function streamErrorKey(error: StreamError): string {
  return `${error.type}:${error.details}`;
}

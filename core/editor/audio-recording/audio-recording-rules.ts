// The audio recording in a lesson text (spec 1 §4 "Audio recording player in the editor"): which picked
// files become one, and the limits of what it stores.

/** The audio files a pick inserts as recording players rather than as a file block. */
export const AUDIO_RECORDING_EXTENSIONS = ['.mp3', '.wav', '.m4a', '.aac', '.ogg', '.oga', '.opus'] as const;
/** Longest script of a recording task. */
export const AUDIO_SCRIPT_MAX = 20_000;
/** Longest name of a recording. */
export const AUDIO_NAME_MAX = 255;

/** Whether a file's name is one of the audio files a recording player plays. */
export function isAudioRecordingName(name: string): boolean {
  const lower = name.toLowerCase();
  return AUDIO_RECORDING_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** Whether a pick is audio only (inserted as recording players, one per file). */
export const isAudioPick = (names: readonly string[]): boolean =>
  names.length > 0 && names.every(isAudioRecordingName);

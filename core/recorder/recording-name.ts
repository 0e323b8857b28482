import { RECORDING_NAME_LENGTH } from './recorder.constants.ts';

/** The extension a recording's file takes from its container type (mp3, mp4, or what the browser made). */
export function recordingExtension(mimeType: string): string {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'audio/mpeg' || type === 'audio/mp3') return 'mp3';
  if (type === 'video/mp4' || type === 'audio/mp4') return 'mp4';
  if (type === 'audio/wav' || type === 'audio/x-wav' || type === 'audio/wave') return 'wav';
  if (type === 'video/webm' || type === 'audio/webm') return 'webm';
  return 'bin';
}

/** A recording's file name: the first 12 characters of a generated id (dashes dropped) and its extension. */
export function recordingName(id: string, mimeType: string): string {
  const stem = id.replace(/[^0-9a-zA-Z]/g, '').slice(0, RECORDING_NAME_LENGTH) || 'recording';
  return `${stem}.${recordingExtension(mimeType)}`;
}

import type { RecordedFile } from './recorder.types.ts';

/** Days a recording that never reached the server is kept on the device before it is dropped unasked. */
export const KEPT_RECORDING_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a recording belongs: a page's scope (a quiz, later a comment thread) and an item in it (a question). */
export interface RecordingPlace {
  scope: string;
  id: number;
}

/** A recording kept on this device until it is stored on the server: whose it is, where it belongs, since when. */
export interface KeptRecording extends RecordedFile {
  /** When it was first kept (ms); also the file's lastModified, so a resumed upload continues where it stopped. */
  keptAt: number;
  /** The user who recorded it; another person signed in on the same device never sees it. */
  owner: number;
  place: RecordingPlace;
}

/** A kept recording as an answer screen offers it back. */
export interface KeptRecordingOffer {
  name: string;
  kind: 'audio' | 'video';
  keptAt: number;
  /** The item (question) it belongs to. */
  id: number;
}

/** Audio or video by the file's type. */
export function keptRecordingKind(mimeType: string): 'audio' | 'video' {
  return mimeType.startsWith('video/') ? 'video' : 'audio';
}

/** Whether a kept recording is older than {@link KEPT_RECORDING_DAYS} at `now`. */
export function isKeptRecordingStale(kept: Pick<KeptRecording, 'keptAt'>, now: number): boolean {
  return now - kept.keptAt > KEPT_RECORDING_DAYS * DAY_MS;
}

/**
 * The recordings to offer back on a page: the user's own, of this scope, not stale; oldest first.
 * Anything else kept on the device (another user's, another page's) is left alone.
 */
export function keptRecordingOffers(
  kept: readonly KeptRecording[],
  owner: number,
  scope: string,
  now: number,
): KeptRecordingOffer[] {
  return kept
    .filter((file) => file.owner === owner && file.place?.scope === scope && !isKeptRecordingStale(file, now))
    .sort((a, b) => a.keptAt - b.keptAt || a.name.localeCompare(b.name))
    .map((file) => ({
      name: file.name,
      kind: keptRecordingKind(file.mimeType),
      keptAt: file.keptAt,
      id: file.place.id,
    }));
}

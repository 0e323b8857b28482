/** Where everything derived from a file is stored (storage.ts: `media/{parent uuid}/…`). */
export function mediaStoragePrefix(fileUuid: string): string {
  return `media/${fileUuid}/`;
}

/** The storage key of one HLS playlist or segment of a file. */
export function hlsStorageKey(fileUuid: string, name: string): string {
  return `${mediaStoragePrefix(fileUuid)}hls/${name}`;
}

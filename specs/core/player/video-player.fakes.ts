import type { VideoPlayerInput } from '../../../core/player/video-player.types.ts';

/** A processed upload playing as HLS in a lesson block, signed in. */
export const streamInput: VideoPlayerInput = {
  source: { kind: 'stream', url: 'http://lectern.test/api/v1/files/u1/media/hls/master.m3u8', format: 'hls' },
  item: { sourceType: 'info-units', id: 7 },
  signedIn: true,
  fileUuid: 'u1',
  mirrorHost: 'mirror.lectern.test',
};

/** A YouTube link in a lesson (the custom video-sharing player). */
export const sharingInput: VideoPlayerInput = {
  source: { kind: 'video-sharing', service: 'youtube', videoId: 'dQw4w9WgXcQ' },
  item: { sourceType: 'lessons', id: 3 },
  signedIn: true,
};

/** An upload still being processed. */
export const processingInput: VideoPlayerInput = {
  source: { kind: 'processing' },
  item: { sourceType: 'info-units', id: 8 },
  signedIn: true,
};

/** `no_hls` in the address: the stream plays the upload's MP4. */
export const noHlsInput: VideoPlayerInput = { ...streamInput, noHls: true };

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  FFMPEG_PATH,
  HLS_MASTER_NAME,
  HLS_SEGMENT_SECONDS,
  HLS_SMALL_VIDEO_KBPS,
  HLS_VIDEO_KBPS,
  MEDIA_AUDIO_KBPS,
  POSTER_AT_SECONDS,
  POSTER_MAX_HEIGHT,
} from './media.constants.ts';
import type { MediaProbe } from './probe-media.ts';
import { evenPixels, renditionHeights } from './rendition-heights.ts';
import { runMediaTool } from './run-ffmpeg.ts';

/** One file the worker made, named inside its output folder. */
export interface MediaOutput {
  role: 'poster' | 'hls_master' | 'hls_rendition' | 'mp4' | 'audio';
  /** File name in the output folder (and in the file's HLS folder for HLS parts). */
  name: string;
  mimeType: string;
  /** Rendition height, for `hls_rendition`. */
  height?: number;
}

/** What converting a video made: playlists and segments, poster, MP4 (all in `outDir`). */
export interface VideoOutputs {
  outputs: MediaOutput[];
  /** Every file of the HLS folder (playlists and segments), to store under the file's HLS prefix. */
  hlsFiles: string[];
}

const QUIET = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'];

/** Name of a rendition's playlist and the prefix of its segments. */
export const renditionName = (height: number) => `${height}p`;

/**
 * Turns a video into HLS (one H.264/AAC rendition per height of the ladder that fits the source, and
 * a master playlist), a JPEG poster and an MP4 remuxed from the top rendition (for `no_hls`).
 */
export async function transcodeVideo(
  input: string,
  outDir: string,
  probe: MediaProbe,
  signal?: AbortSignal,
): Promise<VideoOutputs> {
  const heights = renditionHeights(probe.height);
  const split = heights.map((_, index) => `[s${index}]`).join('');
  const scales = heights.map((height, index) => `[s${index}]scale=-2:${height},format=yuv420p[v${index}]`);
  const filter = [`[0:v]split=${heights.length}${split}`, ...scales].join(';');
  const args = [...QUIET, '-i', input, '-filter_complex', filter];
  heights.forEach((height, index) => {
    const kbps = HLS_VIDEO_KBPS[height] ?? HLS_SMALL_VIDEO_KBPS;
    args.push('-map', `[v${index}]`);
    if (probe.hasAudio) args.push('-map', '0:a:0');
    args.push(`-b:v:${index}`, `${kbps}k`, `-maxrate:v:${index}`, `${Math.round(kbps * 1.1)}k`);
    args.push(`-bufsize:v:${index}`, `${kbps * 2}k`);
  });
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-sc_threshold', '0');
  // A keyframe at every segment boundary, so every segment starts cleanly in any rendition.
  args.push('-force_key_frames', `expr:gte(t,n_forced*${HLS_SEGMENT_SECONDS})`);
  if (probe.hasAudio) args.push('-c:a', 'aac', '-b:a', `${MEDIA_AUDIO_KBPS}k`, '-ac', '2');
  const streamMap = heights
    .map((height, index) => `v:${index}${probe.hasAudio ? `,a:${index}` : ''},name:${renditionName(height)}`)
    .join(' ');
  args.push(
    '-f',
    'hls',
    '-hls_time',
    String(HLS_SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    path.join(outDir, '%v_%03d.ts'),
    '-master_pl_name',
    HLS_MASTER_NAME,
    '-var_stream_map',
    streamMap,
    path.join(outDir, '%v.m3u8'),
  );
  await runMediaTool(FFMPEG_PATH, args, signal);

  const top = renditionName(heights.at(-1) ?? heights[0]!);
  await runMediaTool(
    FFMPEG_PATH,
    [
      ...QUIET,
      '-i',
      path.join(outDir, `${top}.m3u8`),
      '-c',
      'copy',
      ...(probe.hasAudio ? ['-bsf:a', 'aac_adtstoasc'] : []),
      '-movflags',
      '+faststart',
      path.join(outDir, 'video.mp4'),
    ],
    signal,
  );

  const posterAt =
    probe.durationSeconds > POSTER_AT_SECONDS * 2 ? POSTER_AT_SECONDS : probe.durationSeconds / 2;
  const posterHeight = Math.min(POSTER_MAX_HEIGHT, evenPixels(probe.height));
  await runMediaTool(
    FFMPEG_PATH,
    [
      ...QUIET,
      '-ss',
      posterAt.toFixed(3),
      '-i',
      input,
      '-frames:v',
      '1',
      '-vf',
      `scale=-2:${posterHeight}`,
      '-q:v',
      '3',
      path.join(outDir, 'poster.jpg'),
    ],
    signal,
  );

  const hlsFiles = (await readdir(outDir))
    .filter((name) => name.endsWith('.m3u8') || name.endsWith('.ts'))
    .sort();
  return {
    hlsFiles,
    outputs: [
      { role: 'poster', name: 'poster.jpg', mimeType: 'image/jpeg' },
      { role: 'hls_master', name: HLS_MASTER_NAME, mimeType: 'application/vnd.apple.mpegurl' },
      ...heights.map(
        (height): MediaOutput => ({
          role: 'hls_rendition',
          name: `${renditionName(height)}.m3u8`,
          mimeType: 'application/vnd.apple.mpegurl',
          height,
        }),
      ),
      { role: 'mp4', name: 'video.mp4', mimeType: 'video/mp4' },
    ],
  };
}

/** Turns any audio into AAC in an M4A container, which every current browser plays. */
export async function transcodeAudio(
  input: string,
  outDir: string,
  signal?: AbortSignal,
): Promise<MediaOutput> {
  await runMediaTool(
    FFMPEG_PATH,
    [
      ...QUIET,
      '-i',
      input,
      '-vn',
      '-c:a',
      'aac',
      '-b:a',
      `${MEDIA_AUDIO_KBPS}k`,
      '-movflags',
      '+faststart',
      path.join(outDir, 'audio.m4a'),
    ],
    signal,
  );
  return { role: 'audio', name: 'audio.m4a', mimeType: 'audio/mp4' };
}

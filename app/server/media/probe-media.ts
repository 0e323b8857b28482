import * as v from 'valibot';
import { FFPROBE_PATH } from './media.constants.ts';
import { runMediaTool } from './run-ffmpeg.ts';

/** What the worker needs to know of a media file before converting it. */
export interface MediaProbe {
  hasVideo: boolean;
  hasAudio: boolean;
  /** Display size of the first video stream; 0 without video. */
  width: number;
  height: number;
  /** Seconds; 0 when the container does not say. */
  durationSeconds: number;
}

const probeSchema = v.object({
  streams: v.optional(
    v.array(
      v.object({
        codec_type: v.optional(v.string()),
        width: v.optional(v.number()),
        height: v.optional(v.number()),
        disposition: v.optional(v.object({ attached_pic: v.optional(v.number()) })),
        tags: v.optional(v.object({ rotate: v.optional(v.string()) })),
      }),
    ),
    [],
  ),
  format: v.optional(v.object({ duration: v.optional(v.string()) })),
});

/** Asks ffprobe what streams a file has; rejects when ffprobe cannot read it as media. */
export async function probeMedia(filePath: string, signal?: AbortSignal): Promise<MediaProbe> {
  const output = await runMediaTool(
    FFPROBE_PATH,
    ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', filePath],
    signal,
  );
  const probe = v.parse(probeSchema, JSON.parse(output));
  // Cover art inside an audio file is a "video" stream too; it does not make the file a video.
  const video = probe.streams.find(
    (stream) => stream.codec_type === 'video' && stream.disposition?.attached_pic !== 1,
  );
  const audio = probe.streams.find((stream) => stream.codec_type === 'audio');
  const rotated = Math.abs(Number(video?.tags?.rotate ?? 0)) % 180 === 90;
  const width = video?.width ?? 0;
  const height = video?.height ?? 0;
  const duration = Number(probe.format?.duration ?? 0);
  return {
    hasVideo: Boolean(video && width > 0 && height > 0),
    hasAudio: Boolean(audio),
    width: rotated ? height : width,
    height: rotated ? width : height,
    durationSeconds: Number.isFinite(duration) ? duration : 0,
  };
}

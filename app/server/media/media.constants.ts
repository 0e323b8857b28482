/** Heights of the HLS renditions (spec 2 §9 quality labels: 360 low, 720 high); never above the source. */
export const HLS_RENDITION_HEIGHTS: readonly number[] = [360, 720];
/** Video bitrate of each rendition height, in kbit/s (also the master playlist's BANDWIDTH basis). */
export const HLS_VIDEO_KBPS: Readonly<Record<number, number>> = { 360: 800, 720: 2800 };
/** Video bitrate of a rendition below 360p (a tiny source), in kbit/s. */
export const HLS_SMALL_VIDEO_KBPS = 500;
/** Audio bitrate of HLS renditions, the MP4 and audio files, in kbit/s. */
export const MEDIA_AUDIO_KBPS = 128;
/** Target length of an HLS segment, in seconds. */
export const HLS_SEGMENT_SECONDS = 4;
/** Name of the master playlist inside a file's HLS folder. */
export const HLS_MASTER_NAME = 'master.m3u8';
/** Largest poster height; the poster is taken at this time into the video, or at half a short one. */
export const POSTER_MAX_HEIGHT = 720;
export const POSTER_AT_SECONDS = 1;

/** How long a worker's claim on a job lasts without a heartbeat. */
export const MEDIA_JOB_LEASE_MS = 60_000;
/** How often a worker renews the claim of the job it runs. */
export const MEDIA_JOB_HEARTBEAT_MS = 15_000;
/** How often an idle worker looks for work (it is also woken when a job is queued here). */
export const MEDIA_JOB_POLL_MS = 2_000;
/** Claims of one job before it is given up. */
export const MEDIA_JOB_MAX_ATTEMPTS = 3;
/** Wait before the first retry; doubled for each later one. */
export const MEDIA_JOB_BACKOFF_MS = 30_000;

/** ffmpeg and ffprobe from Debian's package (apt-get install ffmpeg); FFMPEG_PATH / FFPROBE_PATH override. */
export const FFMPEG_PATH = process.env.FFMPEG_PATH || 'ffmpeg';
export const FFPROBE_PATH = process.env.FFPROBE_PATH || 'ffprobe';

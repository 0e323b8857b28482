/**
 * The hosted services a video can come from. The video-sharing service with a custom control layer is
 * YouTube (its IFrame Player API, numeric states -2…5); the second hosted-video service is Vimeo and
 * the third Kinescope (docs/players.md › Video).
 */
export type HostedService = 'youtube' | 'vimeo' | 'kinescope';

/** Which player shows a video (spec 2 §2 "Video player", §4 "Video type"). */
export type VideoSourceKind =
  | { kind: 'processing' }
  | { kind: 'video-sharing'; service: 'youtube'; videoId: string }
  | { kind: 'hosted'; service: 'vimeo' | 'kinescope'; videoId: string }
  | { kind: 'audio'; url: string; format: 'hls' | 'file' }
  | { kind: 'stream'; url: string; format: 'hls' | 'file' };

/** What the source rule reads of a video (spec 2 §3 Video). */
export interface VideoSourceInput {
  /** The source url (a hosted service's page, a playlist, a file); null while there is none. */
  url: string | null;
  /** `playback.process_status`; null or absent for a hosted service's link. */
  processStatus?: string | null;
  /** `playback.is_audio` / `playback.is_audio_hls`. */
  isAudio?: boolean;
  isAudioHls?: boolean;
}

/** Hosts of each service (a subdomain counts as its host). */
const SERVICE_HOSTS: Record<HostedService, readonly string[]> = {
  youtube: ['youtube.com', 'youtu.be', 'youtube-nocookie.com'],
  vimeo: ['vimeo.com'],
  kinescope: ['kinescope.io'],
};

const AUDIO_EXTENSION = /\.(mp3|m4a|aac|oga|ogg|opus|wav|flac)$/i;
const HLS_EXTENSION = /\.m3u8$/i;

const onHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** Whether `host` is one of ours: the page's own host or one of the product's CDN hosts. */
export function isOwnHost(host: string, ownHosts: readonly string[]): boolean {
  const lower = host.toLowerCase();
  return ownHosts.some((own) => onHost(lower, own.toLowerCase()));
}

function parse(url: string, base: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** The hosted service a link is on, or null (our own hosts never count, whatever the path says). */
export function hostedServiceOf(url: URL, ownHosts: readonly string[]): HostedService | null {
  if (isOwnHost(url.hostname, ownHosts)) return null;
  const host = url.hostname.toLowerCase();
  for (const service of Object.keys(SERVICE_HOSTS) as HostedService[])
    if (SERVICE_HOSTS[service].some((domain) => onHost(host, domain))) return service;
  return null;
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;

/** The video id of a service's link (watch, short, embed, live and share forms), or null. */
export function hostedVideoId(service: HostedService, url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (service === 'youtube') {
    const candidate = url.hostname.toLowerCase().endsWith('youtu.be')
      ? segments[0]
      : (url.searchParams.get('v') ??
        (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '') ? segments[1] : undefined));
    return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
  }
  if (service === 'vimeo') return segments.find((segment) => /^\d+$/.test(segment)) ?? null;
  const last = segments.at(-1);
  return last && /^[\w-]+$/.test(last) ? last : null;
}

/**
 * The player a video needs: the processing placeholder while it is not processed (status not completed,
 * or no source), a hosted service's player for its links (never for our own hosts), the audio player
 * for audio, and otherwise the streaming/MP4 player (HLS for playlists).
 */
export function videoSourceKind(
  source: VideoSourceInput,
  ownHosts: readonly string[],
  base = 'http://localhost/',
): VideoSourceKind {
  const { url, processStatus } = source;
  if (!url || (processStatus != null && processStatus !== 'completed')) return { kind: 'processing' };
  const parsed = parse(url, base);
  if (!parsed) return { kind: 'processing' };
  const service = hostedServiceOf(parsed, ownHosts);
  if (service) {
    const videoId = hostedVideoId(service, parsed);
    if (videoId && service === 'youtube') return { kind: 'video-sharing', service, videoId };
    if (videoId && service !== 'youtube') return { kind: 'hosted', service, videoId };
  }
  const format = HLS_EXTENSION.test(parsed.pathname) ? 'hls' : 'file';
  if (source.isAudio || source.isAudioHls || AUDIO_EXTENSION.test(parsed.pathname))
    return { kind: 'audio', url, format: source.isAudioHls ? 'hls' : format };
  return { kind: 'stream', url, format };
}

/** The service's own embed address for a hosted video (the default embed the custom player falls back to). */
export function hostedEmbedUrl(service: HostedService, videoId: string, startAt = 0): string {
  const start = Math.max(0, Math.floor(startAt));
  if (service === 'youtube')
    return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?rel=0&playsinline=1${start ? `&start=${start}` : ''}`;
  if (service === 'vimeo')
    return `https://player.vimeo.com/video/${encodeURIComponent(videoId)}${start ? `#t=${start}s` : ''}`;
  return `https://kinescope.io/embed/${encodeURIComponent(videoId)}${start ? `?t=${start}` : ''}`;
}

/** The same address on the mirror host (spec 2 §8: a manifest that fails loads once from the mirror). */
export function onMirrorHost(url: string, mirrorHost: string, base = 'http://localhost/'): string | null {
  const parsed = parse(url, base);
  if (!parsed || parsed.host === mirrorHost) return null;
  parsed.host = mirrorHost;
  return parsed.toString();
}

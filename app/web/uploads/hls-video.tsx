import { useEffect, useRef } from 'react';

/** Whether an address is an HLS playlist. */
export function isHlsUrl(url: string): boolean {
  return /\.m3u8($|\?)/i.test(url);
}

/** hls.js buffer settings from spec 2 §9: 30 s ahead (at most 60 s, 30 MB), 60 s kept behind. */
const HLS_BUFFER = {
  maxBufferLength: 30,
  maxMaxBufferLength: 60,
  maxBufferSize: 30 * 1000 * 1000,
  backBufferLength: 60,
} as const;

/** Props of the streaming video: its address (HLS playlist or a plain file) and poster. */
export interface HlsVideoProps {
  src: string;
  poster?: string | null;
  /** Accessible name of the player. */
  label: string;
  className?: string;
}

/**
 * A `<video>` that plays HLS: with hls.js (loaded only when a playlist is shown) wherever Media
 * Source Extensions exist, natively where they do not (iPhone Safari), and a plain file directly.
 * `data-engine` and `data-hls-*` on the element say how far loading got (QA and the e2e read them).
 */
export function HlsVideo({ src, poster, label, className }: HlsVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const withMse = typeof window.MediaSource !== 'undefined' || 'ManagedMediaSource' in window;
    if (!isHlsUrl(src) || (!withMse && video.canPlayType('application/vnd.apple.mpegurl'))) {
      video.dataset.engine = 'native';
      video.src = src;
      return () => {
        video.removeAttribute('src');
        video.load();
      };
    }
    let stopped = false;
    let destroy: (() => void) | undefined;
    video.dataset.engine = 'hls.js';
    import('hls.js').then(({ default: Hls }) => {
      if (stopped) return;
      if (!Hls.isSupported()) {
        video.dataset.engine = 'native';
        video.src = src;
        return;
      }
      const hls = new Hls(HLS_BUFFER);
      let fragments = 0;
      let mediaRecovered = false;
      hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
        video.dataset.hlsManifest = 'parsed';
        video.dataset.hlsLevels = String(data.levels.length);
      });
      hls.on(Hls.Events.FRAG_LOADED, () => {
        fragments += 1;
        video.dataset.hlsFragments = String(fragments);
      });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        // Spec 2 §8: a fatal media error is retried once; a fragment or network error reloads.
        if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !mediaRecovered) {
          mediaRecovered = true;
          hls.recoverMediaError();
        } else if (data.type === Hls.ErrorTypes.NETWORK_ERROR) {
          hls.startLoad();
        } else {
          video.dataset.hlsError = data.details;
          hls.destroy();
        }
      });
      hls.loadSource(src);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    });
    return () => {
      stopped = true;
      destroy?.();
    };
  }, [src]);
  return (
    // biome-ignore lint/a11y/useMediaCaption: uploaded videos have no caption track yet.
    <video
      ref={ref}
      className={className}
      controls
      playsInline
      preload="metadata"
      poster={poster ?? undefined}
      aria-label={label}
    />
  );
}

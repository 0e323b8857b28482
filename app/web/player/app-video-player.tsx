import { useState } from 'react';
import type { PlaybackItem } from '../../../core/player/video-player.types.ts';
import { videoSourceKind } from '../../../core/player/video-source.ts';
import type { PlayerStorage } from '../../../ui/player/use-video-player.ts';
import { VideoPlayer } from '../../../ui/player/video-player.tsx';
import { api } from '../api.ts';
import { adBlockSuspected, mediaMirrorHost } from './player-environment.ts';
import { videoPlayerActors } from './video-media-engine.ts';

/** Props of the app's video player: a file (or a hosted link) and where it is shown. */
export interface AppVideoPlayerProps {
  url: string | null;
  processStatus?: string | null;
  fileUuid?: string | null;
  poster?: string | null;
  name: string;
  item: PlaybackItem;
  signedIn: boolean;
  /**
   * A YouTube link plays under the product's control layer (the block's show_custom_youtube_player);
   * otherwise in YouTube's default embed. Off when not given.
   */
  customSharingPlayer?: boolean;
  /** Where to start, in seconds (a deep link's time); without it the kept position resumes. */
  startAt?: number | undefined;
  /** Play once ready (mounted by a Play on the video's poster, docs/lesson-page.md). */
  autoPlay?: boolean;
}

function deviceStorage(): PlayerStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The product's CDN hosts besides the page's own (none configured yet). */
const OWN_HOSTS: readonly string[] = [];

/**
 * The video player as the app mounts it: the source kind from the url (our hosts never third-party),
 * `no_hls` from the address, the engine and calls of the app, the device's storage.
 */
export function AppVideoPlayer({
  url,
  processStatus,
  fileUuid,
  poster,
  name,
  item,
  signedIn,
  customSharingPlayer = false,
  startAt,
  autoPlay = false,
}: AppVideoPlayerProps) {
  const source = videoSourceKind(
    { url, processStatus },
    [window.location.hostname, ...OWN_HOSTS],
    window.location.href,
  );
  const noHls = new URLSearchParams(window.location.search).has('no_hls');
  // Read once per player: the mirror a failing manifest is tried on, and whether an ad blocker is at work.
  const [environment] = useState(() => ({
    mirrorHost: mediaMirrorHost(),
    adBlockSuspected: source.kind === 'stream' ? adBlockSuspected() : false,
  }));
  return (
    <VideoPlayer
      key={`${source.kind}:${url}`}
      input={{
        source,
        item,
        signedIn,
        fileUuid: fileUuid ?? null,
        noHls,
        resumeSource: fileUuid ?? url ?? '',
        sharingEmbed: customSharingPlayer ? 'custom' : 'default',
        mirrorHost: environment.mirrorHost,
        adBlockSuspected: environment.adBlockSuspected,
        ...(startAt != null ? { startAt } : {}),
      }}
      name={name}
      poster={poster}
      actors={(elements) => videoPlayerActors(api, elements)}
      storage={deviceStorage()}
      autoPlay={autoPlay}
    />
  );
}

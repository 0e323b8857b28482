import type { PlaybackItem } from '../../../core/player/video-player.types.ts';
import { videoSourceKind } from '../../../core/player/video-source.ts';
import type { PlayerStorage } from '../../../ui/player/use-video-player.ts';
import { VideoPlayer } from '../../../ui/player/video-player.tsx';
import { api } from '../api.ts';
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
}: AppVideoPlayerProps) {
  const source = videoSourceKind(
    { url, processStatus },
    [window.location.hostname, ...OWN_HOSTS],
    window.location.href,
  );
  const noHls = new URLSearchParams(window.location.search).has('no_hls');
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
      }}
      name={name}
      poster={poster}
      actors={(elements) => videoPlayerActors(api, elements)}
      storage={deviceStorage()}
    />
  );
}

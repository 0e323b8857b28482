import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { AnyActorLogic } from 'xstate';
import { clampVolume, resumeFrom } from '../../core/player/video-controls.ts';
import { RESUME_STORAGE_PREFIX, VOLUME_STORAGE_KEY } from '../../core/player/video-player.constants.ts';
import { videoPlayerMachine } from '../../core/player/video-player.machine.ts';
import { selectVideoPlayerView, type VideoPlayerView } from '../../core/player/video-player.select.ts';
import type {
  PlaybackItem,
  VideoPlayerEvent,
  VideoPlayerInput,
} from '../../core/player/video-player.types.ts';

/** Where the device keeps the volume and resume positions (localStorage in the app, memory in stories). */
export interface PlayerStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The actors the app plugs in: the media engine (hls.js, a hosted service's API) and the calls. */
export interface VideoPlayerActors {
  media: AnyActorLogic;
  freshLink?: AnyActorLogic;
  mp4Link?: AnyActorLogic;
  sendPlaybackEvent?: AnyActorLogic;
  sendPlayerLog?: AnyActorLogic;
}

/** The key of a resume position: per item and source (spec 2 §4). */
export const resumeKey = (item: PlaybackItem, source: string) =>
  `${RESUME_STORAGE_PREFIX}:${item.sourceType}:${item.id}:${source}`;

/** A player's view and the commands its controls send. */
export interface VideoPlayerHandle {
  view: VideoPlayerView;
  send: (event: VideoPlayerEvent) => void;
}

/**
 * Binds a video player: the volume kept on the device (default 100) and the position per item and
 * source (resumed 10 s earlier), the actors the app gives, the view and `send`.
 */
export function useVideoPlayer(
  input: Omit<VideoPlayerInput, 'volume' | 'startAt'> & { startAt?: number; resumeSource: string },
  actors: VideoPlayerActors,
  storage: PlayerStorage | null,
): VideoPlayerHandle {
  const [machine] = useState(() => videoPlayerMachine.provide({ actors: actors as never }));
  const [start] = useState(() => {
    const stored = storage?.getItem(resumeKey(input.item, input.resumeSource));
    const volume = storage?.getItem(VOLUME_STORAGE_KEY);
    return {
      startAt: input.startAt ?? resumeFrom(stored == null ? null : Number(stored)),
      volume: volume == null ? undefined : clampVolume(Number(volume)),
    };
  });
  const actor = useActorRef(machine, { input: { ...input, ...start } });
  useEffect(() => {
    const positions = actor.on('position.changed', (event) =>
      storage?.setItem(resumeKey(event.item, input.resumeSource), String(Math.floor(event.seconds))),
    );
    const volumes = actor.on('volume.changed', (event) =>
      storage?.setItem(VOLUME_STORAGE_KEY, String(event.muted ? 0 : event.volume)),
    );
    return () => {
      positions.unsubscribe();
      volumes.unsubscribe();
    };
  }, [actor, storage, input.resumeSource]);
  const view = useSelector(actor, selectVideoPlayerView);
  return { view, send: actor.send };
}

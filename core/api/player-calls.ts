import type { Through } from './client.ts';
import type { PlayerLogRequest } from './player.ts';

/** The parents a player reports playback for (spec 2 §6: lessons and lesson blocks). */
export type PlaybackParent = 'lessons' | 'info-units';

/** The calls the video and audio players make (spec 2 §7 "Video and audio"). */
export function createPlayerCalls(through: Through) {
  return {
    /** `POST /{lessons|info-units}/{id}/events/{started|watched}`: recorded once per user and item. */
    playbackEvent: (parent: PlaybackParent, id: number, event: 'started' | 'watched') => {
      if (parent === 'lessons')
        return event === 'started'
          ? through('POST /lessons/:lessonId/events/started', { lessonId: id })
          : through('POST /lessons/:lessonId/events/watched', { lessonId: id });
      return event === 'started'
        ? through('POST /info-units/:unitId/events/started', { unitId: id })
        : through('POST /info-units/:unitId/events/watched', { unitId: id });
    },
    /** `POST /player-logs`: one player error with the page and the sources. */
    playerLog: (body: PlayerLogRequest) => through('POST /player-logs', {}, { json: body }),
  };
}

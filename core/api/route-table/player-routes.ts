import { playbackEventResponseSchema, playerLogRequestSchema, playerLogResponseSchema } from '../player.ts';
import type { RouteEntry, RouteKey } from '../route-entry.ts';

/** The players: playback events and error logs. */
export const PLAYER_ROUTES = {
  // Players (spec 2 §6–7): started and watched, each recorded once per user and item; player errors
  'POST /lessons/:lessonId/events/started': {
    answer: playbackEventResponseSchema,
    access: 'quiz-base:reader',
  },
  'POST /lessons/:lessonId/events/watched': {
    answer: playbackEventResponseSchema,
    access: 'quiz-base:reader',
  },
  'POST /info-units/:unitId/events/started': {
    answer: playbackEventResponseSchema,
    access: 'info-unit:reader',
  },
  'POST /info-units/:unitId/events/watched': {
    answer: playbackEventResponseSchema,
    access: 'info-unit:reader',
  },
  'POST /player-logs': {
    request: { body: playerLogRequestSchema },
    answer: playerLogResponseSchema,
    access: 'signed-in',
  },
} as const satisfies Record<RouteKey, RouteEntry>;

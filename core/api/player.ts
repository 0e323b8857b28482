import * as v from 'valibot';
import { dataEnvelope } from './envelope.ts';
import { lessonPageSectionSchema } from './lesson-page.ts';

/** Longest error text, page address and source address a player log keeps. */
export const PLAYER_LOG_TEXT_MAX = 2000;
/** Most sources a player log names. */
export const PLAYER_LOG_SOURCES_MAX = 10;

/** A playback event as recorded: which, and when it was first recorded (a repeat answers the same). */
export const playbackEventSchema = v.object({
  event: v.picklist(['started', 'watched']),
  recorded_at: v.string(),
  /** The section refreshed after the event, as the lesson page shows it (docs/lesson-page.md). */
  section: v.optional(v.nullable(lessonPageSectionSchema)),
});
export type PlaybackEvent = v.InferOutput<typeof playbackEventSchema>;
export const playbackEventResponseSchema = dataEnvelope(playbackEventSchema);

/** POST /player-logs (spec 2 §7): the error, the page it happened on, and the sources played. */
export const playerLogRequestSchema = v.object({
  error: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(PLAYER_LOG_TEXT_MAX)),
  location: v.pipe(v.string(), v.maxLength(PLAYER_LOG_TEXT_MAX)),
  sources: v.pipe(
    v.array(v.pipe(v.string(), v.maxLength(PLAYER_LOG_TEXT_MAX))),
    v.maxLength(PLAYER_LOG_SOURCES_MAX),
  ),
});
export type PlayerLogRequest = v.InferInput<typeof playerLogRequestSchema>;
export const playerLogResponseSchema = dataEnvelope(v.object({ id: v.number() }));

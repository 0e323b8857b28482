import { and, eq } from 'drizzle-orm';
import type { PlaybackEvent } from '../../../core/api/player.ts';
import type { BaseReach } from '../access/guards.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { playbackEvents } from '../db/schema.ts';

/**
 * Records that the user started or watched the lesson or block the guard reached, once: the first call
 * writes the row, a repeat finds it (spec 1 §7: idempotent per user and item). Answers when it was first recorded.
 */
export async function recordPlaybackEvent(
  db: Db,
  userId: number,
  reachedBase: Reached<BaseReach>,
  event: PlaybackEvent['event'],
): Promise<PlaybackEvent> {
  const { base } = reachedBase;
  const item =
    'lessonId' in base
      ? { column: playbackEvents.lessonId, values: { lessonId: base.lessonId } }
      : { column: playbackEvents.infoUnitId, values: { infoUnitId: base.unitId } };
  const itemId = 'lessonId' in base ? base.lessonId : base.unitId;
  const [written] = await db
    .insert(playbackEvents)
    .values({ userId, event, ...item.values })
    .onConflictDoNothing()
    .returning({ createdAt: playbackEvents.createdAt });
  const recorded =
    written ??
    (
      await db
        .select({ createdAt: playbackEvents.createdAt })
        .from(playbackEvents)
        .where(
          and(eq(playbackEvents.userId, userId), eq(item.column, itemId), eq(playbackEvents.event, event)),
        )
        .limit(1)
    )[0];
  if (!recorded) throw new Error('A playback event was neither written nor found.');
  return { event, recorded_at: recorded.createdAt.toISOString() };
}

import type { PlayerLogRequest } from '../../../core/api/player.ts';
import type { Db } from '../db/client.ts';
import { playerLogs } from '../db/schema.ts';

/** Keeps one player error the browser reported, with who saw it, the page and the sources. */
export async function recordPlayerLog(
  db: Db,
  userId: number,
  log: PlayerLogRequest,
): Promise<{ id: number }> {
  const [row] = await db
    .insert(playerLogs)
    .values({ userId, error: log.error, location: log.location, sources: log.sources })
    .returning({ id: playerLogs.id });
  if (!row) throw new Error('The player log was not written.');
  return row;
}

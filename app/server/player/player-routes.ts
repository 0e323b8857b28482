import { playbackBaseOfUnit } from '../access/lesson-reach.ts';
import type { AppDeps } from '../http/app-env.ts';
import { tableRoutes } from '../http/table-routes.ts';
import { refreshedSection } from '../lesson-page/event-section.ts';
import { recordPlaybackEvent } from './record-playback-event.ts';
import { recordPlayerLog } from './record-player-log.ts';

/**
 * The players' calls (spec 2 §6–7): started and watched per lesson or block (each answering the section it
 * refreshes), and player error logs.
 */
export function playerRoutes(deps: AppDeps) {
  const { db } = deps;
  const { routes, serve } = tableRoutes(deps);

  for (const event of ['started', 'watched'] as const) {
    serve(`POST /lessons/:lessonId/events/${event}`, async (c, _input, { user, base }) =>
      c.json({
        data: {
          ...(await recordPlaybackEvent(db, user.id, base, event)),
          section: await refreshedSection(db, user.id, base, new Date()),
        },
      }),
    );
    serve(`POST /info-units/:unitId/events/${event}`, async (c, _input, { user, unit }) => {
      const base = playbackBaseOfUnit(unit);
      return c.json({
        data: {
          ...(await recordPlaybackEvent(db, user.id, base, event)),
          section: await refreshedSection(db, user.id, base, new Date()),
        },
      });
    });
  }
  serve('POST /player-logs', async (c, { body }, { user }) =>
    c.json({ data: await recordPlayerLog(db, user.id, body) }, 201),
  );

  return routes;
}

import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { infoSections, infoUnits, playbackEvents, playerLogs } from '../../../../app/server/db/schema.ts';
import { playbackEventResponseSchema } from '../../../../core/api/player.ts';
import { createLessonsWorld, expectStatus, type LessonsWorld } from '../lessons/lessons-fixture.ts';
import { API, browser } from '../support/test-server.ts';

// Spec 1 §7, spec 2 §6–7, spec 3 §7: POST /{lessons|info-units}/{id}/events/{started|watched}, recorded
// once per user and item, and POST /player-logs.

let world: LessonsWorld;
beforeAll(async () => {
  world = await createLessonsWorld();
}, 60_000);
afterAll(() => world.server.close());

const rowsOf = (userItem: { lessonId?: number; unitId?: number }) => {
  const db = world.server.database.db;
  return db
    .select()
    .from(playbackEvents)
    .where(
      userItem.lessonId !== undefined
        ? eq(playbackEvents.lessonId, userItem.lessonId)
        : and(eq(playbackEvents.infoUnitId, userItem.unitId ?? -1)),
    );
};

describe('playback events', () => {
  it('records started and watched of a lesson once each, however often they are sent', async () => {
    const path = `${API}/lessons/${world.lessonId}/events`;
    const first = v.parse(
      playbackEventResponseSchema,
      await expectStatus(await world.student.send('POST', `${path}/started`), 200),
    );
    const again = v.parse(
      playbackEventResponseSchema,
      await expectStatus(await world.student.send('POST', `${path}/started`), 200),
    );
    expect(first.data.event).toBe('started');
    expect(again.data.recorded_at).toBe(first.data.recorded_at);
    await expectStatus(await world.student.send('POST', `${path}/watched`), 200);
    await expectStatus(await world.student.send('POST', `${path}/watched`), 200);
    const rows = await rowsOf({ lessonId: world.lessonId });
    expect(rows.map((row) => row.event).sort()).toEqual(['started', 'watched']);
    expect(rows.every((row) => row.infoUnitId === null)).toBe(true);
  });

  it('records a lesson block apart from its lesson, and each user apart', async () => {
    const path = `${API}/info-units/${world.practiceUnitId}/events`;
    await Promise.all([
      world.student.send('POST', `${path}/started`),
      world.student.send('POST', `${path}/started`),
      world.expert.send('POST', `${path}/started`),
    ]);
    const rows = await rowsOf({ unitId: world.practiceUnitId });
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.userId)).size).toBe(2);
    expect(rows.every((row) => row.lessonId === null && row.event === 'started')).toBe(true);
  });

  it('records the audio and video blocks of a lesson (blocks that hold no quiz)', async () => {
    const db = world.server.database.db;
    const media = await db
      .select({ id: infoUnits.id })
      .from(infoUnits)
      .innerJoin(infoSections, eq(infoSections.id, infoUnits.infoSectionId))
      .where(and(eq(infoSections.lessonId, world.lessonId), inArray(infoUnits.typeId, [1, 2])));
    expect(media.length).toBeGreaterThan(0);
    for (const unit of media) {
      const first = v.parse(
        playbackEventResponseSchema,
        await expectStatus(
          await world.student.send('POST', `${API}/info-units/${unit.id}/events/watched`),
          200,
        ),
      );
      const again = v.parse(
        playbackEventResponseSchema,
        await expectStatus(
          await world.student.send('POST', `${API}/info-units/${unit.id}/events/watched`),
          200,
        ),
      );
      expect(again.data.recorded_at).toBe(first.data.recorded_at);
      expect(await rowsOf({ unitId: unit.id })).toHaveLength(1);
    }
  });

  it('refuses the signed-out (401), another school (404 as for none) and a block that does not exist (404)', async () => {
    const anonymous = browser(world.server);
    expect((await anonymous.send('POST', `${API}/lessons/${world.lessonId}/events/started`)).status).toBe(
      401,
    );
    expect(
      (await world.outsider.send('POST', `${API}/lessons/${world.lessonId}/events/started`)).status,
    ).toBe(404);
    expect(
      (await world.student.send('POST', `${API}/lessons/${world.rivalLessonId}/events/watched`)).status,
    ).toBe(404);
    expect((await world.student.send('POST', `${API}/info-units/2000000000/events/watched`)).status).toBe(
      404,
    );
    expect(await rowsOf({ lessonId: world.rivalLessonId })).toEqual([]);
  });
});

describe('POST /player-logs', () => {
  it('keeps the error, the page and the sources with who saw it', async () => {
    const body = {
      error: 'network:manifestLoadError',
      location: 'http://lectern.test/lesson#video-id=7/30',
      sources: ['http://lectern.test/api/v1/files/u1/media/hls/master.m3u8'],
    };
    const answer = await expectStatus<{ data: { id: number } }>(
      await world.student.send('POST', `${API}/player-logs`, body),
      201,
    );
    const [row] = await world.server.database.db
      .select()
      .from(playerLogs)
      .where(eq(playerLogs.id, answer.data.id));
    expect(row).toMatchObject(body);
    expect(row?.userId).toEqual(expect.any(Number));
  });

  it('refuses the signed-out (401) and an empty or oversized report (422)', async () => {
    const anonymous = browser(world.server);
    expect(
      (await anonymous.send('POST', `${API}/player-logs`, { error: 'x', location: '', sources: [] })).status,
    ).toBe(401);
    expect(
      (await world.student.send('POST', `${API}/player-logs`, { error: ' ', location: '', sources: [] }))
        .status,
    ).toBe(422);
    const many = Array.from({ length: 11 }, (_, index) => `http://lectern.test/${index}`);
    expect(
      (await world.student.send('POST', `${API}/player-logs`, { error: 'x', location: '', sources: many }))
        .status,
    ).toBe(422);
  });
});

import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../../app/server/auth/password.ts';
import { cabinetMembers, quizzes, users } from '../../../../app/server/db/schema.ts';
import {
  type ExpertLesson,
  infoSectionWriteResponseSchema,
  type PublicInfoUnit,
  type PublicSection,
  publicInfoUnitResponseSchema,
  publicSectionResponseSchema,
} from '../../../../core/api/lessons.ts';
import { lessonDraftOf, newInfoUnit } from '../../../../core/lessons/index.ts';
import { API, type Browser, signIn } from '../support/test-server.ts';
import {
  createLessonsWorld,
  expectStatus,
  type LessonsWorld,
  lessonPath,
  readLesson,
} from './lessons-fixture.ts';

// A lesson's sections one at a time (spec 1 §7 POST /lessons/{lesson}/info-section, PUT and DELETE
// /info-section/{id}), copying another lesson's content (PUT /lessons/{lesson}/copy/{from}), and what
// the lesson page reads (GET /public/sections/{section}/part, GET /info-units/{id}).

let world: LessonsWorld;
/** A member of the demo school as a student, not subscribed to the course. */
let unsubscribed: Browser;
beforeAll(async () => {
  world = await createLessonsWorld();
  const db = world.server.database.db;
  const [row] = await db
    .insert(users)
    .values({
      name: 'Nina Newcomer',
      email: 'nina@lectern.test',
      passwordHash: await hashPassword('lectern-demo'),
    })
    .returning();
  await db.insert(cabinetMembers).values({ cabinetId: world.cabinetId, userId: row!.id, role: 'student' });
  unsubscribed = await signIn(world.server, 'nina@lectern.test');
}, 60_000);
afterAll(() => world.server.close());

type Data<T> = { data: T };
const first = () => readLesson(world.expert, world.courseId, world.lessonId);
const second = () => readLesson(world.expert, world.courseId, world.secondLessonId);
const sectionWrite = async (response: Response, status = 200) =>
  v.parse(infoSectionWriteResponseSchema, await expectStatus(response, status));

describe('POST /lessons/{lesson}/info-section', () => {
  it('adds a section at the end with its blocks, answers the lesson and the section’s id, raises the version', async () => {
    const before = await second();
    const written = await sectionWrite(
      await world.expert.send('POST', `${API}/lessons/${world.secondLessonId}/info-section`, {
        name: 'Dialogues',
        info_units: [{ ...newInfoUnit(3), title: 'Hello' }, newInfoUnit(6)],
        version: before.version,
      }),
      201,
    );
    const added = written.data.sections.at(-1)!;
    expect(added).toMatchObject({
      id: written.meta.info_section_id,
      name: 'Dialogues',
      order: before.sections.length + 1,
    });
    expect(added.info_units.map((unit) => [unit.type_id, unit.title])).toEqual([
      [3, 'Hello'],
      [6, null],
    ]);
    expect(written.data.version).toBe(before.version + 1);
  });

  it('refuses a stale version (409, the lesson in the body), a block of another lesson (422), another school (404), a curator (403)', async () => {
    const before = await second();
    const stale = await world.expert.send('POST', `${API}/lessons/${world.secondLessonId}/info-section`, {
      name: 'Late',
      version: before.version - 1,
    });
    expect((await expectStatus<Data<ExpertLesson>>(stale, 409)).data).toEqual(before);
    const foreignBlock = (await first()).sections[0]!.info_units[0]!.id;
    const refused = await world.expert.send('POST', `${API}/lessons/${world.secondLessonId}/info-section`, {
      name: 'Taken',
      info_units: [{ ...newInfoUnit(3), id: foreignBlock }],
    });
    expect(Object.keys((await expectStatus<{ errors: object }>(refused, 422)).errors)).toEqual([
      'info_units.0.id',
    ]);
    expect(
      (await world.rival.send('POST', `${API}/lessons/${world.secondLessonId}/info-section`, { name: 'x' }))
        .status,
    ).toBe(404);
    expect(
      (await world.curator.send('POST', `${API}/lessons/${world.secondLessonId}/info-section`, { name: 'x' }))
        .status,
    ).toBe(403);
    expect(
      (
        await world.expert.send('POST', `${API}/lessons/${world.secondLessonId}/info-section`, {
          name: 'x'.repeat(201),
        })
      ).status,
    ).toBe(422);
    expect(await second()).toEqual(before);
  });
});

describe('PUT /info-section/{id}', () => {
  it('renames a section, sets its blocks: new ones made, the rest deleted, one moved in from another section', async () => {
    const lesson = await second();
    const [dialogues] = lesson.sections;
    const written = await sectionWrite(
      await world.expert.send('PUT', `${API}/info-section/${dialogues!.id}`, { name: 'Short dialogues' }),
    );
    expect(written.data.sections[0]!.name).toBe('Short dialogues');
    const other = await sectionWrite(
      await world.expert.send('POST', `${API}/lessons/${world.secondLessonId}/info-section`, {
        name: 'Other',
        info_units: [{ ...newInfoUnit(2), title: 'Clip' }],
      }),
      201,
    );
    const clip = other.data.sections.at(-1)!.info_units[0]!;
    const kept = written.data.sections[0]!.info_units[0]!;
    const set = await sectionWrite(
      await world.expert.send('PUT', `${API}/info-section/${dialogues!.id}`, {
        info_units: [
          { ...newInfoUnit(3), id: kept.id, title: 'Hello again' },
          { ...newInfoUnit(2), id: clip.id, title: 'Clip' },
          { ...newInfoUnit(4), title: 'Handout', files: [{ uuid: world.fileUuid }] },
        ],
      }),
    );
    const section = set.data.sections.find((candidate) => candidate.id === dialogues!.id)!;
    expect(section.info_units.map((unit) => [unit.title, unit.order])).toEqual([
      ['Hello again', 1],
      ['Clip', 2],
      ['Handout', 3],
    ]);
    expect(section.info_units[1]!.id).toBe(clip.id);
    expect(set.data.sections.find((candidate) => candidate.name === 'Other')!.info_units).toEqual([]);
    expect(set.meta.info_section_id).toBe(dialogues!.id);
  });

  it('is 404 to another school (as for no section), 403 to a curator, 409 for a stale version', async () => {
    const lesson = await second();
    const id = lesson.sections[0]!.id;
    const foreign = await world.rival.send('PUT', `${API}/info-section/${id}`, { name: 'Mine' });
    const missing = await world.rival.send('PUT', `${API}/info-section/2000000000`, { name: 'Mine' });
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(await foreign.json()).toEqual(await missing.json());
    expect((await world.curator.send('PUT', `${API}/info-section/${id}`, { name: 'Mine' })).status).toBe(403);
    const stale = await world.expert.send('PUT', `${API}/info-section/${id}`, {
      name: 'Late',
      version: lesson.version - 1,
    });
    expect(stale.status).toBe(409);
    expect(await second()).toEqual(lesson);
  });
});

describe('DELETE /info-section/{id}', () => {
  it('deletes the section with its blocks; a practice quiz in it stays, the lesson’s own', async () => {
    const lesson = await first();
    const practice = lesson.sections.find((section) =>
      section.info_units.some((unit) => unit.type_id === 5),
    )!;
    expect((await world.rival.send('DELETE', `${API}/info-section/${practice.id}`)).status).toBe(404);
    expect((await world.curator.send('DELETE', `${API}/info-section/${practice.id}`)).status).toBe(403);
    const answer = await expectStatus<Data<ExpertLesson>>(
      await world.expert.send('DELETE', `${API}/info-section/${practice.id}`),
      200,
    );
    expect(answer.data.sections.map((section) => section.id)).not.toContain(practice.id);
    expect(answer.data.version).toBe(lesson.version + 1);
    const [quiz] = await world.server.database.db
      .select()
      .from(quizzes)
      .where(eq(quizzes.id, world.practiceQuizId));
    expect(quiz).toMatchObject({ lessonId: world.lessonId, infoUnitId: null });
    // A new practice block takes the quiz again, for the copy below.
    await sectionWrite(
      await world.expert.send('POST', `${API}/lessons/${world.lessonId}/info-section`, {
        name: practice.name,
        info_units: [{ ...newInfoUnit(5), quiz_id: world.practiceQuizId }],
      }),
      201,
    );
  });
});

describe('PUT /lessons/{lesson}/copy/{from}', () => {
  it('replaces the lesson’s content with a copy of the other’s: new ids, marked copied, quizzes left behind', async () => {
    const from = await first();
    const target = await second();
    const copied = await expectStatus<Data<ExpertLesson>>(
      await world.expert.send('PUT', `${API}/lessons/${world.secondLessonId}/copy/${world.lessonId}`, {
        version: target.version,
      }),
      200,
    );
    const lesson = copied.data;
    expect(lesson.version).toBe(target.version + 1);
    expect(lesson.sections.map((section) => section.name)).toEqual(
      from.sections.map((section) => section.name),
    );
    expect(lesson.sections.every((section) => section.copied)).toBe(true);
    const units = lesson.sections.flatMap((section) => section.info_units);
    const original = from.sections.flatMap((section) => section.info_units);
    expect(units.map((unit) => [unit.type_id, unit.title])).toEqual(
      original.map((unit) => [unit.type_id, unit.title]),
    );
    expect(original.some((unit) => unit.quiz_id === world.practiceQuizId)).toBe(true);
    expect(units.every((unit) => unit.copied && unit.quiz_id === null)).toBe(true);
    const ids = new Set(original.map((unit) => unit.id));
    expect(units.some((unit) => ids.has(unit.id))).toBe(false);
    expect(units.map((unit) => unit.content)).toEqual(original.map((unit) => unit.content));
    expect(await first()).toEqual(from);
  });

  it('refuses another school’s lesson as the source as it refuses none (404), itself (422), a stale version (409)', async () => {
    const target = await second();
    const foreign = await world.expert.send(
      'PUT',
      `${API}/lessons/${world.secondLessonId}/copy/${world.rivalLessonId}`,
      {},
    );
    const missing = await world.expert.send(
      'PUT',
      `${API}/lessons/${world.secondLessonId}/copy/2000000000`,
      {},
    );
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(await foreign.json()).toEqual(await missing.json());
    expect(
      (
        await world.expert.send(
          'PUT',
          `${API}/lessons/${world.secondLessonId}/copy/${world.secondLessonId}`,
          {},
        )
      ).status,
    ).toBe(422);
    expect(
      (
        await world.expert.send('PUT', `${API}/lessons/${world.secondLessonId}/copy/${world.lessonId}`, {
          version: target.version - 1,
        })
      ).status,
    ).toBe(409);
    expect(
      (await world.rival.send('PUT', `${API}/lessons/${world.secondLessonId}/copy/${world.lessonId}`, {}))
        .status,
    ).toBe(404);
    expect(await second()).toEqual(target);
  });
});

describe('what the lesson page reads', () => {
  it('GET /public/sections/{id}/part: the section’s blocks with the text as HTML, never the document', async () => {
    const section = (await first()).sections[0]!;
    const read = v.parse(
      publicSectionResponseSchema,
      await expectStatus(await world.student.get(`${API}/public/sections/${section.id}/part`), 200),
    ).data as PublicSection;
    expect(read).toMatchObject({ id: section.id, title: section.name, lesson_id: world.lessonId });
    expect(read.info_units.map((unit) => unit.type_id)).toEqual(
      section.info_units.map((unit) => unit.type_id),
    );
    expect(read.info_units[0]!.description_formatted).toBe(section.info_units[0]!.description_formatted);
    expect(read.info_units.every((unit) => !('content' in unit))).toBe(true);
    // The school's curator reads it too.
    expect((await world.curator.get(`${API}/public/sections/${section.id}/part`)).status).toBe(200);
  });

  it('is 404 to someone with no tie to the school (as for no section), 403 to a member not subscribed', async () => {
    const section = (await first()).sections[0]!;
    const foreign = await world.outsider.get(`${API}/public/sections/${section.id}/part`);
    const missing = await world.outsider.get(`${API}/public/sections/2000000000/part`);
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(await foreign.json()).toEqual(await missing.json());
    expect((await world.rival.get(`${API}/public/sections/${section.id}/part`)).status).toBe(404);
    expect((await unsubscribed.get(`${API}/public/sections/${section.id}/part`)).status).toBe(403);
  });

  it('GET /info-units/{id}: one block with its files (the player reloads from the first file’s url)', async () => {
    const lesson = await first();
    const draft = lessonDraftOf(lesson);
    const saved = await expectStatus<Data<ExpertLesson>>(
      await world.expert.send('PUT', lessonPath(world.courseId, world.lessonId), {
        ...draft,
        sections: [
          ...draft.sections,
          {
            id: null,
            name: 'Media',
            copied: false,
            info_units: [{ ...newInfoUnit(4), files: [{ uuid: world.fileUuid }] }],
          },
        ],
      }),
      200,
    );
    const block = saved.data.sections.at(-1)!.info_units[0]!;
    const read = v.parse(
      publicInfoUnitResponseSchema,
      await expectStatus(await world.student.get(`${API}/info-units/${block.id}`), 200),
    ).data as PublicInfoUnit;
    expect(read).toMatchObject({ id: block.id, type_id: 4 });
    expect(read.files[0]).toMatchObject({
      uuid: world.fileUuid,
      url: `/api/v1/files/${world.fileUuid}/download`,
    });
    const foreign = await world.outsider.get(`${API}/info-units/${block.id}`);
    const missing = await world.outsider.get(`${API}/info-units/2000000000`);
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(await foreign.json()).toEqual(await missing.json());
    expect((await unsubscribed.get(`${API}/info-units/${block.id}`)).status).toBe(403);
  });
});

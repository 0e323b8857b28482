import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { infoSections, infoUnits, quizzes } from '../../../../app/server/db/schema.ts';
import { DEMO_COURSE } from '../../../../app/server/seed/demo-data.ts';
import {
  type CourseBlocks,
  type CourseProgram,
  type CourseWithLessons,
  courseBlocksResponseSchema,
  courseProgramResponseSchema,
  coursesListResponseSchema,
  type ExpertLesson,
  expertLessonResponseSchema,
} from '../../../../core/api/lessons.ts';
import { API, type Browser } from '../support/test-server.ts';
import { createLessonsWorld, expectStatus, type LessonsWorld, lessonPath } from './lessons-fixture.ts';

// The course program (spec 1 §7 GET /courses/{course}/program) and the calls that build it, which the
// spec does not name (docs/lessons.md): new lessons, program sections, the arrangement, deletions; and
// the editor's lookups, GET /courses/list and GET /courses/{id}/.

let world: LessonsWorld;
beforeAll(async () => {
  world = await createLessonsWorld();
}, 60_000);
afterAll(() => world.server.close());

type Data<T> = { data: T };
const programOf = async (courseId = world.courseId, client: Browser = world.expert) =>
  v.parse(
    courseProgramResponseSchema,
    await expectStatus(await client.get(`${API}/courses/${courseId}/program`), 200),
  ).data;
const lessonIds = (program: CourseProgram) =>
  program.sections.map((section) => section.lessons.map((l) => l.id));

describe('GET /courses/{course}/program', () => {
  it('answers the demo program: two sections, each with its lessons in order', async () => {
    const program = await programOf();
    expect(program.course).toMatchObject({ id: world.courseId, title: DEMO_COURSE.title, type: 'course' });
    expect(program.sections.map((section) => [section.title, section.order])).toEqual([
      ['Reading and greeting', 1],
      ['Talking about yourself', 2],
    ]);
    expect(program.sections.map((section) => section.lessons.map((lesson) => lesson.slug))).toEqual([
      ['the-cyrillic-alphabet', 'greetings-and-goodbyes'],
      ['introducing-yourself', 'numbers-from-one-to-ten'],
    ]);
    expect(program.sections[0]!.lessons[1]).toMatchObject({
      order: 2,
      course_nodeble_id: program.sections[0]!.id,
    });
    expect(program.lessons_without_section).toEqual([]);
  });

  it('is 404 to another school and 403 to a curator and a student', async () => {
    const foreign = await world.rival.get(`${API}/courses/${world.courseId}/program`);
    const missing = await world.rival.get(`${API}/courses/2000000000/program`);
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(await foreign.json()).toEqual(await missing.json());
    expect((await world.curator.get(`${API}/courses/${world.courseId}/program`)).status).toBe(403);
    expect((await world.student.get(`${API}/courses/${world.courseId}/program`)).status).toBe(403);
  });
});

describe('POST /courses/{course}/lessons-new', () => {
  it('creates a lesson with the defaults of spec 1 §9 at the end of the last section, its slug numbered when taken', async () => {
    const first = await expectStatus<Data<ExpertLesson>>(
      await world.expert.send('POST', `${API}/courses/${world.courseId}/lessons-new`, { title: ' Numbers ' }),
      201,
    );
    const lesson = v.parse(expertLessonResponseSchema, first).data;
    expect(lesson).toMatchObject({
      title: 'Numbers',
      slug: 'numbers',
      status_id: 1,
      type_id: 1,
      accessible_after_days: 0,
      accessible_start_hour: '00:00',
      sections: [],
      version: 1,
    });
    const second = await expectStatus<Data<ExpertLesson>>(
      await world.expert.send('POST', `${API}/courses/${world.courseId}/lessons-new`, {
        title: 'Numbers',
        course_nodeble_id: (await programOf()).sections[0]!.id,
      }),
      201,
    );
    expect(second.data.slug).toBe('numbers-2');
    const program = await programOf();
    expect(program.sections[1]!.lessons.at(-1)!.id).toBe(lesson.id);
    expect(program.sections[0]!.lessons.at(-1)!.id).toBe(second.data.id);
  });

  it('makes the first program section of a course that has none', async () => {
    const course = await expectStatus<Data<{ id: number }>>(
      await world.expert.send('POST', `${API}/courses`, { title: 'Empty course' }),
      201,
    );
    await expectStatus(
      await world.expert.send('POST', `${API}/courses/${course.data.id}/lessons-new`, {
        title: 'Lesson one',
      }),
      201,
    );
    const program = await programOf(course.data.id);
    expect(program.sections.map((section) => [section.title, section.lessons.length])).toEqual([
      ['Lessons', 1],
    ]);
  });

  it('refuses another course’s program section and a missing title (422), another school’s course (404), a curator (403)', async () => {
    const rivalProgram = await programOf(world.rivalCourseId, world.rival);
    const refused = await world.expert.send('POST', `${API}/courses/${world.courseId}/lessons-new`, {
      title: 'Elsewhere',
      course_nodeble_id: rivalProgram.sections[0]!.id,
    });
    expect(Object.keys((await expectStatus<{ errors: object }>(refused, 422)).errors)).toEqual([
      'course_nodeble_id',
    ]);
    expect((await world.expert.send('POST', `${API}/courses/${world.courseId}/lessons-new`, {})).status).toBe(
      422,
    );
    expect(
      (await world.rival.send('POST', `${API}/courses/${world.courseId}/lessons-new`, { title: 'Planted' }))
        .status,
    ).toBe(404);
    expect(
      (await world.curator.send('POST', `${API}/courses/${world.courseId}/lessons-new`, { title: 'Mine' }))
        .status,
    ).toBe(403);
  });
});

describe('program sections and the arrangement', () => {
  it('adds, renames and deletes a program section (with the lessons it holds)', async () => {
    const added = await expectStatus<Data<CourseProgram>>(
      await world.expert.send('POST', `${API}/courses/${world.courseId}/program-sections`, {
        title: 'Extras',
      }),
      201,
    );
    const extras = added.data.sections.at(-1)!;
    expect(extras).toMatchObject({ title: 'Extras', lessons: [] });
    const renamed = await expectStatus<Data<CourseProgram>>(
      await world.expert.send('PUT', `${API}/program-sections/${extras.id}`, { title: 'Bonus' }),
      200,
    );
    expect(renamed.data.sections.at(-1)!.title).toBe('Bonus');
    const lesson = await expectStatus<Data<ExpertLesson>>(
      await world.expert.send('POST', `${API}/courses/${world.courseId}/lessons-new`, {
        title: 'Bonus lesson',
        course_nodeble_id: extras.id,
      }),
      201,
    );
    const deleted = await expectStatus<Data<CourseProgram>>(
      await world.expert.send('DELETE', `${API}/program-sections/${extras.id}`),
      200,
    );
    expect(deleted.data.sections.map((section) => section.id)).not.toContain(extras.id);
    expect((await world.expert.get(lessonPath(world.courseId, lesson.data.id))).status).toBe(404);
  });

  it('refuses an empty title (422), another school’s section (404, as for none) and a curator (403)', async () => {
    const section = (await programOf()).sections[0]!;
    expect(
      (await world.expert.send('PUT', `${API}/program-sections/${section.id}`, { title: ' ' })).status,
    ).toBe(422);
    const foreign = await world.rival.send('PUT', `${API}/program-sections/${section.id}`, { title: 'Mine' });
    const missing = await world.rival.send('PUT', `${API}/program-sections/2000000000`, { title: 'Mine' });
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(await foreign.json()).toEqual(await missing.json());
    expect((await world.rival.send('DELETE', `${API}/program-sections/${section.id}`)).status).toBe(404);
    expect((await world.curator.send('DELETE', `${API}/program-sections/${section.id}`)).status).toBe(403);
    expect((await programOf()).sections[0]).toEqual(section);
  });

  it('arranges the whole program: sections reordered, lessons reordered and moved between sections', async () => {
    const before = await programOf();
    const [first, second] = before.sections as [
      CourseProgram['sections'][number],
      CourseProgram['sections'][number],
    ];
    const moved = first.lessons[0]!.id;
    const arranged = await expectStatus<Data<CourseProgram>>(
      await world.expert.send('PUT', `${API}/courses/${world.courseId}/program`, {
        sections: [
          { id: second.id, lesson_ids: [moved, ...second.lessons.map((lesson) => lesson.id).reverse()] },
          { id: first.id, lesson_ids: first.lessons.slice(1).map((lesson) => lesson.id) },
        ],
      }),
      200,
    );
    expect(arranged.data.sections.map((section) => section.id)).toEqual([second.id, first.id]);
    expect(lessonIds(arranged.data)).toEqual([
      [moved, ...second.lessons.map((lesson) => lesson.id).reverse()],
      first.lessons.slice(1).map((lesson) => lesson.id),
    ]);
    expect(arranged.data.sections[0]!.lessons[0]).toMatchObject({
      id: moved,
      order: 1,
      course_nodeble_id: second.id,
    });
    // The lesson page follows the program's order.
    const page = await expectStatus<Data<{ lessons: { id: number }[] }>>(
      await world.student.get(`${API}/courses/${DEMO_COURSE.slug}/lessons`),
      200,
    );
    expect(page.data.lessons.map((lesson) => lesson.id)).toEqual(lessonIds(arranged.data).flat());
    // And back.
    await expectStatus(
      await world.expert.send('PUT', `${API}/courses/${world.courseId}/program`, {
        sections: before.sections.map((section) => ({
          id: section.id,
          lesson_ids: section.lessons.map((l) => l.id),
        })),
      }),
      200,
    );
    expect(lessonIds(await programOf())).toEqual(lessonIds(before));
  });

  it('refuses an arrangement that leaves out a section or a lesson, lists one twice or names another course’s (422)', async () => {
    const before = await programOf();
    const listed = before.sections.map((section) => ({
      id: section.id,
      lesson_ids: section.lessons.map((l) => l.id),
    }));
    const rivalProgram = await programOf(world.rivalCourseId, world.rival);
    const cases: [string, unknown, string][] = [
      ['a section left out', { sections: listed.slice(1) }, 'sections'],
      [
        'a lesson left out',
        { sections: [{ ...listed[0]!, lesson_ids: [] }, ...listed.slice(1)] },
        'sections',
      ],
      [
        'a lesson twice',
        {
          sections: [
            { ...listed[0]!, lesson_ids: [...listed[0]!.lesson_ids, listed[0]!.lesson_ids[0]!] },
            ...listed.slice(1),
          ],
        },
        `sections.0.lesson_ids.${listed[0]!.lesson_ids.length}`,
      ],
      [
        'another course’s section',
        { sections: [...listed, { id: rivalProgram.sections[0]!.id, lesson_ids: [] }] },
        'sections.2.id',
      ],
      [
        'another course’s lesson',
        {
          sections: [
            { ...listed[0]!, lesson_ids: [...listed[0]!.lesson_ids, world.rivalLessonId] },
            ...listed.slice(1),
          ],
        },
        `sections.0.lesson_ids.${listed[0]!.lesson_ids.length}`,
      ],
    ];
    for (const [what, body, field] of cases) {
      const refused = await expectStatus<{ errors: Record<string, string[]> }>(
        await world.expert.send('PUT', `${API}/courses/${world.courseId}/program`, body),
        422,
      );
      expect(Object.keys(refused.errors), what).toContain(field);
    }
    expect(await programOf()).toEqual(before);
  });
});

describe('DELETE /courses/{course}/lessons-new/{lesson}', () => {
  it('deletes the lesson with its content and quizzes, and answers the program', async () => {
    const made = await expectStatus<Data<ExpertLesson>>(
      await world.expert.send('POST', `${API}/courses/${world.courseId}/lessons-new`, {
        title: 'Short-lived',
      }),
      201,
    );
    const id = made.data.id;
    await expectStatus(
      await world.expert.send('POST', `${API}/constructor/lessons/${id}/quizzes`, { name: 'Its quiz' }),
      201,
    );
    expect((await world.rival.send('DELETE', lessonPath(world.courseId, id))).status).toBe(404);
    expect((await world.curator.send('DELETE', lessonPath(world.courseId, id))).status).toBe(403);
    const program = await expectStatus<Data<CourseProgram>>(
      await world.expert.send('DELETE', lessonPath(world.courseId, id)),
      200,
    );
    expect(lessonIds(program.data).flat()).not.toContain(id);
    expect(await world.server.database.db.$count(quizzes, eq(quizzes.lessonId, id))).toBe(0);
  });
});

describe('GET /courses/list', () => {
  const list = async (query: string, client: Browser = world.expert) =>
    v.parse(
      coursesListResponseSchema,
      await expectStatus(await client.get(`${API}/courses/list${query}`), 200),
    ).data as CourseWithLessons[];

  it('lists the school’s courses with their lessons; a search keeps the courses with matching lessons', async () => {
    const all = await list('?type_id=1');
    const demo = all.find((course) => course.id === world.courseId)!;
    expect(demo.lessons.map((lesson) => lesson.slug).slice(0, 2)).toEqual([
      'the-cyrillic-alphabet',
      'greetings-and-goodbyes',
    ]);
    const found = await list('?type_id=1&lessons_search=GREET');
    expect(found.map((course) => course.id)).toEqual([world.courseId]);
    expect(found[0]!.lessons.map((lesson) => lesson.slug)).toEqual(['greetings-and-goodbyes']);
    expect(await list('?lessons_search=%25')).toEqual([]);
    expect(all.some((course) => course.id === world.rivalCourseId)).toBe(false);
  });

  it('lists marathons apart, refuses an unknown type (422), a curator and a student (403)', async () => {
    expect(await list('?type_id=2')).toEqual([]);
    expect((await world.expert.get(`${API}/courses/list?type_id=3`)).status).toBe(422);
    expect((await world.curator.get(`${API}/courses/list`)).status).toBe(403);
    expect((await world.student.get(`${API}/courses/list`)).status).toBe(403);
    expect((await list('', world.rival)).map((course) => course.id)).toEqual([world.rivalCourseId]);
  });
});

describe('marathons (type_id 2) are built the same way', () => {
  const list = async (query: string) =>
    v.parse(
      coursesListResponseSchema,
      await expectStatus(await world.expert.get(`${API}/courses/list${query}`), 200),
    ).data as CourseWithLessons[];

  it('a marathon gets a program, lessons with content and its own list, apart from courses', async () => {
    const marathon = await expectStatus<Data<{ id: number }>>(
      await world.expert.send('POST', `${API}/courses`, {
        title: 'Thirty days of speaking',
        type: 'marathon',
      }),
      201,
    );
    const marathonId = marathon.data.id;
    await expectStatus(
      await world.expert.send('POST', `${API}/courses/${marathonId}/program-sections`, { title: 'Week 1' }),
      201,
    );
    const created = v.parse(
      expertLessonResponseSchema,
      await expectStatus(
        await world.expert.send('POST', `${API}/courses/${marathonId}/lessons-new`, {
          title: 'Day 1: hello',
        }),
        201,
      ),
    ).data;
    expect(created.course).toMatchObject({ id: marathonId, type: 'marathon' });
    const saved = v.parse(
      expertLessonResponseSchema,
      await expectStatus(
        await world.expert.send('PUT', `${API}/courses/${marathonId}/lessons-new/${created.id}`, {
          version: created.version,
          sections: [
            {
              id: null,
              name: 'Warm-up',
              info_units: [
                {
                  id: null,
                  type_id: 3,
                  content: {
                    type: 'doc',
                    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Say hi' }] }],
                  },
                },
              ],
            },
          ],
        }),
        200,
      ),
    ).data;
    expect(saved.sections.map((section) => [section.name, section.info_units.length])).toEqual([
      ['Warm-up', 1],
    ]);

    const program = await programOf(marathonId);
    expect(program.course).toMatchObject({ id: marathonId, type: 'marathon' });
    expect(lessonIds(program)).toEqual([[created.id]]);
    const marathons = await list('?type_id=2&lessons_search=day 1');
    expect(marathons.map((course) => [course.id, course.lessons.map((lesson) => lesson.title)])).toEqual([
      [marathonId, ['Day 1: hello']],
    ]);
    expect((await list('?type_id=1')).some((course) => course.id === marathonId)).toBe(false);
    expect((await world.curator.get(`${API}/courses/${marathonId}/program`)).status).toBe(403);
    expect((await world.rival.get(`${API}/courses/${marathonId}/lessons-new/${created.id}`)).status).toBe(
      404,
    );
  });
});

describe('GET /courses/{id}/', () => {
  it('answers the course and its public page’s blocks, for the block-of-public-page links', async () => {
    // a course of its own: the demo course's page has the demo's blocks
    const made = await expectStatus<Data<{ id: number }>>(
      await world.expert.send('POST', `${API}/courses`, { title: 'Pronunciation clinic' }),
      201,
    );
    const courseId = made.data.id;
    const db = world.server.database.db;
    const [page] = await db.insert(infoSections).values({ courseId, name: 'Public page' }).returning();
    await db.insert(infoUnits).values([
      { infoSectionId: page!.id, typeId: 2, title: 'Trailer', position: 0 },
      { infoSectionId: page!.id, typeId: 3, title: 'What you learn', position: 1 },
    ]);
    const course = v.parse(
      courseBlocksResponseSchema,
      await expectStatus(await world.expert.get(`${API}/courses/${courseId}/`), 200),
    ).data as CourseBlocks;
    expect(course).toMatchObject({ id: courseId, title: 'Pronunciation clinic', type_id: 1 });
    expect(course.info_units.map((unit) => [unit.title, unit.type_id])).toEqual([
      ['Trailer', 2],
      ['What you learn', 3],
    ]);
    expect((await world.rival.get(`${API}/courses/${world.courseId}/`)).status).toBe(404);
    expect((await world.curator.get(`${API}/courses/${world.courseId}/`)).status).toBe(403);
  });
});

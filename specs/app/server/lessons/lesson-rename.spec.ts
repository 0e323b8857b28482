import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CourseProgram,
  courseProgramResponseSchema,
  type ExpertLesson,
  expertLessonResponseSchema,
  lessonConflictSchema,
} from '../../../../core/api/lessons.ts';
import { API } from '../support/test-server.ts';
import {
  createLessonsWorld,
  expectStatus,
  type LessonsWorld,
  lessonPath,
  readLesson,
} from './lessons-fixture.ts';

// Renaming a lesson from the program page: PUT /courses/{course}/lessons-new/{lesson} with its version and
// a title only keeps the lesson's content (sections left out = kept, as any other field); the version is
// still required and checked (409). The program lists each lesson's version, so the page can name it.

let world: LessonsWorld;
beforeAll(async () => {
  world = await createLessonsWorld();
}, 60_000);
afterAll(() => world.server.close());

const current = () => readLesson(world.expert, world.courseId, world.lessonId);
const put = (body: unknown) => world.expert.send('PUT', lessonPath(world.courseId, world.lessonId), body);
const programOf = async (): Promise<CourseProgram> =>
  v.parse(
    courseProgramResponseSchema,
    await expectStatus(await world.expert.get(`${API}/courses/${world.courseId}/program`), 200),
  ).data;
const programLesson = (program: CourseProgram, id: number) =>
  program.sections.flatMap((section) => section.lessons).find((lesson) => lesson.id === id);

describe('a title-only save of a lesson', () => {
  it('renames the lesson, raises its version and keeps every section and block as they were', async () => {
    const before = await current();
    expect(before.sections.length).toBeGreaterThan(0);
    const answer = await expectStatus(
      await put({ version: before.version, title: '  Letters and sounds ' }),
      200,
    );
    const saved: ExpertLesson = v.parse(expertLessonResponseSchema, answer).data;
    expect(saved.title).toBe('Letters and sounds');
    expect(saved.version).toBe(before.version + 1);
    expect(saved.sections).toEqual(before.sections);
    expect(await current()).toEqual(saved);
    // Every other field is kept too: only the title and the version differ.
    expect({ ...saved, title: before.title, version: before.version }).toEqual(before);
  });

  it('is refused with 409 on a stale version, with the lesson as the server has it, and changes nothing', async () => {
    const read = await current();
    await expectStatus(await put({ version: read.version, title: 'Renamed in another tab' }), 200);
    const refused = await put({ version: read.version, title: 'Renamed on the program page' });
    const conflict = v.parse(lessonConflictSchema, await expectStatus(refused, 409));
    expect(conflict.data).toMatchObject({ title: 'Renamed in another tab', version: read.version + 1 });
    const after = await current();
    expect(after.title).toBe('Renamed in another tab');
    expect(after.sections).toEqual(read.sections);
  });

  it('still needs the version (422) and a title that is not blank (422)', async () => {
    const read = await current();
    const noVersion = await expectStatus<{ errors: object }>(await put({ title: 'No version' }), 422);
    expect(Object.keys(noVersion.errors)).toEqual(['version']);
    const blank = await expectStatus<{ errors: object }>(
      await put({ version: read.version, title: '   ' }),
      422,
    );
    expect(Object.keys(blank.errors)).toEqual(['title']);
    expect(await current()).toEqual(read);
  });
});

describe('the program names each lesson’s version', () => {
  it('answers the version a save must name, and follows the saves', async () => {
    const lesson = await current();
    expect(programLesson(await programOf(), lesson.id)).toMatchObject({
      title: lesson.title,
      version: lesson.version,
    });
    await expectStatus(await put({ version: lesson.version, title: 'Alphabet' }), 200);
    expect(programLesson(await programOf(), lesson.id)).toMatchObject({
      title: 'Alphabet',
      version: lesson.version + 1,
    });
  });

  it('is not raised by rearranging the program (the arrangement changes only order and place)', async () => {
    const program = await programOf();
    const versions = program.sections.flatMap((section) => section.lessons.map((l) => [l.id, l.version]));
    const [first, second] = program.sections as [
      CourseProgram['sections'][number],
      CourseProgram['sections'][number],
    ];
    const moved = first.lessons[0]!.id;
    const arrangement = {
      sections: [
        { id: second.id, lesson_ids: [moved, ...second.lessons.map((l) => l.id)] },
        { id: first.id, lesson_ids: first.lessons.slice(1).map((l) => l.id) },
      ],
    };
    const answer = v.parse(
      courseProgramResponseSchema,
      await expectStatus(
        await world.expert.send('PUT', `${API}/courses/${world.courseId}/program`, arrangement),
        200,
      ),
    ).data;
    expect(answer.sections.map((section) => section.id)).toEqual([second.id, first.id]);
    expect(answer.sections[0]!.lessons[0]).toMatchObject({
      id: moved,
      course_nodeble_id: second.id,
      order: 1,
    });
    expect(
      answer.sections.flatMap((section) => section.lessons.map((l) => [l.id, l.version])).sort(),
    ).toEqual(versions.sort());
  });
});

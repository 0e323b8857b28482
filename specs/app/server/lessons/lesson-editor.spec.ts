import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../../../core/api/api.constants.ts';
import {
  type ExpertLesson,
  expertLessonResponseSchema,
  type InfoUnitInput,
  type LessonSave,
  lessonConflictSchema,
} from '../../../../core/api/lessons.ts';
import {
  LESSON_DEFAULTS,
  lessonDraftOf,
  newInfoUnit,
  newLessonSection,
} from '../../../../core/lessons/index.ts';
import { json } from '../quiz/quiz-fixture.ts';
import { API } from '../support/test-server.ts';
import {
  createLessonsWorld,
  expectStatus,
  type LessonsWorld,
  lessonPath,
  readLesson,
} from './lessons-fixture.ts';

// The expert's lesson (spec 1 §3 Lesson, §7 GET/PUT /courses/{course}/lessons-new/{lesson}): read with
// every field and its defaults, saved whole from the version it was read at. Blocks and sections
// without id are created, those left out deleted; ids that are not the lesson's are refused (422); a
// stale version is refused with the lesson as it now is (409).

let world: LessonsWorld;
beforeAll(async () => {
  world = await createLessonsWorld();
}, 60_000);
afterAll(() => world.server.close());

type Data<T> = { data: T };
const put = (body: unknown, lessonId = world.lessonId, client = world.expert) =>
  client.send('PUT', lessonPath(world.courseId, lessonId), body);
const current = () => readLesson(world.expert, world.courseId, world.lessonId);

/** Saves a draft and answers the lesson saved. */
async function save(draft: LessonSave, lessonId = world.lessonId): Promise<ExpertLesson> {
  return (await expectStatus<Data<ExpertLesson>>(await put(draft, lessonId), 200)).data;
}

const unitTypes = (lesson: ExpertLesson) =>
  lesson.sections.map((section) => section.info_units.map((u) => u.type_id));

describe('GET /courses/{course}/lessons-new/{lesson}', () => {
  it('answers the lesson with every field of spec 1 §3, its defaults, its sections and blocks of every type', async () => {
    const response = await world.expert.get(lessonPath(world.courseId, world.lessonId));
    const body = await expectStatus(response, 200);
    const lesson = v.parse(expertLessonResponseSchema, body).data;
    expect(lesson).toMatchObject({
      id: world.lessonId,
      course_id: world.courseId,
      course_nodeble_id: world.program.sections[0]!.id,
      status_id: LESSON_DEFAULTS.status_id,
      type_id: LESSON_DEFAULTS.type_id,
      accessible_after_days: 0,
      accessible_start_hour: '00:00',
      accessible_timezone: 'UTC',
      accessible_after_ids: [],
      is_public: false,
      version: 1,
      course: {
        id: world.courseId,
        custom_styles: { font_styles: { family: 'Inter', size: '16px', height: 1.3 } },
      },
    });
    expect(unitTypes(lesson)).toEqual([
      [3, 1, 2, 4],
      [5, 7, 6],
    ]);
    const practice = lesson.sections[1]!.info_units[0]!;
    expect(practice).toMatchObject({ id: world.practiceUnitId, quiz_id: world.practiceQuizId, order: 1 });
    expect(lesson.sections[0]!.info_units[0]!.description_formatted).toContain('<strong>Cyrillic</strong>');
  });

  it('is 404 to another school, as for no lesson, and for a lesson under another course', async () => {
    const missing = await world.rival.get(lessonPath(world.courseId, 2_000_000_000));
    const foreign = await world.rival.get(lessonPath(world.courseId, world.lessonId));
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(await foreign.json()).toEqual(await missing.json());
    expect((await world.expert.get(lessonPath(world.rivalCourseId, world.lessonId))).status).toBe(404);
    expect((await world.expert.get(lessonPath(world.courseId, world.rivalLessonId))).status).toBe(404);
  });

  it('is 403 to a curator (no course edit rights) and to a student, 401 to the signed-out', async () => {
    expect((await world.curator.get(lessonPath(world.courseId, world.lessonId))).status).toBe(403);
    expect((await world.student.get(lessonPath(world.courseId, world.lessonId))).status).toBe(403);
    expect((await world.server.request(lessonPath(world.courseId, world.lessonId))).status).toBe(401);
  });
});

describe('PUT /courses/{course}/lessons-new/{lesson}', () => {
  it('saves the fields, creates, moves, reorders and deletes blocks and sections, and raises the version', async () => {
    const before = await current();
    const draft = lessonDraftOf(before);
    const [letters, practice] = draft.sections as [
      LessonSave['sections'][number],
      LessonSave['sections'][number],
    ];
    const comments = practice.info_units.find((unit) => unit.type_id === 6)!;
    const files: InfoUnitInput = {
      ...letters.info_units.find((unit) => unit.type_id === 4)!,
      files: [{ uuid: world.fileUuid, allow_doc_download: false, allow_doc_preview: true }],
    };
    const text: InfoUnitInput = {
      ...newInfoUnit(3),
      title: 'New words',
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Привіт' }] }] },
      styles: {
        bg_color: '#fff',
        text_color: '#000000cc',
        block_color: null,
        block_color_2: null,
        button_color: null,
      },
    };
    const saved = await save({
      ...draft,
      title: 'The alphabet, revised',
      accessible_after_days: 3,
      accessible_start_hour: '09:30',
      accessible_timezone: 'Europe/Kyiv',
      accessible_after_ids: [world.secondLessonId],
      is_public: true,
      lesson_previews: [
        { url: '/api/v1/files/x/download', extension: 'png', mime_type: 'image/png', preview_index: 0 },
      ],
      sections: [
        // The comments block moves to the first section; the file block is first there; the text, audio and video follow.
        {
          ...letters,
          info_units: [files, ...letters.info_units.filter((unit) => unit.type_id !== 4), comments],
        },
        // The practice section loses its comments block (moved) and gains nothing.
        { ...practice, info_units: practice.info_units.filter((unit) => unit.type_id !== 6) },
        { ...newLessonSection('Vocabulary'), info_units: [text] },
      ],
    });
    expect(saved).toMatchObject({
      title: 'The alphabet, revised',
      accessible_after_days: 3,
      accessible_start_hour: '09:30',
      accessible_timezone: 'Europe/Kyiv',
      accessible_after_ids: [world.secondLessonId],
      is_public: true,
      version: before.version + 1,
    });
    expect(unitTypes(saved)).toEqual([[4, 3, 1, 2, 6], [5, 7], [3]]);
    expect(saved.sections[0]!.info_units.at(-1)!.id).toBe(comments.id);
    expect(saved.sections.map((section) => section.order)).toEqual([1, 2, 3]);
    expect(saved.sections[2]).toMatchObject({ name: 'Vocabulary', copied: false });
    const block = saved.sections[2]!.info_units[0]!;
    expect(block).toMatchObject({ title: 'New words', description_formatted: '<p>Привіт</p>' });
    expect(block.styles).toMatchObject({ bg_color: '#fff', text_color: '#000000cc' });
    const [file] = saved.sections[0]!.info_units[0]!.files;
    // The block's switches are kept as the pivot; in effect, a block can only narrow the file's own
    // switches, and this upload's are off (a new upload is off), so both are off.
    expect(file).toMatchObject({
      uuid: world.fileUuid,
      extension: 'pdf',
      allow_doc_download: false,
      allow_doc_preview: false,
      pivot: { allow_doc_download: false, allow_doc_preview: true },
    });
    expect(await current()).toEqual(saved);
  });

  it('keeps every id when the lesson is saved back as it was read', async () => {
    const before = await current();
    const saved = await save(lessonDraftOf(before));
    expect({ ...saved, version: before.version }).toEqual(before);
    expect(saved.version).toBe(before.version + 1);
  });

  it('refuses a stale version with 409 and the lesson as the server has it, changing nothing', async () => {
    const read = await current();
    await save({ ...lessonDraftOf(read), title: 'Saved in another tab' });
    const response = await put({ ...lessonDraftOf(read), title: 'Typed in this tab' });
    const conflict = v.parse(lessonConflictSchema, await expectStatus(response, 409));
    expect(conflict.data).toMatchObject({ title: 'Saved in another tab', version: read.version + 1 });
    expect(conflict.message).toMatch(/reload/i);
    expect((await current()).title).toBe('Saved in another tab');
    // Keeping one's own version is a save from the server's version.
    expect((await save({ ...lessonDraftOf(conflict.data), title: 'Typed in this tab' })).title).toBe(
      'Typed in this tab',
    );
  });

  it('lets one of two saves from the same version win, the other meets 409', async () => {
    const read = lessonDraftOf(await current());
    const answers = await Promise.all([
      put({ ...read, title: 'First tab' }),
      put({ ...read, title: 'Second tab' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await current()).version).toBe(read.version + 1);
  });

  it('refuses ids that are not the lesson’s (another lesson’s, another school’s, none) with 422 and writes nothing', async () => {
    const other = await expectStatus<{ data: ExpertLesson; meta: { info_section_id: number } }>(
      await world.expert.send('POST', `${API}/lessons/${world.secondLessonId}/info-section`, {
        name: 'Elsewhere',
        info_units: [newInfoUnit(3)],
      }),
      201,
    );
    const otherSection = other.data.sections.at(-1)!;
    const rival = await readLesson(world.rival, world.rivalCourseId, world.rivalLessonId);
    const rivalSaved = await expectStatus<Data<ExpertLesson>>(
      await world.rival.send('PUT', lessonPath(world.rivalCourseId, world.rivalLessonId), {
        version: rival.version,
        sections: [{ name: 'Rival', info_units: [newInfoUnit(3)] }],
      }),
      200,
    );
    const rivalUnit = rivalSaved.data.sections[0]!.info_units[0]!.id;
    const before = await current();
    const draft = lessonDraftOf(before);
    const withUnit = (id: number | null, extra: Partial<InfoUnitInput> = {}) => ({
      ...draft,
      sections: [{ ...draft.sections[0]!, info_units: [{ ...newInfoUnit(4), id, ...extra }] }],
    });
    const cases: [string, unknown, string][] = [
      [
        'another lesson’s section',
        { ...draft, sections: [{ ...draft.sections[0]!, id: otherSection.id }] },
        'sections.0.id',
      ],
      ['another lesson’s block', withUnit(otherSection.info_units[0]!.id), 'sections.0.info_units.0.id'],
      ['another school’s block', withUnit(rivalUnit), 'sections.0.info_units.0.id'],
      ['a block of nothing', withUnit(2_000_000_000), 'sections.0.info_units.0.id'],
      [
        'another school’s file',
        withUnit(null, {
          files: [{ uuid: world.rivalFileUuid, allow_doc_download: null, allow_doc_preview: null }],
        }),
        'sections.0.info_units.0.files.0.uuid',
      ],
      [
        'a file of nothing',
        withUnit(null, {
          files: [
            {
              uuid: '00000000-0000-4000-8000-000000000000',
              allow_doc_download: null,
              allow_doc_preview: null,
            },
          ],
        }),
        'sections.0.info_units.0.files.0.uuid',
      ],
      [
        'another lesson’s quiz',
        {
          ...draft,
          sections: [{ ...draft.sections[0]!, info_units: [{ ...newInfoUnit(5), quiz_id: 2_000_000_000 }] }],
        },
        'sections.0.info_units.0.quiz_id',
      ],
      [
        'the same block twice',
        {
          ...draft,
          sections: [
            {
              ...draft.sections[0]!,
              info_units: [draft.sections[0]!.info_units[0]!, draft.sections[0]!.info_units[0]!],
            },
          ],
        },
        'sections.0.info_units.1.id',
      ],
      [
        'a lesson of another course to open after',
        { ...draft, accessible_after_ids: [world.rivalLessonId] },
        'accessible_after_ids.0',
      ],
      [
        'itself to open after',
        { ...draft, accessible_after_ids: [world.lessonId] },
        'accessible_after_ids.0',
      ],
      [
        'another course’s program section',
        { ...draft, course_nodeble_id: rivalSaved.data.course_nodeble_id },
        'course_nodeble_id',
      ],
      ['another school’s quiz among quiz_ids', { ...draft, quiz_ids: [2_000_000_000] }, 'quiz_ids.0'],
    ];
    for (const [what, body, field] of cases) {
      const refused = await expectStatus<{ message: string; errors: Record<string, string[]> }>(
        await put(body),
        422,
      );
      expect(Object.keys(refused.errors), what).toContain(field);
    }
    expect(await current()).toEqual(before);
  });

  it('answers another school’s block and a block of nothing with the same refusal', async () => {
    const draft = lessonDraftOf(await current());
    const body = (id: number) => ({
      ...draft,
      sections: [{ ...draft.sections[0]!, info_units: [{ ...newInfoUnit(3), id }] }],
    });
    const rival = await readLesson(world.rival, world.rivalCourseId, world.rivalLessonId);
    const foreign = await json(await put(body(rival.sections[0]!.info_units[0]!.id)));
    const nothing = await json(await put(body(2_000_000_000)));
    expect(foreign).toEqual(nothing);
  });

  it('refuses malformed bodies with 422: block rules, unsafe links and nodes, bad times and zones', async () => {
    const draft = lessonDraftOf(await current());
    const unit = (extra: Record<string, unknown>) => ({
      ...draft,
      sections: [{ name: 'x', info_units: [{ ...newInfoUnit(3), ...extra }] }],
    });
    const doc = (content: unknown[]) => ({ type: 'doc', content });
    const cases: [string, unknown][] = [
      ['no version', { ...draft, version: undefined }],
      ['a block of type 8', unit({ type_id: 8 })],
      ['text in a video block', unit({ type_id: 2 })],
      ['files in a text block', unit({ files: [{ uuid: world.fileUuid }] })],
      ['a quiz in a text block', unit({ quiz_id: world.practiceQuizId })],
      [
        'a script node',
        unit({ content: doc([{ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }]) }),
      ],
      ['raw HTML', unit({ content: '<p onclick="x()">hi</p>' })],
      [
        'a javascript: link',
        unit({
          content: doc([
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'click',
                  marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
                },
              ],
            },
          ]),
        }),
      ],
      [
        'an image mark',
        unit({ content: doc([{ type: 'paragraph', content: [{ type: 'image', attrs: { src: 'x' } }] }]) }),
      ],
      ['a heading of level 7', unit({ content: doc([{ type: 'heading', attrs: { level: 7 } }]) })],
      ['a start hour of 25:00', { ...draft, accessible_start_hour: '25:00' }],
      ['an unknown time zone', { ...draft, accessible_timezone: 'Mars/Olympus' }],
      ['a javascript: image', { ...draft, image: 'javascript:alert(1)' }],
      ['a colour that is not one', unit({ styles: { bg_color: 'red;background:url(x)' } })],
      ['an empty title', { ...draft, title: '  ' }],
    ];
    const before = await current();
    for (const [what, body] of cases) expect((await put(body)).status, what).toBe(422);
    expect(await current()).toEqual(before);
  });

  it('refuses a text nested deeper than the limit without failing', async () => {
    // Written as text: JSON.stringify itself would not reach this depth.
    const levels = 5000;
    const open = '{"type":"bulletList","content":[{"type":"listItem","content":['.repeat(levels);
    const close = ']}]}'.repeat(levels);
    const doc = `{"type":"doc","content":[${open}{"type":"paragraph"}${close}]}`;
    const draft = lessonDraftOf(await current());
    const body = JSON.stringify({
      ...draft,
      sections: [{ name: 'deep', info_units: [{ ...newInfoUnit(3), content: null }] }],
    }).replace('"content":null', `"content":${doc}`);
    const response = await world.server.request(lessonPath(world.courseId, world.lessonId), {
      method: 'PUT',
      headers: {
        Cookie: world.expert.jar.header(),
        'Content-Type': 'application/json',
        [CSRF_HEADER]: world.expert.csrf(),
      },
      body,
    });
    expect(response.status, (await response.clone().text()).slice(0, 300)).toBe(422);
  });

  it('stores a text with a script in it as text: the HTML escapes it, for the author and the student', async () => {
    const draft = lessonDraftOf(await current());
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const saved = await save({
      ...draft,
      sections: [
        ...draft.sections,
        {
          ...newLessonSection('Hostile'),
          info_units: [
            {
              ...newInfoUnit(3),
              content: {
                type: 'doc',
                content: [
                  {
                    type: 'paragraph',
                    content: [
                      {
                        type: 'text',
                        text: hostile,
                        marks: [
                          {
                            type: 'link',
                            attrs: { href: 'https://example.com/?q="><script>', target: null },
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const section = saved.sections.at(-1)!;
    const html = section.info_units[0]!.description_formatted!;
    const tags = [...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)];
    expect(new Set(tags.map((tag) => tag[1]))).toEqual(new Set(['p', 'a']));
    expect(
      tags.flatMap((tag) => [...tag[2]!.matchAll(/\s([a-z-]+)=/gi)].map((attribute) => attribute[1])),
    ).toEqual(['href', 'rel']);
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;',
    );
    expect(html).toContain('href="https://example.com/?q=%22%3E%3Cscript%3E"');
    const read = await expectStatus<
      Data<{ info_units: { description_formatted: string; content?: unknown }[] }>
    >(await world.student.get(`${API}/public/sections/${section.id}/part`), 200);
    expect(read.data.info_units[0]!.description_formatted).toBe(html);
    expect(read.data.info_units[0]).not.toHaveProperty('content');
  });

  it('moves the lesson to another program section of the course, at its end', async () => {
    const target = world.program.sections[1]!;
    const saved = await save({ ...lessonDraftOf(await current()), course_nodeble_id: target.id });
    expect(saved.course_nodeble_id).toBe(target.id);
    const program = await expectStatus<Data<{ sections: { id: number; lessons: { id: number }[] }[] }>>(
      await world.expert.get(`${API}/courses/${world.courseId}/program`),
      200,
    );
    expect(program.data.sections[1]!.lessons.at(-1)!.id).toBe(world.lessonId);
    await save({ ...lessonDraftOf(saved), course_nodeble_id: world.program.sections[0]!.id });
  });

  it('links a practice block’s quiz to the block, so the quiz is taken through it', async () => {
    const read = await current();
    const draft = lessonDraftOf(read);
    const quizzes = await expectStatus<Data<{ id: number }[]>>(
      await world.expert.get(`${API}/constructor/lessons/${world.lessonId}/quizzes`),
      200,
    );
    const lessonQuiz = quizzes.data.find((quiz) => quiz.id !== world.practiceQuizId)!.id;
    const saved = await save({
      ...draft,
      sections: [
        ...draft.sections,
        { ...newLessonSection('More practice'), info_units: [{ ...newInfoUnit(5), quiz_id: lessonQuiz }] },
      ],
    });
    const block = saved.sections.at(-1)!.info_units[0]!;
    expect(block.quiz_id).toBe(lessonQuiz);
    const inBlock = await expectStatus<Data<{ id: number }[]>>(
      await world.student.get(`${API}/info-units/${block.id}/quizzes`),
      200,
    );
    expect(inBlock.data.map((quiz) => quiz.id)).toEqual([lessonQuiz]);
    // The block goes, the quiz stays the lesson's.
    await save({ ...lessonDraftOf(saved), sections: lessonDraftOf(saved).sections.slice(0, -1) });
    expect((await world.student.get(`${API}/info-units/${block.id}/quizzes`)).status).toBe(404);
    expect((await world.student.get(`${API}/lessons/${world.lessonId}/quizzes/${lessonQuiz}`)).status).toBe(
      200,
    );
  });

  it('is 403 to a curator and 404 to another school, before the body is read', async () => {
    const draft = lessonDraftOf(await current());
    expect((await put(draft, world.lessonId, world.curator)).status).toBe(403);
    expect((await put({}, world.lessonId, world.curator)).status).toBe(403);
    const foreign = await put(draft, world.lessonId, world.rival);
    expect(foreign.status).toBe(404);
  });
});

import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdHash } from '../../../../app/server/account/user-profile.ts';
import {
  type PublicPage,
  type PublicPageSaveRequest,
  publicPageConflictSchema,
  publicPageResponseSchema,
} from '../../../../core/api/courses.ts';
import type { CourseBlocks, EditorDoc, InfoUnitInput } from '../../../../core/api/lessons.ts';
import { lessonDraftOf, newInfoUnit, unitDraftOf } from '../../../../core/lessons/index.ts';
import { coverAddressOf } from '../../../../core/public-page/cover-address.ts';
import {
  createLessonsWorld,
  expectStatus,
  type LessonsWorld,
  lessonPath,
  readLesson,
} from '../lessons/lessons-fixture.ts';
import { json } from '../quiz/quiz-fixture.ts';
import { uploadToSchool } from '../support/schools-fixture.ts';
import { API, type Browser, SPEC_SECRET } from '../support/test-server.ts';

// The course's public page (spec 1 §2 CourseDetailSettingsPublicPages, docs/public-page.md): read
// with its version, saved whole from it (cover, description, blocks), 409 on a stale version with the
// server's page, 422 for what is not the page's or the author's, 404 to another school, 403 to roles
// without course edit rights. Runs on PGlite, and on PostgreSQL with DATABASE_URL.

let world: LessonsWorld;
let courseId: number;
let coverUuid: string;
let rivalCoverUuid: string;

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

type Data<T> = { data: T };
const pagePath = (id: number) => `${API}/courses/${id}/public-page`;

async function read(client: Browser = world.expert, id = courseId): Promise<PublicPage> {
  const body = await expectStatus(await client.get(pagePath(id)), 200);
  return v.parse(publicPageResponseSchema, body).data;
}

const put = (body: unknown, client: Browser = world.expert, id = courseId) =>
  client.send('PUT', pagePath(id), body);

async function save(body: PublicPageSaveRequest): Promise<PublicPage> {
  return v.parse(publicPageResponseSchema, await expectStatus(await put(body), 200)).data;
}

const doc = (...texts: string[]): EditorDoc => ({
  type: 'doc',
  content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});
const textUnit = (text: string, title: string | null = null): InfoUnitInput => ({
  ...newInfoUnit(3),
  title,
  content: doc(text),
});
/** The page's blocks as a save sends them back. */
const unitsOf = (page: PublicPage) => page.info_units.map(unitDraftOf);

async function upload(who: 'expert' | 'rival', cabinetId: number, file: { name: string; type: string }) {
  const browser = world[who];
  const id = (await json<Data<{ id: number }>>(await browser.get(`${API}/user`))).data.id;
  return uploadToSchool(world.server, { id, hash: userIdHash(SPEC_SECRET, id), browser }, cabinetId, {
    ...file,
    bytes: PNG,
  });
}

beforeAll(async () => {
  world = await createLessonsWorld();
  const course = await expectStatus<Data<{ id: number }>>(
    await world.expert.send('POST', `${API}/courses`, { title: 'Public page spec' }),
    201,
  );
  courseId = course.data.id;
  coverUuid = await upload('expert', world.cabinetId, { name: 'cover.png', type: 'image/png' });
  const rivalSchool = (
    await json<{ data: { current_cabinet: { id: number } } }>(await world.rival.get(`${API}/profile/menu`))
  ).data.current_cabinet.id;
  rivalCoverUuid = await upload('rival', rivalSchool, { name: 'rival.png', type: 'image/png' });
}, 60_000);
afterAll(() => world.server.close());

describe('GET /courses/{course}/public-page', () => {
  it('answers a new course’s empty page: no cover, no description, no blocks, version 1, the course', async () => {
    expect(await read()).toEqual({
      id: courseId,
      course: { id: courseId, title: 'Public page spec', slug: expect.any(String), type: 'course' },
      image: null,
      description: null,
      info_units: [],
      version: 1,
    });
  });

  it('is 404 to another school, answered as for no course at all', async () => {
    const foreign = await world.rival.get(pagePath(courseId));
    const missing = await world.rival.get(pagePath(2_000_000_000));
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(await foreign.json()).toEqual(await missing.json());
  });

  it('is 403 to a curator and to a student of the school, 401 to the signed-out', async () => {
    expect((await world.curator.get(pagePath(courseId))).status).toBe(403);
    expect((await world.student.get(pagePath(courseId))).status).toBe(403);
    expect((await world.server.request(pagePath(courseId))).status).toBe(401);
  });
});

describe('PUT /courses/{course}/public-page', () => {
  it('saves the cover, the description and the blocks, reads them back and raises the version', async () => {
    const before = await read();
    const saved = await save({
      version: before.version,
      image: coverAddressOf(coverUuid),
      description: '  A course for people who like letters.  ',
      info_units: [
        textUnit('Why this course', 'About'),
        { ...newInfoUnit(4), title: 'Handout', files: [{ uuid: world.fileUuid, allow_doc_download: false }] },
        { ...newInfoUnit(2), title: 'Trailer' },
      ],
    });
    expect(saved).toMatchObject({
      image: `/api/v1/files/${coverUuid}/download`,
      description: 'A course for people who like letters.',
      version: before.version + 1,
    });
    expect(saved.info_units.map((unit) => [unit.type_id, unit.title, unit.order])).toEqual([
      [3, 'About', 1],
      [4, 'Handout', 2],
      [2, 'Trailer', 3],
    ]);
    expect(saved.info_units[0]!.description_formatted).toBe('<p>Why this course</p>');
    expect(saved.info_units[1]!.files).toMatchObject([
      { uuid: world.fileUuid, allow_doc_download: false, pivot: { allow_doc_download: false } },
    ]);
    expect(await read()).toEqual(saved);
    // The lesson editor's block-of-public-page links read the same blocks.
    const blocks = (
      await expectStatus<Data<CourseBlocks>>(await world.expert.get(`${API}/courses/${courseId}/`), 200)
    ).data;
    expect(blocks.info_units.map((unit) => unit.id)).toEqual(saved.info_units.map((unit) => unit.id));
    expect(blocks).toMatchObject({ description: saved.description, image: saved.image });
  });

  it('keeps, reorders, changes and deletes blocks by id, and keeps the cover and description left out', async () => {
    const page = await read();
    const [about, handout, trailer] = unitsOf(page) as [InfoUnitInput, InfoUnitInput, InfoUnitInput];
    const saved = await save({
      version: page.version,
      info_units: [trailer, { ...about, content: doc('Why this course, revised') }, textUnit('New block')],
    });
    expect(saved.info_units.map((unit) => unit.id)).toEqual([trailer.id, about.id, expect.any(Number)]);
    expect(saved.info_units.map((unit) => unit.id)).not.toContain(handout.id);
    expect(saved.info_units[1]!.description_formatted).toBe('<p>Why this course, revised</p>');
    expect(saved).toMatchObject({ image: page.image, description: page.description });

    const cleared = await save({ version: saved.version, image: null, description: '', info_units: [] });
    expect(cleared).toMatchObject({ image: null, description: null, info_units: [] });
  });

  it('answers 409 with the server’s page to a save from a stale version, changing nothing', async () => {
    const page = await read();
    await save({ version: page.version, description: 'Theirs', info_units: [textUnit('Their block')] });
    const response = await put({
      version: page.version,
      description: 'Mine',
      info_units: [textUnit('Mine')],
    });
    const conflict = v.parse(publicPageConflictSchema, await expectStatus(response, 409));
    expect(conflict.message).toMatch(/saved this public page after you opened it/);
    expect(conflict.data).toEqual(await read());
    expect(conflict.data).toMatchObject({ description: 'Theirs', version: page.version + 1 });
    // Keep mine: the same content from the server's version is saved.
    const kept = await save({
      version: conflict.data.version,
      description: 'Mine',
      info_units: [textUnit('Mine')],
    });
    expect(kept).toMatchObject({ description: 'Mine', version: page.version + 2 });
  });

  it('lets one of two saves from the same version win; the other is 409', async () => {
    const page = await read();
    const answers = await Promise.all([
      put({ version: page.version, description: 'First', info_units: [] }),
      put({ version: page.version, description: 'Second', info_units: [] }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await read()).version).toBe(page.version + 1);
  });

  it('renders a text’s script inert: the HTML escapes it, and a javascript: link is refused', async () => {
    const page = await read();
    const saved = await save({
      version: page.version,
      description: '<script>alert("description")</script>',
      info_units: [textUnit('<script>alert(1)</script><img src=x onerror=alert(2)>')],
    });
    const html = saved.info_units[0]!.description_formatted!;
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</p>');
    expect(html).not.toMatch(/<script|<img/);
    // The description is plain text: answered as typed, for the page to show as text.
    expect(saved.description).toBe('<script>alert("description")</script>');

    const link: InfoUnitInput = {
      ...newInfoUnit(3),
      content: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'click',
                marks: [{ type: 'link', attrs: { href: 'javascript:alert(3)', target: null } }],
              },
            ],
          },
        ],
      },
    };
    const refused = await put({ version: saved.version, info_units: [link] });
    const body = await expectStatus<{ errors: Record<string, string[]> }>(refused, 422);
    expect(Object.keys(body.errors)).toEqual(['info_units.0.content.content.0.content.0.marks.0.attrs.href']);
  });

  it('answers 422 to malformed bodies and to blocks a public page does not hold', async () => {
    const page = await read();
    const fieldsOf = async (body: unknown) =>
      Object.keys((await expectStatus<{ errors: Record<string, string[]> }>(await put(body), 422)).errors);
    expect(await fieldsOf({ info_units: [] })).toEqual(['version']);
    expect(await fieldsOf({ version: page.version })).toEqual(['info_units']);
    expect(await fieldsOf({ version: page.version, info_units: [{ type_id: 5 }] })).toEqual([
      'info_units.0.type_id',
    ]);
    expect(await fieldsOf({ version: page.version, info_units: [{ type_id: 6 }, { type_id: 7 }] })).toEqual([
      'info_units.0.type_id',
      'info_units.1.type_id',
    ]);
    // A lesson block's own rules hold on the page: files only in audio, video and file blocks.
    expect(
      await fieldsOf({
        version: page.version,
        info_units: [{ type_id: 3, files: [{ uuid: world.fileUuid }] }],
      }),
    ).toEqual(['info_units.0.files']);
    expect(await fieldsOf({ version: page.version, description: 'x'.repeat(5001), info_units: [] })).toEqual([
      'description',
    ]);
    expect(await fieldsOf({ version: page.version, image: 'javascript:alert(1)', info_units: [] })).toEqual([
      'image',
    ]);
    expect(await fieldsOf({ version: page.version, image: '/somewhere/else.png', info_units: [] })).toEqual([
      'image',
    ]);
    expect((await read()).version).toBe(page.version);
  });

  it('refuses (422) blocks and files that are not the page’s or the author’s, the same way for every school', async () => {
    const page = await save({ ...(await current()), info_units: [textUnit('Kept')] });
    const lesson = await readLesson(world.expert, world.courseId, world.lessonId);
    const lessonUnit = lesson.sections[0]!.info_units[0]!;
    const refusalOf = async (body: unknown) =>
      expectStatus<{ message: string; errors: Record<string, string[]> }>(await put(body), 422);

    const ofLesson = await refusalOf({ version: page.version, info_units: [unitDraftOf(lessonUnit)] });
    const ofNothing = await refusalOf({
      version: page.version,
      info_units: [{ ...textUnit('x'), id: 2_000_000_000 }],
    });
    expect(ofLesson).toEqual(ofNothing);
    expect(ofLesson.errors).toEqual({ 'info_units.0.id': ['This block is not one of the public page’s.'] });

    const files = (uuid: string): InfoUnitInput => ({
      ...newInfoUnit(4),
      files: [{ uuid, allow_doc_download: null, allow_doc_preview: null }],
    });
    const rivalFile = await refusalOf({ version: page.version, info_units: [files(world.rivalFileUuid)] });
    const noFile = await refusalOf({ version: page.version, info_units: [files(crypto.randomUUID())] });
    expect(rivalFile).toEqual(noFile);
    expect(Object.keys(rivalFile.errors)).toEqual(['info_units.0.files.0.uuid']);

    const rivalCover = await refusalOf({
      version: page.version,
      image: coverAddressOf(rivalCoverUuid),
      info_units: [],
    });
    const noCover = await refusalOf({
      version: page.version,
      image: coverAddressOf(crypto.randomUUID()),
      info_units: [],
    });
    const pdfCover = await refusalOf({
      version: page.version,
      image: coverAddressOf(world.fileUuid),
      info_units: [],
    });
    expect(rivalCover).toEqual(noCover);
    expect(pdfCover).toEqual(noCover);
    expect(noCover.errors).toEqual({
      image: ['A cover is a JPEG, PNG or WebP image of yours or of your school.'],
    });
    expect(await read()).toEqual(page);
  });

  it('keeps the page and the lessons apart: a page block is not a lesson’s (422) and a page save leaves the lessons', async () => {
    const page = await save({ ...(await current()), info_units: [textUnit('Page only')] });
    const lesson = await readLesson(world.expert, world.courseId, world.lessonId);
    const draft = lessonDraftOf(lesson);
    const intruder = unitDraftOf(page.info_units[0]!);
    const response = await world.expert.send('PUT', lessonPath(world.courseId, world.lessonId), {
      ...draft,
      sections: [
        { ...draft.sections[0]!, info_units: [...draft.sections[0]!.info_units, intruder] },
        ...draft.sections.slice(1),
      ],
    });
    const body = await expectStatus<{ errors: Record<string, string[]> }>(response, 422);
    expect(Object.values(body.errors)).toEqual([['This block is not one of the lesson’s.']]);
    expect(await readLesson(world.expert, world.courseId, world.lessonId)).toEqual(lesson);

    // The demo course's page save leaves its lessons' blocks where they are.
    const demo = await read(world.expert, world.courseId);
    await expectStatus(
      await put(
        { version: demo.version, info_units: [...unitsOf(demo), textUnit('On the demo page')] },
        world.expert,
        world.courseId,
      ),
      200,
    );
    expect((await readLesson(world.expert, world.courseId, world.lessonId)).sections).toEqual(
      lesson.sections,
    );
  });

  it('is 404 to another school (as for no course), 403 to a curator and a student, 401 to the signed-out', async () => {
    const page = await read();
    const body = { version: page.version, description: 'Taken over', info_units: [] };
    const foreign = await put(body, world.rival);
    const missing = await put(body, world.rival, 2_000_000_000);
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(await foreign.json()).toEqual(await missing.json());
    expect((await put(body, world.curator)).status).toBe(403);
    expect((await put(body, world.student)).status).toBe(403);
    expect((await world.server.request(pagePath(courseId), { method: 'PUT' })).status).toBe(401);
    expect(await read()).toEqual(page);
  });
});

/** The page as a save of itself. */
async function current(): Promise<PublicPageSaveRequest & { version: number }> {
  const page = await read();
  return {
    version: page.version,
    image: page.image,
    description: page.description,
    info_units: unitsOf(page),
  };
}

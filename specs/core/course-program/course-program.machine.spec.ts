import { describe, expect, it } from 'vitest';
import { withLessonChanged } from '../../../core/course-program/index.ts';
import { fakeProgramServer, flush, httpError, shape, startProgram } from './course-program.fakes.ts';

/** A program page loaded against a fake server whose calls wait for the spec. */
async function loaded() {
  const page = startProgram(fakeProgramServer());
  await page.server.answer();
  expect(page.view().load).toBe('ready');
  return page;
}

describe('loading the program', () => {
  it('shows the loader, then the sections in order with their lessons', async () => {
    const page = startProgram();
    expect(page.view()).toMatchObject({ load: 'loading', sections: [], canEdit: false });
    await page.server.answer();
    expect(page.view()).toMatchObject({ load: 'ready', save: 'saved', lessonCount: 4 });
    expect(page.view().course?.title).toBe('Ukrainian for beginners');
    expect(shape(page.view().program)).toEqual([
      [11, [101, 102]],
      [12, [103, 104]],
      [13, []],
    ]);
  });

  it('a failed load shows the error; Retry loads again', async () => {
    const page = startProgram();
    await page.server.fail(httpError(500, 'The database is asleep.'));
    expect(page.view()).toMatchObject({
      load: 'failed',
      error: { operation: 'load', message: 'The database is asleep.' },
    });
    page.actor.send({ type: 'lesson.move', lessonId: 101, sectionId: 12, to: 0 });
    expect(page.server.calls).toHaveLength(1);
    page.actor.send({ type: 'program.load' });
    expect(page.view().load).toBe('loading');
    await page.server.answer();
    expect(page.view()).toMatchObject({ load: 'ready', error: null });
  });
});

describe('moves', () => {
  it('show at once and are saved as the whole arrangement', async () => {
    const { actor, server, view } = await loaded();
    actor.send({ type: 'lesson.move', lessonId: 101, sectionId: 12, to: 1 });
    expect(shape(view().program)).toEqual([
      [11, [102]],
      [12, [103, 101, 104]],
      [13, []],
    ]);
    expect(view().save).toBe('saving');
    expect(server.held.map((call) => [call.name, call.input])).toEqual([
      [
        'arrangeProgram',
        {
          courseId: 3,
          arrangement: {
            sections: [
              { id: 11, lesson_ids: [102] },
              { id: 12, lesson_ids: [103, 101, 104] },
              { id: 13, lesson_ids: [] },
            ],
          },
        },
      ],
    ]);
    await server.answer();
    expect(view().save).toBe('saved');
    expect(shape(server.stored())).toEqual(shape(view().program));
  });

  it('made while an arrangement is on its way go together in one next write, never two at once', async () => {
    const { actor, server, view } = await loaded();
    actor.send({ type: 'section.move', sectionId: 13, to: 0 });
    actor.send({ type: 'lesson.move', lessonId: 104, sectionId: 11, to: 0 });
    actor.send({ type: 'lesson.move', lessonId: 102, sectionId: 13, to: 0 });
    actor.send({ type: 'section.move', sectionId: 12, to: 0 });
    expect(server.held).toHaveLength(1);
    await server.answer();
    expect(server.held).toHaveLength(1);
    expect(server.calls.filter((call) => call.name === 'arrangeProgram')).toHaveLength(2);
    await server.answer();
    expect(server.held).toHaveLength(0);
    expect(shape(view().program)).toEqual([
      [12, [103]],
      [13, [102]],
      [11, [104, 101]],
    ]);
    expect(shape(server.stored())).toEqual(shape(view().program));
  });

  it('moved and moved back while a write is on its way send nothing more', async () => {
    const { actor, server } = await loaded();
    actor.send({ type: 'lesson.move', lessonId: 101, sectionId: 11, to: 1 });
    actor.send({ type: 'lesson.move', lessonId: 103, sectionId: 13, to: 0 });
    actor.send({ type: 'lesson.move', lessonId: 103, sectionId: 12, to: 0 });
    await server.answer();
    expect(server.held).toHaveLength(0);
    expect(server.calls.filter((call) => call.name === 'arrangeProgram')).toHaveLength(1);
  });

  it('that change nothing are not taken', async () => {
    const { actor, server } = await loaded();
    actor.send({ type: 'lesson.move', lessonId: 101, sectionId: 11, to: 0 });
    actor.send({ type: 'section.move', sectionId: 11, to: 0 });
    actor.send({ type: 'lesson.move', lessonId: 999, sectionId: 11, to: 0 });
    actor.send({ type: 'lesson.move', lessonId: 101, sectionId: 999, to: 0 });
    expect(server.held).toHaveLength(0);
  });

  it('that fail restore the program the server last answered and tell why; Retry sends them again', async () => {
    const { actor, server, view } = await loaded();
    const before = shape(view().program);
    actor.send({ type: 'lesson.move', lessonId: 101, sectionId: 13, to: 0 });
    actor.send({ type: 'lesson.move', lessonId: 103, sectionId: 11, to: 0 });
    await server.fail(httpError(503, 'The server is busy.'));
    expect(view()).toMatchObject({
      save: 'failed',
      canEdit: false,
      error: { operation: 'arrange', message: 'The server is busy.', status: 503 },
    });
    expect(shape(view().program)).toEqual(before);
    // No edit is taken until the person retries or discards.
    actor.send({ type: 'section.move', sectionId: 13, to: 0 });
    expect(shape(view().program)).toEqual(before);
    actor.send({ type: 'save.retry' });
    const wanted = [
      [11, [103, 102]],
      [12, [104]],
      [13, [101]],
    ];
    expect(shape(view().program)).toEqual(wanted);
    expect(view()).toMatchObject({ save: 'saving', error: null });
    await server.answer();
    expect(shape(server.stored())).toEqual(wanted);
    expect(view().save).toBe('saved');
  });

  it('that fail can be discarded: the program is read again from the server', async () => {
    const { actor, server, view } = await loaded();
    actor.send({ type: 'lesson.move', lessonId: 101, sectionId: 13, to: 0 });
    await server.fail();
    server.elsewhere((program) => withLessonChanged(program, 102, { title: 'Hello and goodbye' }));
    actor.send({ type: 'save.discard' });
    expect(server.held.map((call) => call.name)).toEqual(['loadProgram']);
    await server.answer();
    expect(view()).toMatchObject({ save: 'saved', error: null, canEdit: true });
    expect(view().sections[0]!.lessons.map((lesson) => lesson.title)).toEqual([
      'The alphabet',
      'Hello and goodbye',
    ]);
  });
});

describe('sections', () => {
  it('are created (shown once the server answers), renamed at once, and moved', async () => {
    const { actor, server, view } = await loaded();
    actor.send({ type: 'section.create', title: '  Listening  ' });
    expect(view().creatingSections).toEqual(['Listening']);
    expect(view().sections).toHaveLength(3);
    await server.answer();
    expect(view().creatingSections).toEqual([]);
    const listening = view().sections.at(-1)!;
    expect(listening).toMatchObject({ title: 'Listening', lessons: [] });
    actor.send({ type: 'section.rename', sectionId: listening.id, title: 'Listening practice' });
    expect(view().sections.at(-1)!.title).toBe('Listening practice');
    await server.answer();
    expect(server.stored().sections.at(-1)!.title).toBe('Listening practice');
  });

  it('refuse a blank title, a title over 200 characters and the same title again', async () => {
    const { actor, server } = await loaded();
    actor.send({ type: 'section.create', title: '   ' });
    actor.send({ type: 'section.create', title: 'x'.repeat(201) });
    actor.send({ type: 'section.rename', sectionId: 11, title: '' });
    actor.send({ type: 'section.rename', sectionId: 11, title: ' Reading and greeting ' });
    expect(server.held).toHaveLength(0);
    actor.send({ type: 'section.create', title: 'x'.repeat(200) });
    expect(server.held).toHaveLength(1);
  });

  it('deleted go with their lessons once the server answers; the deletion is told while it waits', async () => {
    const { actor, server, view } = await loaded();
    actor.send({ type: 'section.delete', sectionId: 11 });
    expect(view()).toMatchObject({ deleting: true });
    expect(view().sections[0]).toMatchObject({ id: 11, deleting: true });
    actor.send({ type: 'section.delete', sectionId: 11 });
    expect(server.held).toHaveLength(1);
    await server.answer();
    expect(view().deleting).toBe(false);
    expect(shape(view().program)).toEqual([
      [12, [103, 104]],
      [13, []],
    ]);
    expect(view().lessonCount).toBe(2);
  });
});

describe('lessons', () => {
  it('are created at the end of their section with the server’s id; moves made meanwhile are laid on the answer', async () => {
    const { actor, server, view } = await loaded();
    actor.send({ type: 'lesson.create', sectionId: 13, title: 'Songs' });
    expect(view().sections[2]!.creatingLessons).toEqual(['Songs']);
    actor.send({ type: 'lesson.move', lessonId: 101, sectionId: 13, to: 0 });
    expect(shape(view().program)[2]).toEqual([13, [101]]);
    await server.answer();
    const created = server.stored().sections[2]!.lessons[0]!;
    expect(created.title).toBe('Songs');
    // The move waits behind the creation and is laid on the program with the new lesson.
    expect(shape(view().program)[2]).toEqual([13, [101, created.id]]);
    expect(view().sections[2]!.creatingLessons).toEqual([]);
    await server.answer();
    expect(shape(server.stored())[2]).toEqual([13, [101, created.id]]);
  });

  it('are renamed at once from their version, the content left alone', async () => {
    const { actor, server, view } = await loaded();
    actor.send({ type: 'lesson.rename', lessonId: 102, title: 'Hello and goodbye' });
    expect(view().sections[0]!.lessons[1]!.title).toBe('Hello and goodbye');
    expect(server.held[0]).toMatchObject({
      name: 'renameLesson',
      input: { courseId: 3, lessonId: 102, title: 'Hello and goodbye', version: 1 },
    });
    await server.answer();
    actor.send({ type: 'lesson.rename', lessonId: 102, title: 'Greetings again' });
    // The next rename names the version the first one made.
    expect(server.held[0]!.input).toMatchObject({ version: 2 });
  });

  it('whose rename meets a newer version (409): the program is read again and the person told', async () => {
    const { actor, server, view } = await loaded();
    server.elsewhere((program) =>
      withLessonChanged(program, 102, { title: 'Greetings, edited', version: 5 }),
    );
    actor.send({ type: 'lesson.rename', lessonId: 102, title: 'Hello and goodbye' });
    await server.answer();
    expect(server.held.map((call) => call.name)).toEqual(['loadProgram']);
    expect(view().notice).toEqual({ kind: 'lessonChanged', lessonId: 102, title: 'Hello and goodbye' });
    await server.answer();
    expect(view().sections[0]!.lessons[1]).toMatchObject({ title: 'Greetings, edited', version: 5 });
    expect(view()).toMatchObject({ save: 'saved', error: null });
    actor.send({ type: 'notice.dismiss' });
    expect(view().notice).toBeNull();
  });

  it('treat a bare 409 error the same way', async () => {
    const { actor, server, view } = await loaded();
    actor.send({ type: 'lesson.rename', lessonId: 101, title: 'Letters' });
    await server.fail(httpError(409, 'Someone saved this lesson.'));
    expect(view().notice).toMatchObject({ lessonId: 101 });
    expect(server.held.map((call) => call.name)).toEqual(['loadProgram']);
  });

  it('whose rename fails otherwise get their title back, with Retry', async () => {
    const { actor, server, view } = await loaded();
    actor.send({ type: 'lesson.rename', lessonId: 101, title: 'Letters' });
    await server.fail(httpError(500, 'Down.'));
    expect(view().sections[0]!.lessons[0]!.title).toBe('The alphabet');
    expect(view().error).toMatchObject({ operation: 'lesson.rename', message: 'Down.' });
    actor.send({ type: 'save.retry' });
    expect(view().sections[0]!.lessons[0]!.title).toBe('Letters');
    await server.answer();
    expect(server.stored().sections[0]!.lessons[0]!.title).toBe('Letters');
  });

  it('are deleted once the server answers; a rename queued behind for them is dropped', async () => {
    const { actor, server, view } = await loaded();
    actor.send({ type: 'lesson.delete', lessonId: 103 });
    actor.send({ type: 'lesson.rename', lessonId: 103, title: 'Never mind' });
    actor.send({ type: 'lesson.create', sectionId: 12, title: '  ' });
    await server.answer();
    expect(shape(view().program)[1]).toEqual([12, [104]]);
    expect(server.held).toHaveLength(0);
    expect(view().save).toBe('saved');
  });

  it('outside every section can be moved into one; nothing moves out of the sections', async () => {
    const server = fakeProgramServer({
      ...fakeProgramServer().stored(),
      lessons_without_section: [
        {
          ...fakeProgramServer().stored().sections[0]!.lessons[0]!,
          id: 150,
          title: 'Old lesson',
          course_nodeble_id: null,
        },
      ],
    });
    const page = startProgram(server);
    await server.answer();
    expect(page.view().lessonsWithoutSection.map((lesson) => lesson.id)).toEqual([150]);
    page.actor.send({ type: 'lesson.move', lessonId: 150, sectionId: 13, to: 0 });
    expect(page.view().lessonsWithoutSection).toEqual([]);
    await server.answer();
    expect(shape(server.stored())[2]).toEqual([13, [150]]);
    expect(server.stored().lessons_without_section).toEqual([]);
  });
});

describe('writes run one at a time, in the order made', () => {
  it('a creation, a rename and moves made together reach the server in order', async () => {
    const page = startProgram();
    await page.server.answer();
    page.server.setAutoAnswer(true);
    page.actor.send({ type: 'section.create', title: 'Grammar' });
    page.actor.send({ type: 'section.rename', sectionId: 12, title: 'About you' });
    page.actor.send({ type: 'lesson.move', lessonId: 101, sectionId: 12, to: 0 });
    page.actor.send({ type: 'section.move', sectionId: 12, to: 0 });
    await flush();
    expect(page.server.calls.map((call) => call.name)).toEqual([
      'loadProgram',
      'createSection',
      'renameSection',
      'arrangeProgram',
    ]);
    expect(shape(page.server.stored())).toEqual(shape(page.view().program));
    expect(page.server.stored().sections.map((section) => section.title)).toEqual([
      'About you',
      'Reading and greeting',
      'Extras',
      'Grammar',
    ]);
  });
});

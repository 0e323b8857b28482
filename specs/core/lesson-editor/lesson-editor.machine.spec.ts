import { describe, expect, it } from 'vitest';
import {
  COURSE_SEARCH_DEBOUNCE_MS,
  type EditorLesson,
  SAVE_DEBOUNCE_MS,
  SAVE_MAX_WAIT_MS,
} from '../../../core/lesson-editor/index.ts';
import {
  fakeLessonServer,
  httpError,
  lessonFixture,
  programFixture,
  settle,
  startEditor,
} from './lesson-editor.fakes.ts';

const sectionNames = (lesson: EditorLesson | null) => lesson?.sections.map((section) => section.name);

async function loaded(options: Parameters<typeof startEditor>[0] = {}) {
  const editor = startEditor(options);
  await settle();
  return editor;
}

describe('lesson editor: loading and the active section (spec 1 §4)', () => {
  it('loads the lesson and opens the section the route names', async () => {
    const editor = startEditor({ input: { section: 1 } });
    expect(editor.view()).toMatchObject({ phase: 'loading', loading: { all: true }, canEdit: false });
    await settle();
    expect(editor.view()).toMatchObject({
      phase: 'clean',
      activeSection: 1,
      loading: { all: false },
      canEdit: true,
    });
    expect(editor.view().activeSectionContent?.name).toBe('Practice');
  });

  it('opens the first section without a section query or with one the lesson lacks', async () => {
    expect((await loaded()).view().activeSection).toBe(0);
    expect((await loaded({ input: { section: 9 } })).view().activeSection).toBe(0);
    expect((await loaded({ input: { section: -1 } })).view().activeSection).toBe(0);
  });

  it('has no active section (-1) in a lesson without sections', async () => {
    const editor = await loaded({ server: fakeLessonServer(lessonFixture({ sections: [] })) });
    expect(editor.view()).toMatchObject({ activeSection: -1, activeSectionContent: null });
  });

  it('stores a failed load and loads again on request', async () => {
    const server = fakeLessonServer();
    server.state.loadError = httpError(404, 'No such lesson.');
    const editor = await loaded({ server });
    expect(editor.view()).toMatchObject({
      phase: 'loadFailed',
      error: { operation: 'load', message: 'No such lesson.', status: 404 },
    });
    server.state.loadError = null;
    editor.send({ type: 'lesson.load' });
    await settle();
    expect(editor.view()).toMatchObject({ phase: 'clean', error: null, activeSection: 0 });
  });

  it('selects only a section the lesson has', async () => {
    const editor = await loaded();
    editor.send({ type: 'section.select', index: 1 });
    expect(editor.view().activeSection).toBe(1);
    editor.send({ type: 'section.select', index: 2 });
    editor.send({ type: 'section.select', index: -1 });
    expect(editor.view().activeSection).toBe(1);
  });

  it('makes an added section active and saves it at once; the server gives it an id', async () => {
    const editor = await loaded();
    editor.send({ type: 'section.add', name: 'Reflect' });
    expect(editor.view()).toMatchObject({ activeSection: 2, phase: 'saving' });
    expect(editor.view().loading).toMatchObject({ save: true, section: true, settings: false });
    expect(editor.server.sent).toHaveLength(1);
    editor.server.answerSave();
    await settle();
    expect(editor.view().phase).toBe('clean');
    expect(editor.view().sections[2]).toMatchObject({ name: 'Reflect', order: 3 });
    expect(editor.view().sections[2]?.id).toEqual(expect.any(Number));
  });

  it('moves to the previous section when the active one is deleted, else to the first', async () => {
    const editor = await loaded();
    editor.server.state.autoAnswer = true;
    editor.send({ type: 'section.add', name: 'Third' });
    editor.send({ type: 'section.select', index: 1 });
    editor.send({ type: 'section.delete', index: 1 });
    await settle();
    expect(editor.view()).toMatchObject({ activeSection: 0, phase: 'clean' });
    expect(sectionNames(editor.server.stored)).toEqual(['Watch', 'Third']);

    const first = await loaded();
    first.server.state.autoAnswer = true;
    first.send({ type: 'section.delete', index: 0 });
    await settle();
    expect(first.view().activeSection).toBe(0);
    expect(first.view().activeSectionContent?.name).toBe('Practice');
    first.send({ type: 'section.delete', index: 0 });
    await settle();
    expect(first.view()).toMatchObject({ activeSection: -1, sections: [] });
  });

  it('keeps the same section active when another is deleted or the sections move', async () => {
    const editor = await loaded({ input: { section: 1 } });
    editor.server.state.autoAnswer = true;
    editor.send({ type: 'section.add', name: 'Third' });
    await settle();
    editor.send({ type: 'section.select', index: 1 });
    editor.send({ type: 'section.move', from: 1, to: 2 });
    await settle();
    expect(editor.view().activeSectionContent?.name).toBe('Practice');
    editor.send({ type: 'section.delete', index: 0 });
    await settle();
    expect(editor.view().activeSectionContent?.name).toBe('Practice');
    expect(editor.view().sections.map((section) => section.order)).toEqual([1, 2]);
  });
});

describe('lesson editor: saves are queued and coalesced', () => {
  it('ten quick keystrokes give one save with all of them, after the pause', async () => {
    const editor = await loaded();
    for (let key = 1; key <= 10; key += 1) {
      editor.send({ type: 'settings.change', changes: { title: 'Intro'.padEnd(5 + key, '!') }, typed: true });
      expect(editor.view().lesson?.title).toBe('Intro'.padEnd(5 + key, '!'));
      await editor.wait(100);
    }
    expect(editor.view()).toMatchObject({ phase: 'pending', hasUnsavedChanges: true });
    expect(editor.server.sent).toHaveLength(0);
    await editor.wait(SAVE_DEBOUNCE_MS - 100 - 1);
    expect(editor.server.sent).toHaveLength(0);
    await editor.wait(1);
    expect(editor.server.sent).toHaveLength(1);
    expect(editor.server.sent[0]?.lesson).toMatchObject({ title: 'Intro!!!!!!!!!!', version: 1 });
    expect(editor.view().loading).toMatchObject({ save: true, settings: true, section: false });
    editor.server.answerSave();
    await settle();
    expect(editor.view()).toMatchObject({ phase: 'clean', hasUnsavedChanges: false });
    expect(editor.server.stored).toMatchObject({ title: 'Intro!!!!!!!!!!', version: 2 });
  });

  it('saves typing that never pauses at least every SAVE_MAX_WAIT_MS', async () => {
    const editor = await loaded();
    const step = SAVE_DEBOUNCE_MS / 2;
    let elapsed = 0;
    let typed = '';
    for (; elapsed + step < SAVE_MAX_WAIT_MS; elapsed += step) {
      typed = `Watch ${elapsed}`;
      editor.send({ type: 'section.rename', index: 0, name: typed, typed: true });
      await editor.wait(step);
    }
    await editor.wait(SAVE_MAX_WAIT_MS - elapsed - 1);
    expect(editor.server.sent).toHaveLength(0);
    await editor.wait(1);
    expect(editor.server.sent).toHaveLength(1);
    expect(editor.server.sent[0]?.lesson.sections[0]?.name).toBe(typed);
  });

  it('sends a click (a toggle, a block added) at once, with the typing waiting before it', async () => {
    const editor = await loaded();
    editor.send({ type: 'unit.change', index: 1, changes: { text: 'Hello there' }, typed: true });
    editor.send({ type: 'settings.change', changes: { is_public: true } });
    expect(editor.server.sent).toHaveLength(1);
    expect(editor.server.sent[0]?.lesson).toMatchObject({ is_public: true });
    expect(editor.server.sent[0]?.lesson.sections[0]?.info_units[1]).toMatchObject({ text: 'Hello there' });
  });

  it('keeps one save in flight; edits made meanwhile go after it, on the new version and ids', async () => {
    const editor = await loaded();
    editor.send({ type: 'section.add', name: 'New' });
    expect(editor.server.waiting).toBe(1);
    editor.send({ type: 'section.rename', index: 2, name: 'New name', typed: true });
    editor.send({ type: 'unit.add', typeId: 3, fields: { text: 'Fresh' } });
    await editor.wait(SAVE_DEBOUNCE_MS * 3);
    expect(editor.server.sent).toHaveLength(1);
    expect(editor.view()).toMatchObject({ phase: 'saving' });
    expect(editor.view().sections[2]).toMatchObject({ name: 'New name', info_units: [{ text: 'Fresh' }] });

    editor.server.answerSave();
    await settle();
    expect(editor.view().sections[2]).toMatchObject({ id: expect.any(Number), name: 'New name' });
    expect(editor.view().sections[2]?.info_units).toHaveLength(1);
    // the block was a click: the second save leaves at once, carrying the rename too
    expect(editor.server.sent).toHaveLength(2);
    const second = editor.server.sent[1]!.lesson;
    expect(second.version).toBe(2);
    expect(second.sections[2]).toMatchObject({ id: expect.any(Number), name: 'New name' });
    expect(second.sections[2]?.info_units[0]).toMatchObject({ id: null, type_id: 3, text: 'Fresh' });
    editor.server.answerSave();
    await settle();
    expect(editor.view().phase).toBe('clean');
    expect(editor.server.stored.sections).toHaveLength(3);
    expect(editor.view().lesson).toEqual(editor.server.stored);
  });

  it('keeps the screen key of a block added here once the server names it, so its editor is not rebuilt', async () => {
    const editor = await loaded();
    editor.send({ type: 'unit.add', typeId: 3, fields: { client_key: 'added-1' } });
    editor.send({ type: 'unit.add', typeId: 4, fields: { client_key: 'added-2' } });
    // the first add left at once; the second waits for it and goes in the next save
    editor.server.answerSave();
    await settle();
    expect(editor.view().sections[0]?.info_units.slice(-2)).toMatchObject([
      { id: expect.any(Number), client_key: 'added-1' },
      { id: null, client_key: 'added-2' },
    ]);
    editor.server.answerSave();
    await settle();
    expect(editor.server.stored.sections[0]?.info_units.some((unit) => 'client_key' in unit)).toBe(false);
    const units = editor.view().sections[0]?.info_units ?? [];
    expect(units.slice(-2)).toMatchObject([
      { id: expect.any(Number), client_key: 'added-1' },
      { id: expect.any(Number), client_key: 'added-2' },
    ]);
  });

  it('sends typing made during a save after the pause that follows it', async () => {
    const editor = await loaded();
    editor.send({ type: 'settings.change', changes: { is_public: true } });
    editor.send({ type: 'settings.change', changes: { title: 'Later' }, typed: true });
    editor.server.answerSave();
    await settle();
    expect(editor.view().phase).toBe('pending');
    await editor.wait(SAVE_DEBOUNCE_MS);
    expect(editor.server.sent.map((save) => save.lesson.title)).toEqual(['Intro', 'Later']);
  });

  it('saves at once on flush (leaving the page)', async () => {
    const editor = await loaded();
    editor.send({ type: 'settings.change', changes: { title: 'Quick' }, typed: true });
    editor.send({ type: 'save.flush' });
    expect(editor.server.sent).toHaveLength(1);
  });

  it('takes no edit that changes nothing, and starts no save for it', async () => {
    const editor = await loaded();
    editor.send({ type: 'settings.change', changes: { title: 'Intro' } });
    editor.send({ type: 'section.rename', index: 5, name: 'Nowhere' });
    editor.send({ type: 'unit.delete', index: 9 });
    editor.send({ type: 'unit.add', typeId: 42 });
    editor.send({ type: 'settings.change', changes: { id: 1, version: 9, sections: [] } });
    expect(editor.view()).toMatchObject({ phase: 'clean', hasUnsavedChanges: false });
    expect(editor.server.sent).toHaveLength(0);
  });

  it('edits, moves and deletes blocks of the active section, renumbering their places', async () => {
    const editor = await loaded();
    editor.server.state.autoAnswer = true;
    editor.send({ type: 'unit.add', typeId: 4 });
    editor.send({ type: 'unit.move', from: 2, to: 0 });
    editor.send({ type: 'unit.delete', index: 1 });
    await settle();
    const units = editor.server.stored.sections[0]?.info_units ?? [];
    expect(units.map((unit) => [unit.type_id, unit.order])).toEqual([
      [4, 1],
      [3, 2],
    ]);
  });
});

describe('lesson editor: a failed save', () => {
  async function failedOnce() {
    const editor = await loaded();
    editor.send({ type: 'section.rename', index: 0, name: 'Watch first', typed: true });
    editor.send({ type: 'unit.delete', index: 0 });
    editor.send({ type: 'settings.change', changes: { title: 'Typed during the save' }, typed: true });
    editor.server.failSave(httpError(500, 'Server error'));
    await settle();
    return editor;
  }

  it('restores the last saved lesson and stores the error', async () => {
    const editor = await failedOnce();
    expect(editor.view()).toMatchObject({
      phase: 'failed',
      canEdit: false,
      hasUnsavedChanges: true,
      error: { operation: 'save', message: 'Server error', status: 500 },
    });
    expect(editor.view().lesson).toEqual(lessonFixture());
    expect(editor.view().loading.save).toBe(false);
  });

  it('keeps everything typed, even during the failing save, as the draft a Retry resends', async () => {
    const editor = await failedOnce();
    const draft = editor.view().failedDraft;
    expect(draft).toMatchObject({ title: 'Typed during the save', version: 1 });
    expect(draft?.sections[0]).toMatchObject({ name: 'Watch first' });
    expect(draft?.sections[0]?.info_units).toHaveLength(1);

    editor.send({ type: 'settings.change', changes: { title: 'refused while failed' } });
    expect(editor.view().lesson?.title).toBe('Intro');

    editor.send({ type: 'save.retry' });
    expect(editor.view()).toMatchObject({ phase: 'saving', error: null });
    expect(editor.view().lesson).toEqual(draft);
    expect(editor.server.sent.at(-1)?.lesson).toEqual(draft);
    editor.server.answerSave();
    await settle();
    expect(editor.view().phase).toBe('clean');
    expect(editor.server.stored).toMatchObject({ title: 'Typed during the save', version: 2 });
  });

  it('lets the draft go on discard', async () => {
    const editor = await failedOnce();
    editor.send({ type: 'save.discard' });
    expect(editor.view()).toMatchObject({ phase: 'clean', hasUnsavedChanges: false, error: null });
    expect(editor.view().lesson).toEqual(lessonFixture());
  });

  it('moves the active section back into the restored lesson', async () => {
    const editor = await loaded();
    editor.send({ type: 'section.add', name: 'Doomed' });
    expect(editor.view().activeSection).toBe(2);
    editor.server.failSave(new TypeError('Failed to fetch'));
    await settle();
    expect(editor.view()).toMatchObject({
      activeSection: 0,
      error: { message: 'Failed to fetch', status: null },
    });
  });
});

describe('lesson editor: a save that meets a newer version (409)', () => {
  async function conflicted() {
    const editor = await loaded();
    editor.server.changeElsewhere((lesson) => ({ ...lesson, title: 'From the other tab' }));
    editor.send({ type: 'section.rename', index: 1, name: 'Mine', typed: true });
    editor.send({ type: 'unit.add', typeId: 6 });
    editor.server.answerSave();
    await settle();
    return editor;
  }

  it('holds the server lesson and the draft, with the draft still on screen', async () => {
    const editor = await conflicted();
    expect(editor.view()).toMatchObject({ phase: 'conflict', canResolveConflict: true, canEdit: false });
    const { conflict } = editor.view();
    expect(conflict?.server).toMatchObject({ title: 'From the other tab', version: 2 });
    expect(conflict?.draft.sections[1]).toMatchObject({ name: 'Mine' });
    expect(conflict?.draft.sections[0]?.info_units.at(-1)).toMatchObject({ type_id: 6, id: null });
    expect(editor.view().lesson).toEqual(conflict?.draft);
    expect(editor.server.loads).toHaveLength(1);
  });

  it('reload takes the server lesson', async () => {
    const editor = await conflicted();
    editor.send({ type: 'conflict.reload' });
    expect(editor.view()).toMatchObject({ phase: 'clean', conflict: null, hasUnsavedChanges: false });
    expect(editor.view().lesson).toEqual(editor.server.stored);
    editor.send({ type: 'settings.change', changes: { is_open: true } });
    editor.server.answerSave();
    await settle();
    expect(editor.server.stored).toMatchObject({ title: 'From the other tab', is_open: true, version: 3 });
  });

  it('keep mine resends the draft over the server version', async () => {
    const editor = await conflicted();
    const draft = editor.view().conflict?.draft;
    editor.send({ type: 'conflict.keepMine' });
    expect(editor.view()).toMatchObject({ phase: 'saving', conflict: null });
    const resent = editor.server.sent.at(-1)?.lesson;
    expect(resent).toEqual({ ...draft, version: 2 });
    editor.server.answerSave();
    await settle();
    expect(editor.view().phase).toBe('clean');
    expect(editor.server.stored).toMatchObject({ title: 'Intro', version: 3 });
    expect(editor.server.stored.sections[0]?.info_units.at(-1)).toMatchObject({ type_id: 6 });
  });

  it('keep mine recreates what the other author deleted, rather than naming what is gone', async () => {
    const editor = await loaded();
    editor.server.changeElsewhere((lesson) => ({ ...lesson, sections: lesson.sections.slice(0, 1) }));
    editor.send({ type: 'section.rename', index: 1, name: 'Still mine' });
    editor.server.answerSave();
    await settle();
    editor.send({ type: 'conflict.keepMine' });
    const resent = editor.server.sent.at(-1)?.lesson;
    expect(resent?.sections[0]?.id).toBe(101);
    expect(resent?.sections[1]).toMatchObject({ id: null, name: 'Still mine' });
    expect(resent?.sections[1]?.info_units[0]).toMatchObject({ id: null, type_id: 5 });
    editor.server.answerSave();
    await settle();
    expect(editor.view().phase).toBe('clean');
    expect(editor.server.stored.sections.map((section) => section.name)).toEqual(['Watch', 'Still mine']);
  });

  it("tells the server's sentence, and takes no edit until the person chooses", async () => {
    const editor = await conflicted();
    expect(editor.view().error).toMatchObject({
      operation: 'save',
      status: 409,
      message: 'The lesson was changed elsewhere.',
    });
    const before = editor.view().lesson;
    editor.send({ type: 'settings.change', changes: { title: 'refused' } });
    editor.send({ type: 'save.flush' });
    expect(editor.view().lesson).toBe(before);
    expect(editor.server.sent).toHaveLength(1);
  });

  it('fetches the server version when a 409 comes without it, counting that as part of the save', async () => {
    const editor = await loaded();
    editor.server.state.conflictAsError = true;
    editor.server.changeElsewhere((lesson) => ({ ...lesson, title: 'From the other tab' }));
    editor.send({ type: 'settings.change', changes: { is_public: true } });
    editor.server.answerSave();
    await settle();
    expect(editor.view()).toMatchObject({
      phase: 'conflict',
      canResolveConflict: true,
      loading: { save: false },
    });
    expect(editor.view().conflict?.server).toMatchObject({ title: 'From the other tab' });
    expect(editor.view().conflict?.draft).toMatchObject({ title: 'Intro', is_public: true });
    expect(editor.server.loads).toHaveLength(2);
  });

  it('fails as a save when the server version cannot be fetched after a bare 409', async () => {
    const editor = await loaded();
    editor.server.state.conflictAsError = true;
    editor.server.changeElsewhere((lesson) => lesson);
    editor.send({ type: 'settings.change', changes: { is_public: true } });
    editor.server.state.loadError = httpError(503, 'Unavailable');
    editor.server.answerSave();
    await settle();
    expect(editor.view()).toMatchObject({ phase: 'failed', error: { message: 'Unavailable' } });
    expect(editor.view().failedDraft).toMatchObject({ is_public: true });
  });
});

describe('lesson editor: copying another lesson (spec 1 §4)', () => {
  it('has the server replace the content with a copy (ids dropped, marked copied), and shows it', async () => {
    const editor = await loaded({ input: { section: 1 } });
    editor.send({ type: 'lesson.copy', fromLessonId: 7 });
    expect(editor.view()).toMatchObject({ phase: 'copying', loading: { all: true }, canEdit: false });
    await settle();
    expect(editor.server.copies).toEqual([{ lessonId: 10, fromLessonId: 7, version: 1 }]);
    expect(editor.view()).toMatchObject({ phase: 'clean', activeSection: 0, hasUnsavedChanges: false });
    const [section] = editor.view().sections;
    expect(section).toMatchObject({ name: 'Read', copied: true, order: 1 });
    expect(section?.id).not.toBe(201);
    expect(section?.info_units.map((unit) => [unit.id === 2001 || unit.id === 2002, unit.copied])).toEqual([
      [false, true],
      [false, true],
    ]);
    expect(section?.info_units[1]).toMatchObject({ type_id: 5, quiz_id: null });
    expect(editor.view().lesson).toEqual(editor.server.stored);
    expect(editor.view().lesson).toMatchObject({ title: 'Intro', version: 2 });
  });

  it('is asked only with nothing unsaved, and never into the lesson itself', async () => {
    const editor = await loaded();
    editor.send({ type: 'lesson.copy', fromLessonId: 10 });
    expect(editor.view().phase).toBe('clean');
    editor.send({ type: 'settings.change', changes: { title: 'Typed' }, typed: true });
    expect(editor.view().canCopy).toBe(false);
    editor.send({ type: 'lesson.copy', fromLessonId: 7 });
    editor.send({ type: 'save.flush' });
    expect(editor.view().canCopy).toBe(false);
    editor.send({ type: 'lesson.copy', fromLessonId: 7 });
    expect(editor.server.copies).toEqual([]);
    editor.server.answerSave();
    await settle();
    expect(editor.view().canCopy).toBe(true);
  });

  it('stores a failed copy and keeps the lesson', async () => {
    const editor = await loaded();
    editor.send({ type: 'lesson.copy', fromLessonId: 8 });
    await settle();
    expect(editor.view()).toMatchObject({ phase: 'clean', error: { operation: 'copy', status: 404 } });
    expect(editor.view().lesson).toEqual(lessonFixture());
  });

  it('shows the newer version a copy met (another tab), and tells why nothing was copied', async () => {
    const editor = await loaded();
    editor.server.changeElsewhere((lesson) => ({ ...lesson, title: 'From the other tab' }));
    editor.send({ type: 'lesson.copy', fromLessonId: 7 });
    await settle();
    expect(editor.view()).toMatchObject({
      phase: 'clean',
      lesson: { title: 'From the other tab', version: 2 },
      error: { operation: 'copy', status: 409 },
    });
    expect(editor.view().sections.map((section) => section.name)).toEqual(['Watch', 'Practice']);
  });
});

describe('lesson editor: program, course search, new lesson and flags', () => {
  it('loads the program on request (program flag)', async () => {
    const program = { ...programFixture, course: { ...programFixture.course, title: 'Shown' } };
    const editor = await loaded({ program });
    editor.send({ type: 'program.load' });
    expect(editor.view().loading.program).toBe(true);
    await settle();
    expect(editor.view()).toMatchObject({ program, loading: { program: false } });
  });

  it('searches courses for the copy dialog once the search text rests (courses flag)', async () => {
    const courses = [
      {
        id: 3,
        title: 'Course',
        slug: 'course',
        type_id: 1,
        lessons: [{ id: 7, title: 'Source', slug: 'source', course_nodeble_id: null }],
      },
    ];
    const editor = await loaded({ courses });
    const before = editor.view().lesson;
    editor.send({ type: 'courses.search', search: 'So' });
    // the search is a side region: the lesson stays on screen as it was, never loaded again
    expect(editor.view()).toMatchObject({ phase: 'clean', loading: { all: false } });
    expect(editor.view().lesson).toBe(before);
    await editor.wait(COURSE_SEARCH_DEBOUNCE_MS / 2);
    editor.send({ type: 'courses.search', search: 'Sou' });
    expect(editor.view().loading.courses).toBe(true);
    expect(editor.view().lesson).toBe(before);
    await editor.wait(COURSE_SEARCH_DEBOUNCE_MS);
    expect(editor.searches).toEqual(['Sou']);
    expect(editor.view()).toMatchObject({ courses, loading: { courses: false } });
  });

  it('creates a lesson (create flag), tells the page and refreshes a shown program', async () => {
    const editor = await loaded();
    editor.send({ type: 'program.load' });
    await settle();
    editor.send({ type: 'lesson.create', title: '   ' });
    expect(editor.view().loading.create).toBe(false);
    editor.send({ type: 'lesson.create', title: ' Next lesson ' });
    expect(editor.view().loading.create).toBe(true);
    await settle();
    expect(editor.created).toEqual(['Next lesson']);
    expect(editor.emitted).toEqual([{ type: 'lesson.created', lessonId: 99 }]);
    expect(editor.view().loading.create).toBe(false);
    expect(editor.programLoads).toBe(2);
  });

  it('keeps the production-mode flag and the auto time zone toggle', async () => {
    const editor = await loaded({ input: { autoTimezone: true } });
    expect(editor.view()).toMatchObject({ isProduction: false, autoTimezone: true });
    editor.send({ type: 'production.detected', isProduction: true });
    editor.send({ type: 'autoTimezone.toggle' });
    expect(editor.view()).toMatchObject({ isProduction: true, autoTimezone: false });
  });

  it('clears the stored errors on dismiss', async () => {
    const editor = await loaded();
    editor.send({ type: 'lesson.copy', fromLessonId: 8 });
    await settle();
    expect(editor.view().error).not.toBeNull();
    editor.send({ type: 'error.dismiss' });
    expect(editor.view().error).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { type AnyEventObject, initialTransition, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  type EditorLesson,
  type LessonEditorEvent,
  type LessonEditorInput,
  type LessonEditorSnapshot,
  lessonEditorMachine,
  replayEdits,
  selectLessonEditorView,
  selectLoading,
} from '../../../core/lesson-editor/index.ts';
import { leafStateValues } from '../quiz/state-leaves.ts';
import { httpError, lessonFixture, programFixture } from './lesson-editor.fakes.ts';

const MAX_SECTIONS = 3;
const MAX_UNITS = 3;

const afterEvent = (stateId: string) => {
  const [transition] = lessonEditorMachine.getStateNodeById(stateId).after;
  return { type: transition!.eventType };
};

/** What the server stores of the save in flight: that draft, with ids and the next version. */
function storedAnswer(snapshot: LessonEditorSnapshot): EditorLesson {
  const { saved, unsaved, sendingCount } = snapshot.context;
  const draft = replayEdits(saved ?? lessonFixture(), unsaved.slice(0, sendingCount));
  let nextId = 9000;
  return {
    ...draft,
    version: draft.version + 1,
    sections: draft.sections.map((section) => ({
      ...section,
      id: section.id ?? nextId++,
      info_units: section.info_units.map((unit) => ({ ...unit, id: unit.id ?? nextId++ })),
    })),
  };
}

const flip = (value: unknown, a: string, b: string) => (value === a ? b : a);

/** The events a person and the world can send in a state (actor answers included: the walk runs nothing). */
function eventsFor(snapshot: LessonEditorSnapshot): AnyEventObject[] {
  const { lesson, activeSection, saved } = snapshot.context;
  const sections = lesson?.sections ?? [];
  const units = sections[activeSection]?.info_units ?? [];
  const events: LessonEditorEvent[] = [
    { type: 'section.select', index: activeSection === 0 ? 1 : 0 },
    { type: 'section.rename', index: 0, name: flip(sections[0]?.name, 'A', 'B'), typed: true },
    { type: 'section.move', from: 0, to: 1 },
    { type: 'section.delete', index: activeSection },
    { type: 'settings.change', changes: { title: flip(lesson?.title, 'Intro', 'Typed') }, typed: true },
    { type: 'settings.change', changes: { is_public: lesson?.is_public !== true } },
    { type: 'unit.change', index: 0, changes: { title: flip(units[0]?.title, 'x', 'y') }, typed: true },
    { type: 'unit.move', from: 0, to: 1 },
    { type: 'unit.delete', index: 0 },
    { type: 'save.flush' },
    { type: 'save.retry' },
    { type: 'save.discard' },
    { type: 'conflict.reload' },
    { type: 'conflict.keepMine' },
    { type: 'lesson.copy', fromLessonId: 7 },
    { type: 'lesson.load' },
    { type: 'program.load' },
    { type: 'courses.search', search: 'lesson' },
    { type: 'lesson.create', title: 'Next' },
    { type: 'error.dismiss' },
  ];
  if (sections.length < MAX_SECTIONS) events.push({ type: 'section.add', name: 'New' });
  if (units.length < MAX_UNITS) events.push({ type: 'unit.add', typeId: 3 });
  const server = { ...(saved ?? lessonFixture()), title: 'Elsewhere', version: (saved?.version ?? 1) + 1 };
  const conflict = { kind: 'conflict', lesson: server, message: 'The lesson was changed elsewhere.' };
  const copied = {
    ...(saved ?? lessonFixture()),
    version: (saved?.version ?? 1) + 1,
    sections: [{ id: 301, name: 'Read', order: 1, copied: true, info_units: [] }],
  };
  return [
    ...events,
    { type: 'xstate.done.actor.loadLesson', output: lessonFixture() },
    { type: 'xstate.error.actor.loadLesson', error: httpError(404) },
    { type: 'xstate.done.actor.saveLesson', output: { kind: 'saved', lesson: storedAnswer(snapshot) } },
    { type: 'xstate.done.actor.saveLesson', output: conflict },
    { type: 'xstate.error.actor.saveLesson', error: httpError(500) },
    { type: 'xstate.error.actor.saveLesson', error: httpError(409) },
    { type: 'xstate.done.actor.loadServerLesson', output: server },
    { type: 'xstate.error.actor.loadServerLesson', error: new TypeError('Failed to fetch') },
    { type: 'xstate.done.actor.copyLesson', output: { kind: 'saved', lesson: copied } },
    { type: 'xstate.done.actor.copyLesson', output: conflict },
    { type: 'xstate.error.actor.copyLesson', error: httpError(404) },
    { type: 'xstate.done.actor.loadProgram', output: programFixture },
    { type: 'xstate.error.actor.loadProgram', error: httpError(500) },
    { type: 'xstate.done.actor.searchCourses', output: [] },
    { type: 'xstate.error.actor.searchCourses', error: httpError(500) },
    { type: 'xstate.done.actor.createLesson', output: { id: 99 } },
    { type: 'xstate.error.actor.createLesson', error: httpError(422) },
    afterEvent('lessonEditor.document.editing.pending.debouncing'),
    afterEvent('lessonEditor.document.editing.pending'),
    afterEvent('lessonEditor.courses.waiting'),
  ];
}

const SIDE_EVENTS = new Set(['program.load', 'courses.search', 'lesson.create']);
const isSideEvent = (event: AnyEventObject) =>
  SIDE_EVENTS.has(event.type) || /loadProgram|searchCourses|createLesson|courses\.waiting/.test(event.type);

/** The lesson itself: loading, editing, saving, failures, conflicts and copies, the other regions idle. */
const DOCUMENT_INPUT: LessonEditorInput = { courseId: 3, lessonId: 10, section: 1 };
const SIDE_INPUT: LessonEditorInput = { courseId: 3, lessonId: 10 };

const documentPaths = getShortestPaths(lessonEditorMachine, {
  input: DOCUMENT_INPUT,
  events: ((snapshot: LessonEditorSnapshot) =>
    eventsFor(snapshot).filter((event) => !isSideEvent(event))) as never,
  serializeState: (snapshot) => {
    const { context } = snapshot;
    return JSON.stringify([
      snapshot.value,
      context.lesson?.sections.length,
      context.lesson?.sections[context.activeSection]?.info_units.length,
      context.activeSection,
      Math.min(context.unsaved.length, 2),
      context.unsaved.length > context.sendingCount,
      context.unsaved.some((unsaved) => !unsaved.typed),
      context.conflict?.server != null,
      context.error !== null,
    ]);
  },
});

/** The program, the course search and a new lesson, beside a loaded lesson at rest. */
const sidePaths = getShortestPaths(lessonEditorMachine, {
  input: SIDE_INPUT,
  events: ((snapshot: LessonEditorSnapshot) =>
    eventsFor(snapshot).filter(
      (event) =>
        isSideEvent(event) || event.type === 'xstate.done.actor.loadLesson' || event.type === 'error.dismiss',
    )) as never,
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.requestError?.operation ?? null,
      snapshot.context.program,
    ]),
});

const paths = [...documentPaths, ...sidePaths];

/**
 * Each path walked again, event by event, through `transition()` from the machine's first snapshot: the
 * snapshots the walk itself keeps share their children between paths, so the actors running in a state are
 * read from this replay.
 */
function replay(path: (typeof paths)[number], input: LessonEditorInput): LessonEditorSnapshot[] {
  let [snapshot] = initialTransition(lessonEditorMachine, input);
  const walked = [snapshot];
  for (const step of path.steps.slice(1)) {
    [snapshot] = transition(lessonEditorMachine, snapshot, step.event as LessonEditorEvent);
    walked.push(snapshot);
  }
  return walked;
}
const steps = [
  ...documentPaths.flatMap((path) => replay(path, DOCUMENT_INPUT)),
  ...sidePaths.flatMap((path) => replay(path, SIDE_INPUT)),
];
const inEditing = (snapshot: LessonEditorSnapshot, state: string) =>
  snapshot.matches({ document: { editing: state } } as never);
const hasChild = (snapshot: LessonEditorSnapshot, id: string) => id in snapshot.children;

describe('lesson editor machine, walked with xstate/graph', () => {
  it('explores many editors', () => {
    expect(documentPaths.length).toBeGreaterThan(200);
    expect(sidePaths.length).toBeGreaterThan(10);
  });

  it('replays each path to the state the walk found', () => {
    for (const path of documentPaths)
      expect(replay(path, DOCUMENT_INPUT).at(-1)?.value).toEqual(path.state.value);
    for (const path of sidePaths) expect(replay(path, SIDE_INPUT).at(-1)?.value).toEqual(path.state.value);
  });

  it('reaches every state', () => {
    const unreached = leafStateValues(lessonEditorMachine).filter(
      (leaf) => !paths.some((path) => path.state.matches(leaf.value as never)),
    );
    expect(unreached.map((leaf) => leaf.id)).toEqual([]);
  });

  it('never fails: every step of every path leaves a running editor', () => {
    for (const snapshot of steps)
      expect(snapshot.status, JSON.stringify(snapshot.error ?? null)).toBe('active');
  });

  it('keeps the active section valid, or -1 exactly when there is no section, in every state', () => {
    for (const snapshot of steps) {
      const count = snapshot.context.lesson?.sections.length ?? 0;
      const { activeSection } = snapshot.context;
      if (count === 0) expect(activeSection).toBe(-1);
      else expect(activeSection >= 0 && activeSection < count, `${activeSection} of ${count}`).toBe(true);
    }
  });

  it('has a save in flight only while saving, carrying the unsaved edits it took', () => {
    for (const snapshot of steps) {
      const saving = inEditing(snapshot, 'saving');
      expect(hasChild(snapshot, 'saveLesson'), JSON.stringify(snapshot.value)).toBe(saving);
      if (saving) expect(snapshot.context.sendingCount).toBeGreaterThan(0);
      else expect(snapshot.context.sendingCount).toBe(0);
    }
  });

  it('shows the saved lesson with the unsaved edits on it, except after a failure, which shows the saved one', () => {
    for (const snapshot of steps) {
      const { saved, lesson, unsaved, error } = snapshot.context;
      if (!snapshot.matches({ document: 'editing' })) {
        expect(lesson).toBeNull();
        continue;
      }
      if (inEditing(snapshot, 'failed')) {
        expect(lesson).toEqual(saved);
        expect(unsaved.length).toBeGreaterThan(0);
        expect(error?.operation).toBe('save');
        expect(selectLessonEditorView(snapshot).failedDraft).toEqual(replayEdits(saved!, unsaved));
      } else {
        expect(lesson).toEqual(replayEdits(saved!, unsaved));
      }
      if (inEditing(snapshot, 'clean')) expect(unsaved).toEqual([]);
      if (inEditing(snapshot, 'pending')) expect(unsaved.length).toBeGreaterThan(0);
    }
  });

  it('holds both versions in a conflict, the draft still on screen, until the person chooses', () => {
    for (const snapshot of steps) {
      const { conflict, lesson, unsaved } = snapshot.context;
      const inConflict = inEditing(snapshot, 'conflict');
      expect(conflict !== null).toBe(inConflict);
      if (!inConflict) continue;
      expect(conflict?.draft).toEqual(lesson);
      expect(unsaved.length).toBeGreaterThan(0);
      const choosing = snapshot.matches({ document: { editing: { conflict: 'choosing' } } });
      expect(conflict?.server !== null).toBe(choosing);
      expect(hasChild(snapshot, 'loadServerLesson')).toBe(!choosing);
      expect(selectLessonEditorView(snapshot)).toMatchObject({
        canEdit: false,
        canResolveConflict: choosing,
      });
    }
  });

  it('reads each loading flag from the call that runs', () => {
    for (const snapshot of steps) {
      const loading = selectLoading(snapshot);
      const at = JSON.stringify([snapshot.value, Object.keys(snapshot.children)]);
      expect(loading.all, at).toBe(hasChild(snapshot, 'loadLesson') || hasChild(snapshot, 'copyLesson'));
      expect(loading.save, at).toBe(
        hasChild(snapshot, 'saveLesson') || hasChild(snapshot, 'loadServerLesson'),
      );
      expect(loading.program, at).toBe(hasChild(snapshot, 'loadProgram'));
      expect(loading.create, at).toBe(hasChild(snapshot, 'createLesson'));
      expect(loading.courses, at).toBe(
        hasChild(snapshot, 'searchCourses') || snapshot.matches({ courses: 'waiting' }),
      );
      if (loading.settings || loading.section) expect(hasChild(snapshot, 'saveLesson')).toBe(true);
    }
  });

  it('takes edits only while the lesson is shown as it will be saved', () => {
    for (const snapshot of steps) {
      const view = selectLessonEditorView(snapshot);
      expect(view.canEdit).toBe(['clean', 'pending', 'saving'].includes(view.phase));
      expect(view.hasUnsavedChanges).toBe(snapshot.context.unsaved.length > 0);
    }
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, initialTransition, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { publicPageSaveRequestSchema } from '../../../core/api/courses.ts';
import {
  type EditorLesson,
  type LessonEditorEvent,
  type LessonEditorSnapshot,
  lessonEditorMachine,
  replayEdits,
  selectLessonEditorView,
} from '../../../core/lesson-editor/index.ts';
import { newInfoUnit } from '../../../core/lessons/index.ts';
import {
  coverAddressOf,
  editorPageOf,
  PAGE_SECTION_ID,
  pageDraftOf,
  publicPageInput,
} from '../../../core/public-page/index.ts';
import { leafStateValues } from '../quiz/state-leaves.ts';
import { httpError, pageFixture } from './public-page.fakes.ts';

// The lesson editing machine walked with xstate/graph as the public page drives it: only the events the
// page's screen sends (the cover and description as settings, blocks of the one section, saves, the 409
// choice) and the answers of its two calls, with page documents. Every snapshot of every path is checked:
// the page stays one section, what would be sent is always a body the contract takes, the screen is the
// saved page with the unsaved edits, a save runs only while saving.

const MAX_UNITS = 3;
const INPUT = publicPageInput(3);
const COVER = coverAddressOf('0b7e4a52-1c1f-4f5e-9d7a-8a1c2b3d4e5f');

const afterEvent = (stateId: string) => {
  const [delayed] = lessonEditorMachine.getStateNodeById(stateId).after;
  return { type: delayed!.eventType };
};

const page = () => editorPageOf(pageFixture());

/** What the server stores of the save in flight: that draft, with ids for new blocks and the next version. */
function storedAnswer(snapshot: LessonEditorSnapshot): EditorLesson {
  const { saved, unsaved, sendingCount } = snapshot.context;
  const draft = replayEdits(saved ?? page(), unsaved.slice(0, sendingCount));
  let nextId = 9000;
  return {
    ...draft,
    version: draft.version + 1,
    sections: draft.sections.map((section) => ({
      ...section,
      info_units: section.info_units.map((unit) => ({ ...unit, id: unit.id ?? nextId++ })),
    })),
  };
}

const flip = (value: unknown, a: unknown, b: unknown) => (value === a ? b : a);

/** The events of the page's screen and of its calls in a state (answers included: the walk runs nothing). */
function eventsFor(snapshot: LessonEditorSnapshot): AnyEventObject[] {
  const { lesson, saved } = snapshot.context;
  const units = lesson?.sections[0]?.info_units ?? [];
  const events: LessonEditorEvent[] = [
    {
      type: 'settings.change',
      changes: { description: flip(lesson?.description, 'Typed', 'Typed again') },
      typed: true,
    },
    { type: 'settings.change', changes: { image: flip(lesson?.image, COVER, null) } },
    { type: 'unit.change', index: 0, changes: { title: flip(units[0]?.title, 'x', 'y') }, typed: true },
    { type: 'unit.move', from: 0, to: 1 },
    { type: 'unit.delete', index: 0 },
    { type: 'save.flush' },
    { type: 'save.retry' },
    { type: 'save.discard' },
    { type: 'conflict.reload' },
    { type: 'conflict.keepMine' },
    { type: 'lesson.load' },
    { type: 'error.dismiss' },
  ];
  if (units.length < MAX_UNITS) events.push({ type: 'unit.add', typeId: 3, fields: newInfoUnit(3) });
  const server = {
    ...(saved ?? page()),
    description: 'Elsewhere',
    version: ((saved?.version as number | undefined) ?? 4) + 1,
  };
  return [
    ...events,
    { type: 'xstate.done.actor.loadLesson', output: page() },
    { type: 'xstate.error.actor.loadLesson', error: httpError(404) },
    { type: 'xstate.done.actor.saveLesson', output: { kind: 'saved', lesson: storedAnswer(snapshot) } },
    {
      type: 'xstate.done.actor.saveLesson',
      output: { kind: 'conflict', lesson: server, message: 'Changed.' },
    },
    { type: 'xstate.error.actor.saveLesson', error: httpError(500) },
    { type: 'xstate.error.actor.saveLesson', error: httpError(409) },
    { type: 'xstate.done.actor.loadServerLesson', output: server },
    { type: 'xstate.error.actor.loadServerLesson', error: new TypeError('Failed to fetch') },
    afterEvent('lessonEditor.document.editing.pending.debouncing'),
    afterEvent('lessonEditor.document.editing.pending'),
  ];
}

const paths = getShortestPaths(lessonEditorMachine, {
  input: INPUT,
  events: eventsFor as never,
  serializeState: (snapshot) => {
    const { context } = snapshot;
    return JSON.stringify([
      snapshot.value,
      context.lesson?.sections[0]?.info_units.length,
      Math.min(context.unsaved.length, 2),
      context.unsaved.length > context.sendingCount,
      context.unsaved.some((unsaved) => !unsaved.typed),
      context.conflict?.server != null,
      context.error !== null,
    ]);
  },
});

/** Each path again, event by event, through `transition()`: the snapshots with their running actors. */
function replay(path: (typeof paths)[number]): LessonEditorSnapshot[] {
  let [snapshot] = initialTransition(lessonEditorMachine, INPUT);
  const walked = [snapshot];
  for (const step of path.steps.slice(1)) {
    [snapshot] = transition(lessonEditorMachine, snapshot, step.event as LessonEditorEvent);
    walked.push(snapshot);
  }
  return walked;
}
const steps = paths.flatMap(replay);
const inEditing = (snapshot: LessonEditorSnapshot, state: string) =>
  snapshot.matches({ document: { editing: state } } as never);
const hasChild = (snapshot: LessonEditorSnapshot, id: string) => id in snapshot.children;

/** Every page document a snapshot holds: on screen, saved, and both sides of a conflict. */
const documentsOf = (snapshot: LessonEditorSnapshot): EditorLesson[] => {
  const { lesson, saved, conflict } = snapshot.context;
  return [lesson, saved, conflict?.server ?? null, conflict?.draft ?? null].filter(
    (document): document is EditorLesson => document !== null,
  );
};

describe('the public page editor, walked with xstate/graph', () => {
  it('explores many pages and replays each path to the state the walk found', () => {
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) expect(replay(path).at(-1)?.value).toEqual(path.state.value);
  });

  it('reaches every state of the document but copying (a page copies nothing); the other regions stay idle', () => {
    const unreached = leafStateValues(lessonEditorMachine)
      .filter((leaf) => !paths.some((path) => path.state.matches(leaf.value as never)))
      .map((leaf) => leaf.id);
    expect(unreached.sort()).toEqual([
      'lessonEditor.courses.searching',
      'lessonEditor.courses.waiting',
      'lessonEditor.create.creating',
      'lessonEditor.document.editing.copying',
      'lessonEditor.program.loading',
    ]);
  });

  it('keeps every page document one section, its blocks in it, the active section that one', () => {
    for (const snapshot of steps) {
      for (const document of documentsOf(snapshot)) {
        expect(document.sections.map((section) => section.id)).toEqual([PAGE_SECTION_ID]);
      }
      if (snapshot.context.lesson) expect(snapshot.context.activeSection).toBe(0);
    }
  });

  it('would send, from any state, a body the contract takes', () => {
    for (const snapshot of steps)
      for (const document of documentsOf(snapshot)) {
        const parsed = v.safeParse(publicPageSaveRequestSchema, pageDraftOf(document));
        expect(parsed.issues?.map((issue) => issue.message) ?? []).toEqual([]);
      }
  });

  it('shows the saved page with the unsaved edits on it, or the saved page after a failure', () => {
    for (const snapshot of steps) {
      const { saved, lesson, unsaved } = snapshot.context;
      if (!snapshot.matches({ document: 'editing' })) continue;
      if (inEditing(snapshot, 'failed')) {
        expect(lesson).toEqual(saved);
        expect(selectLessonEditorView(snapshot).failedDraft).toEqual(replayEdits(saved!, unsaved));
      } else expect(lesson).toEqual(replayEdits(saved!, unsaved));
    }
  });

  it('has a save in flight only while saving, and never another call', () => {
    for (const snapshot of steps) {
      expect(hasChild(snapshot, 'saveLesson')).toBe(inEditing(snapshot, 'saving'));
      for (const id of ['copyLesson', 'loadProgram', 'searchCourses', 'createLesson'])
        expect(hasChild(snapshot, id)).toBe(false);
    }
  });
});

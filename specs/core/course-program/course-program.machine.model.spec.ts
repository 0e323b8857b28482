import { describe, expect, it } from 'vitest';
import { type AnyEventObject, initialTransition, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { CourseProgram } from '../../../core/api/lessons.ts';
import {
  type CourseProgramEvent,
  type CourseProgramSnapshot,
  courseProgramMachine,
  isProgramMove,
  leadingMoveCount,
  lessonStep,
  programLessons,
  replayProgramEdits,
  selectCourseProgramView,
  withCreatedLesson,
  withLessonChanged,
} from '../../../core/course-program/index.ts';
import { leafStateValues } from '../quiz/state-leaves.ts';
import { httpError, programLesson } from './course-program.fakes.ts';

const INPUT = { courseId: 3 };
/** Small enough to walk: at most this many queued edits, sections and lessons. */
const MAX_QUEUE = 2;
const MAX_SECTIONS = 3;
const MAX_LESSONS = 4;

const startProgram = (): CourseProgram => ({
  course: { id: 3, title: 'Course', slug: 'course', type: 'course' },
  sections: [
    {
      id: 11,
      title: 'A',
      order: 1,
      lessons: [programLesson(101, 'One', 11, 1), programLesson(102, 'Two', 11, 2)],
    },
    { id: 12, title: 'B', order: 2, lessons: [programLesson(103, 'Three', 12, 1)] },
  ],
  lessons_without_section: [],
});

const flip = (value: string | undefined, a: string, b: string) => (value === a ? b : a);

/** The write states and the actor each runs. */
const WRITES = {
  arranging: 'arrangeProgram',
  creatingSection: 'createSection',
  renamingSection: 'renameSection',
  deletingSection: 'deleteSection',
  creatingLesson: 'createLesson',
  renamingLesson: 'renameLesson',
  deletingLesson: 'deleteLesson',
} as const;
const WRITE_OF_EDIT = {
  'section.create': 'creatingSection',
  'section.rename': 'renamingSection',
  'section.delete': 'deletingSection',
  'lesson.create': 'creatingLesson',
  'lesson.rename': 'renamingLesson',
  'lesson.delete': 'deletingLesson',
} as const;

/** What the server answers to the write in flight: the saved program with that write done. */
function answersFor(snapshot: CourseProgramSnapshot): AnyEventObject[] {
  const { saved, queue, sendingCount } = snapshot.context;
  if (!saved || sendingCount === 0) return [];
  const sent = queue.slice(0, sendingCount);
  const head = sent[0]!;
  const done = (actor: string, output: unknown) => ({ type: `xstate.done.actor.${actor}`, output });
  const writing = Object.entries(WRITES).find(([state]) =>
    snapshot.matches({ ready: { writing: state } } as never),
  )?.[1];
  const failures = writing ? [{ type: `xstate.error.actor.${writing}`, error: httpError(500, 'Down') }] : [];
  if (isProgramMove(head)) return [done('arrangeProgram', replayProgramEdits(saved, sent)), ...failures];
  switch (head.type) {
    case 'section.create':
      return [
        done('createSection', {
          ...saved,
          sections: [
            ...saved.sections,
            { id: 900 + saved.sections.length, title: head.title, order: 0, lessons: [] },
          ],
        }),
        ...failures,
      ];
    case 'section.rename':
      return [done('renameSection', replayProgramEdits(saved, sent)), ...failures];
    case 'section.delete':
      return [
        done('deleteSection', { ...saved, sections: saved.sections.filter((s) => s.id !== head.sectionId) }),
        ...failures,
      ];
    case 'lesson.create': {
      const { order: _order, ...lesson } = programLesson(
        700 + programLessons(saved).length,
        head.title,
        head.sectionId,
        0,
      );
      return [done('createLesson', lesson), ...failures];
    }
    case 'lesson.rename': {
      const version = programLessons(saved).find((lesson) => lesson.id === head.lessonId)!.version;
      return [
        done('renameLesson', {
          kind: 'saved',
          lesson: { id: head.lessonId, title: head.title, version: version + 1 },
        }),
        done('renameLesson', { kind: 'conflict', message: 'Changed elsewhere' }),
        { type: 'xstate.error.actor.renameLesson', error: httpError(409, 'Changed elsewhere') },
        ...failures,
      ];
    }
    case 'lesson.delete':
      return [
        done('deleteLesson', {
          ...saved,
          sections: saved.sections.map((s) => ({
            ...s,
            lessons: s.lessons.filter((l) => l.id !== head.lessonId),
          })),
        }),
        ...failures,
      ];
    default:
      return failures;
  }
}

/** The events a person and the world can send in a state (the walk runs nothing: answers are events too). */
function eventsFor(snapshot: CourseProgramSnapshot): AnyEventObject[] {
  const { program, saved, queue } = snapshot.context;
  const events: AnyEventObject[] = [
    { type: 'program.load' },
    { type: 'save.retry' },
    { type: 'save.discard' },
    { type: 'notice.dismiss' },
    ...answersFor(snapshot),
  ];
  if (snapshot.matches('loading'))
    events.push(
      { type: 'xstate.done.actor.loadProgram', output: startProgram() },
      { type: 'xstate.error.actor.loadProgram', error: httpError(500, 'Down') },
    );
  if (snapshot.matches({ ready: 'reloading' }))
    events.push(
      {
        type: 'xstate.done.actor.reloadProgram',
        output: withLessonChanged(saved!, 101, { title: 'Elsewhere', version: 9 }),
      },
      { type: 'xstate.error.actor.reloadProgram', error: new TypeError('Failed to fetch') },
    );
  if (!program || queue.length >= MAX_QUEUE) return events;
  const [first, second] = program.sections;
  const last = program.sections.at(-1);
  const lessons = programLessons(program);
  const firstLesson = lessons[0];
  const lastLesson = lessons.at(-1);
  const edits: CourseProgramEvent[] = [
    { type: 'section.move', sectionId: first?.id ?? 0, to: 1 },
    { type: 'section.rename', sectionId: first?.id ?? 0, title: flip(first?.title, 'A', 'Renamed') },
    { type: 'section.delete', sectionId: last?.id ?? 0 },
    {
      type: 'lesson.rename',
      lessonId: firstLesson?.id ?? 0,
      title: flip(firstLesson?.title, 'One', 'First'),
    },
    { type: 'lesson.delete', lessonId: lastLesson?.id ?? 0 },
  ];
  for (const [lesson, direction] of [
    [firstLesson, 1],
    [lastLesson, -1],
  ] as const) {
    const step = lesson ? lessonStep(program, lesson.id, direction) : null;
    if (step && lesson) edits.push({ type: 'lesson.move', lessonId: lesson.id, ...step });
  }
  if (program.sections.length < MAX_SECTIONS) edits.push({ type: 'section.create', title: 'New' });
  if (lessons.length < MAX_LESSONS && second)
    edits.push({ type: 'lesson.create', sectionId: second.id, title: 'Added' });
  return [...edits, ...events];
}

const paths = getShortestPaths(courseProgramMachine, {
  input: INPUT,
  events: eventsFor as never,
  // Coarse on purpose: the shape of what waits and what is shown, not every title and order.
  serializeState: (snapshot) => {
    const { context } = snapshot as CourseProgramSnapshot;
    const count = (program: CourseProgram | null) =>
      program && [program.sections.length, programLessons(program).length];
    return JSON.stringify([
      snapshot.value,
      count(context.program),
      context.queue.map((edit) => edit.type),
      context.sendingCount,
      context.error?.operation ?? null,
      context.notice !== null,
    ]);
  },
});

/** Each path walked again through `transition()`, for the actors running in each state. */
function replay(path: (typeof paths)[number]): CourseProgramSnapshot[] {
  let [snapshot] = initialTransition(courseProgramMachine, INPUT);
  const walked = [snapshot];
  for (const step of path.steps.slice(1)) {
    [snapshot] = transition(courseProgramMachine, snapshot, step.event as CourseProgramEvent);
    walked.push(snapshot);
  }
  return walked;
}
const walks = paths.map(replay);
const steps = walks.flat();
const writingIn = (snapshot: CourseProgramSnapshot) =>
  (Object.keys(WRITES) as (keyof typeof WRITES)[]).find((state) =>
    snapshot.matches({ ready: { writing: state } } as never),
  );
const writeChildren = (snapshot: CourseProgramSnapshot) =>
  Object.keys(snapshot.children).filter((id) => (Object.values(WRITES) as string[]).includes(id));

describe('course program machine, walked with xstate/graph', () => {
  it('explores many programs', () => {
    expect(paths.length).toBeGreaterThan(1000);
  });

  it('replays each path to the state the walk found', () => {
    for (const [index, path] of paths.entries())
      expect(walks[index]!.at(-1)?.value).toEqual(path.state.value);
  });

  it('reaches every state', () => {
    const unreached = leafStateValues(courseProgramMachine).filter(
      (leaf) => !paths.some((path) => path.state.matches(leaf.value as never)),
    );
    expect(unreached.map((leaf) => leaf.id)).toEqual([]);
  });

  it('never fails: every step of every path leaves a running machine', () => {
    for (const snapshot of steps)
      expect(snapshot.status, JSON.stringify(snapshot.error ?? null)).toBe('active');
  });

  it('has at most one write in flight, the one its state names, carrying the head of the queue', () => {
    for (const snapshot of steps) {
      const at = JSON.stringify([snapshot.value, Object.keys(snapshot.children)]);
      const writing = writingIn(snapshot);
      const { queue, sendingCount } = snapshot.context;
      expect(writeChildren(snapshot), at).toEqual(writing ? [WRITES[writing]] : []);
      if (!writing) {
        expect(sendingCount, at).toBe(0);
        continue;
      }
      if (writing === 'arranging') {
        // Moves only; those made since it started wait behind it.
        expect(sendingCount, at).toBeGreaterThan(0);
        expect(sendingCount, at).toBeLessThanOrEqual(leadingMoveCount(queue));
      } else {
        expect(sendingCount, at).toBe(1);
        expect(WRITE_OF_EDIT[queue[0]!.type as keyof typeof WRITE_OF_EDIT], at).toBe(writing);
      }
    }
  });

  it('starts each arrangement with every move at the head of the queue, coalesced', () => {
    let starts = 0;
    for (const walked of walks) {
      walked.forEach((snapshot, index) => {
        const before = walked[index - 1];
        if (writingIn(snapshot) !== 'arranging' || (before && writingIn(before) === 'arranging')) return;
        starts++;
        expect(snapshot.context.sendingCount).toBe(leadingMoveCount(snapshot.context.queue));
      });
    }
    expect(starts).toBeGreaterThan(0);
  });

  it('shows the saved program with the queued edits on it, except after a failure, which shows the saved one', () => {
    for (const snapshot of steps) {
      const { saved, program, queue, error } = snapshot.context;
      const at = JSON.stringify(snapshot.value);
      if (!snapshot.matches('ready')) {
        expect(program, at).toBeNull();
        continue;
      }
      if (snapshot.matches({ ready: 'failed' })) {
        expect(program, at).toEqual(saved);
        expect(error, at).not.toBeNull();
      } else expect(program, at).toEqual(replayProgramEdits(saved!, queue));
      if (snapshot.matches({ ready: 'idle' })) expect(queue, at).toEqual([]);
    }
  });

  it('loads with the loader, and reads the program again only after a 409 or a discard', () => {
    for (const snapshot of steps) {
      expect('loadProgram' in snapshot.children).toBe(snapshot.matches('loading'));
      expect('reloadProgram' in snapshot.children).toBe(snapshot.matches({ ready: 'reloading' }));
    }
  });

  it('gives the page what it asks about: edits taken, the save line, the waiting delete modal', () => {
    for (const snapshot of steps) {
      const view = selectCourseProgramView(snapshot);
      const { queue } = snapshot.context;
      const failed = snapshot.matches({ ready: 'failed' });
      expect(view.canEdit).toBe(['idle', 'writing', 'reloading'].includes(view.phase));
      expect(view.save).toBe(
        failed ? 'failed' : queue.length > 0 || view.phase === 'reloading' ? 'saving' : 'saved',
      );
      expect(view.deleting).toBe(!failed && queue.some((edit) => edit.type.endsWith('.delete')));
      expect(view.hasUnsavedChanges).toBe(queue.length > 0);
      expect(view.lessonCount).toBe(view.program ? programLessons(view.program).length : 0);
    }
  });

  it('tells the person about a rename that met a newer lesson, until dismissed or the next edit', () => {
    const told = steps.filter((snapshot) => snapshot.context.notice !== null);
    expect(told.length).toBeGreaterThan(0);
    for (const snapshot of told) expect(snapshot.context.notice?.kind).toBe('lessonChanged');
  });
});

describe('the answer of a creation', () => {
  it('puts the lesson at the end of its section', () => {
    const { order: _order, ...lesson } = programLesson(500, 'New', 12, 0);
    const program = withCreatedLesson(startProgram(), lesson);
    expect(program.sections[1]!.lessons.map((l) => [l.id, l.order])).toEqual([
      [103, 1],
      [500, 2],
    ]);
  });
});

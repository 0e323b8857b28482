import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { CourseProgram, CourseWithLessons, LessonSectionInput } from '../../../core/api/lessons.ts';
import {
  type CopyLessonInput,
  type EditorLesson,
  type EditorSection,
  type LessonEditorEmitted,
  type LessonEditorInput,
  type LessonWriteOutcome,
  lessonEditorMachine,
  type SaveLessonInput,
  selectLessonEditorView,
} from '../../../core/lesson-editor/index.ts';
import { copiedContent, newInfoUnit } from '../../../core/lessons/index.ts';

/** An error as the API client throws it. */
export function httpError(status: number, message = 'refused', errors: Record<string, string[]> = {}) {
  return Object.assign(new Error(message), { status, errors });
}

const clone = <T>(value: T): T => structuredClone(value);

/** A lesson of two sections with a few blocks, as the server sends it. */
export function lessonFixture(patch: Partial<EditorLesson> = {}): EditorLesson {
  return {
    id: 10,
    version: 1,
    course_id: 3,
    title: 'Intro',
    status_id: 1,
    is_public: false,
    accessible_after_days: 0,
    sections: [
      {
        id: 101,
        name: 'Watch',
        order: 1,
        info_units: [
          { id: 1001, type_id: 2, order: 1, title: 'Welcome video' },
          { id: 1002, type_id: 3, order: 2, title: null, text: 'Hello' },
        ],
      },
      { id: 102, name: 'Practice', order: 2, info_units: [{ id: 1003, type_id: 5, order: 1, quiz_id: 7 }] },
    ],
    ...patch,
  };
}

/** Another lesson's sections, as the contract has them, to copy from (lesson 7). */
export const sourceSections: LessonSectionInput[] = [
  {
    id: 201,
    name: 'Read',
    copied: false,
    info_units: [
      { ...newInfoUnit(3), id: 2001, title: 'Copied text' },
      { ...newInfoUnit(5), id: 2002, quiz_id: 70 },
    ],
  },
];

const CONFLICT_MESSAGE = 'The lesson was changed elsewhere.';

interface PendingSave {
  input: SaveLessonInput;
  resolve: (outcome: LessonWriteOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * The lesson calls of a server holding one lesson with a version, answering as the contract's client does:
 * a write based on another version is refused (409) with the lesson as it now is (or, with `conflictAsError`,
 * as a bare 409 error); a stored one gets ids for its new sections and blocks, places 1..n and the next
 * version. Saves wait until the spec answers them (`answerSave`, `failSave`), unless `autoAnswer` is on.
 */
export function fakeLessonServer(initial: EditorLesson = lessonFixture()) {
  let stored = clone(initial);
  let nextId = 5000;
  const saves: PendingSave[] = [];
  const sent: SaveLessonInput[] = [];
  const loads: number[] = [];
  const copies: CopyLessonInput[] = [];
  const state = { autoAnswer: false, conflictAsError: false, loadError: null as unknown };

  const write = (version: number, lesson: EditorLesson): LessonWriteOutcome => {
    if (version !== stored.version) {
      if (state.conflictAsError) throw httpError(409, CONFLICT_MESSAGE);
      return { kind: 'conflict', lesson: clone(stored), message: CONFLICT_MESSAGE };
    }
    const sectionIds = new Set(stored.sections.map((section) => section.id));
    const unitIds = new Set(stored.sections.flatMap((section) => section.info_units.map((unit) => unit.id)));
    const strangers = lesson.sections.filter((section) => section.id !== null && !sectionIds.has(section.id));
    const strangeUnits = lesson.sections.flatMap((section) =>
      section.info_units.filter((unit) => unit.id !== null && !unitIds.has(unit.id)),
    );
    if (strangers.length > 0 || strangeUnits.length > 0) {
      throw httpError(422, 'A section or block of another lesson.');
    }
    stored = {
      ...clone(lesson),
      version: stored.version + 1,
      sections: lesson.sections.map((section, index) => ({
        ...clone(section),
        id: section.id ?? nextId++,
        order: index + 1,
        // The screen's key never reaches the server (core/lessons lessonDraftOf leaves it out).
        info_units: section.info_units.map(({ client_key: _screenOnly, ...unit }, at) => ({
          ...clone(unit),
          id: unit.id ?? nextId++,
          order: at + 1,
        })),
      })),
    };
    return { kind: 'saved', lesson: clone(stored) };
  };

  const answer = (pending: PendingSave) => {
    try {
      pending.resolve(write(pending.input.lesson.version, pending.input.lesson));
    } catch (error) {
      pending.reject(error);
    }
  };

  return {
    get stored() {
      return stored;
    },
    sent,
    loads,
    state,
    /** Saves sent and not answered yet. */
    get waiting() {
      return saves.length;
    },
    load: (): Promise<EditorLesson> => {
      loads.push(loads.length);
      return state.loadError ? Promise.reject(state.loadError) : Promise.resolve(clone(stored));
    },
    copies,
    /** PUT /lessons/{lesson}/copy/{from}: lesson 7's content copied in (core/lessons `copiedContent`). */
    copy: async (input: CopyLessonInput): Promise<LessonWriteOutcome> => {
      copies.push(input);
      if (input.fromLessonId !== 7) throw httpError(404, 'No such lesson.');
      const sections = copiedContent({ sections: sourceSections }) as unknown as EditorSection[];
      return write(input.version, { ...stored, sections });
    },
    save: (input: SaveLessonInput): Promise<LessonWriteOutcome> =>
      new Promise((resolve, reject) => {
        const pending = { input: clone(input), resolve, reject };
        sent.push(pending.input);
        if (state.autoAnswer) answer(pending);
        else saves.push(pending);
      }),
    /** Stores the oldest waiting save as the server would (or refuses it with 409). */
    answerSave: () => {
      const pending = saves.shift();
      if (!pending) throw new Error('no save is waiting');
      answer(pending);
    },
    /** Fails the oldest waiting save with the given error, storing nothing. */
    failSave: (error: unknown) => {
      const pending = saves.shift();
      if (!pending) throw new Error('no save is waiting');
      pending.reject(error);
    },
    /** Another tab or author saves a change: the version moves on. */
    changeElsewhere: (change: (lesson: EditorLesson) => EditorLesson) => {
      stored = { ...change(clone(stored)), version: stored.version + 1 };
    },
  };
}

export type FakeLessonServer = ReturnType<typeof fakeLessonServer>;

/** Lets the promise jobs queued so far run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

interface StartOptions {
  server?: FakeLessonServer;
  input?: Partial<LessonEditorInput>;
  program?: CourseProgram;
  courses?: readonly CourseWithLessons[];
}

/** A program of one section holding the fixture lesson. */
export const programFixture: CourseProgram = {
  course: { id: 3, title: 'Course', slug: 'course', type: 'course' },
  sections: [],
  lessons_without_section: [],
};

/** A running lesson editor on a simulated clock over a fake server; loaded once `settle` ran. */
export function startEditor(options: StartOptions = {}) {
  const clock = new SimulatedClock();
  const server = options.server ?? fakeLessonServer();
  const searches: string[] = [];
  const created: string[] = [];
  const counts = { programLoads: 0 };
  const machine = lessonEditorMachine.provide({
    actors: {
      loadLesson: fromPromise(() => server.load()),
      saveLesson: fromPromise(({ input }) => server.save(input)),
      copyLesson: fromPromise(({ input }) => server.copy(input)),
      loadProgram: fromPromise(async () => {
        counts.programLoads += 1;
        return options.program ?? programFixture;
      }),
      searchCourses: fromPromise(async ({ input }) => {
        searches.push(input.search);
        return options.courses ?? [];
      }),
      createLesson: fromPromise(async ({ input }) => {
        created.push(input.title);
        return { id: 99 };
      }),
    },
  });
  const actor = createActor(machine, {
    input: { courseId: 3, lessonId: 10, ...options.input },
    clock,
  });
  const emitted: LessonEditorEmitted[] = [];
  actor.on('lesson.created', (event) => emitted.push(event));
  actor.start();
  /** Moves the simulated clock on and lets what it started answer. */
  const wait = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  return {
    actor,
    clock,
    server,
    searches,
    created,
    get programLoads() {
      return counts.programLoads;
    },
    emitted,
    wait,
    send: actor.send.bind(actor),
    view: () => selectLessonEditorView(actor.getSnapshot()),
    context: () => actor.getSnapshot().context,
  };
}

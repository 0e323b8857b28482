import { createActor, fromPromise } from 'xstate';
import type { CourseProgram, ProgramArrangementRequest, ProgramLesson } from '../../../core/api/lessons.ts';
import {
  type ArrangeProgramInput,
  type CreateLessonInput,
  type CreateSectionInput,
  courseProgramMachine,
  type DeleteLessonInput,
  type DeleteSectionInput,
  type LessonRenameOutcome,
  programLessons,
  type RenameLessonInput,
  type RenameSectionInput,
  selectCourseProgramView,
  type WrittenLesson,
  withCreatedLesson,
  withLessonChanged,
} from '../../../core/course-program/index.ts';

/** An error as the API client throws it. */
export function httpError(status: number, message = 'refused') {
  return Object.assign(new Error(message), { status, errors: {} });
}

/** A lesson as the program lists it. */
export function programLesson(
  id: number,
  title: string,
  sectionId: number | null,
  order: number,
): ProgramLesson {
  return {
    id,
    title,
    slug: `lesson-${id}`,
    status_id: 1,
    type_id: 1,
    image: null,
    is_public: false,
    order,
    course_nodeble_id: sectionId,
    version: 1,
  };
}

/** A program of three sections (the last empty), as the server sends it. */
export function programFixture(): CourseProgram {
  return {
    course: { id: 3, title: 'Ukrainian for beginners', slug: 'ukrainian', type: 'course' },
    sections: [
      {
        id: 11,
        title: 'Reading and greeting',
        order: 1,
        lessons: [programLesson(101, 'The alphabet', 11, 1), programLesson(102, 'Greetings', 11, 2)],
      },
      {
        id: 12,
        title: 'Talking about yourself',
        order: 2,
        lessons: [programLesson(103, 'Introducing yourself', 12, 1), programLesson(104, 'Numbers', 12, 2)],
      },
      { id: 13, title: 'Extras', order: 3, lessons: [] },
    ],
    lessons_without_section: [],
  };
}

const clone = <T>(value: T): T => structuredClone(value);

/** Each call the machine can make, by actor name. */
export type CallName =
  | 'loadProgram'
  | 'arrangeProgram'
  | 'createSection'
  | 'renameSection'
  | 'deleteSection'
  | 'createLesson'
  | 'renameLesson'
  | 'deleteLesson';

interface HeldCall {
  name: CallName;
  input: unknown;
  answer(): void;
  fail(error: unknown): void;
}

/**
 * The program calls of a server holding one course's program, answering as the real one does: the
 * arrangement must list every section once and every lesson standing in a section (else 422); a lesson
 * rename names the version (409 when stale); new things get ids. Calls wait until the spec answers them
 * (`answer`, `fail`) unless `autoAnswer` is on; `elsewhere` changes the stored program as another tab would.
 */
export function fakeProgramServer(initial: CourseProgram = programFixture()) {
  let stored = clone(initial);
  let nextId = 5000;
  const held: HeldCall[] = [];
  const calls: { name: CallName; input: unknown }[] = [];
  let autoAnswer = false;

  const arrange = (body: ProgramArrangementRequest) => {
    const lessons = programLessons(stored);
    const listed = body.sections.flatMap((section) => section.lesson_ids);
    const sectionIds = body.sections.map((section) => section.id);
    const inSections = stored.sections.flatMap((section) => section.lessons.map((lesson) => lesson.id));
    if (
      new Set(sectionIds).size !== sectionIds.length ||
      sectionIds.length !== stored.sections.length ||
      !sectionIds.every((id) => stored.sections.some((section) => section.id === id)) ||
      new Set(listed).size !== listed.length ||
      !listed.every((id) => lessons.some((lesson) => lesson.id === id)) ||
      !inSections.every((id) => listed.includes(id))
    )
      throw httpError(422, 'List every section and lesson once.');
    stored = {
      ...stored,
      sections: body.sections.map((listedSection, index) => ({
        ...stored.sections.find((section) => section.id === listedSection.id)!,
        order: index + 1,
        lessons: listedSection.lesson_ids.map((id, place) => ({
          ...lessons.find((lesson) => lesson.id === id)!,
          order: place + 1,
          course_nodeble_id: listedSection.id,
        })),
      })),
      lessons_without_section: stored.lessons_without_section
        .filter((lesson) => !listed.includes(lesson.id))
        .map((lesson, index) => ({ ...lesson, order: index + 1 })),
    };
    return stored;
  };

  const removeLessons = (
    program: CourseProgram,
    keep: (lesson: ProgramLesson) => boolean,
  ): CourseProgram => ({
    ...program,
    sections: program.sections.map((section) => ({
      ...section,
      lessons: section.lessons.filter(keep).map((lesson, index) => ({ ...lesson, order: index + 1 })),
    })),
    lessons_without_section: program.lessons_without_section.filter(keep),
  });

  const handlers = {
    loadProgram: (_input: { courseId: number }) => stored,
    arrangeProgram: (input: ArrangeProgramInput) => arrange(input.arrangement),
    createSection: (input: CreateSectionInput) => {
      stored = {
        ...stored,
        sections: [
          ...stored.sections,
          { id: nextId++, title: input.title, order: stored.sections.length + 1, lessons: [] },
        ],
      };
      return stored;
    },
    renameSection: (input: RenameSectionInput) => {
      if (!stored.sections.some((section) => section.id === input.sectionId))
        throw httpError(404, 'Not found');
      stored = {
        ...stored,
        sections: stored.sections.map((section) =>
          section.id === input.sectionId ? { ...section, title: input.title } : section,
        ),
      };
      return stored;
    },
    deleteSection: (input: DeleteSectionInput) => {
      if (!stored.sections.some((section) => section.id === input.sectionId))
        throw httpError(404, 'Not found');
      stored = {
        ...stored,
        sections: stored.sections
          .filter((section) => section.id !== input.sectionId)
          .map((section, index) => ({ ...section, order: index + 1 })),
      };
      return stored;
    },
    createLesson: (input: CreateLessonInput): WrittenLesson => {
      if (!stored.sections.some((section) => section.id === input.sectionId))
        throw httpError(422, 'No section');
      const { order: _order, ...lesson } = programLesson(nextId++, input.title, input.sectionId, 0);
      stored = withCreatedLesson(stored, lesson);
      return lesson;
    },
    renameLesson: (input: RenameLessonInput): LessonRenameOutcome => {
      const lesson = programLessons(stored).find((candidate) => candidate.id === input.lessonId);
      if (!lesson) throw httpError(404, 'Not found');
      if (lesson.version !== input.version)
        return { kind: 'conflict', message: 'Someone saved this lesson.' };
      stored = withLessonChanged(stored, lesson.id, { title: input.title, version: lesson.version + 1 });
      return { kind: 'saved', lesson: { id: lesson.id, title: input.title, version: lesson.version + 1 } };
    },
    deleteLesson: (input: DeleteLessonInput) => {
      if (!programLessons(stored).some((lesson) => lesson.id === input.lessonId))
        throw httpError(404, 'Not found');
      stored = removeLessons(stored, (lesson) => lesson.id !== input.lessonId);
      return stored;
    },
  };

  type Handlers = typeof handlers;
  const actor = <Name extends CallName>(name: Name) =>
    fromPromise<ReturnType<Handlers[Name]>, Parameters<Handlers[Name]>[0]>(
      ({ input }) =>
        new Promise((resolve, reject) => {
          calls.push({ name, input: clone(input) });
          const run = () => {
            try {
              resolve(clone((handlers[name] as (value: unknown) => ReturnType<Handlers[Name]>)(input)));
            } catch (error) {
              reject(error);
            }
          };
          if (autoAnswer) queueMicrotask(run);
          else held.push({ name, input, answer: run, fail: reject });
        }),
    );

  return {
    actors: {
      loadProgram: actor('loadProgram'),
      arrangeProgram: actor('arrangeProgram'),
      createSection: actor('createSection'),
      renameSection: actor('renameSection'),
      deleteSection: actor('deleteSection'),
      createLesson: actor('createLesson'),
      renameLesson: actor('renameLesson'),
      deleteLesson: actor('deleteLesson'),
    },
    /** The calls made, in order, with their inputs. */
    calls,
    /** The calls waiting for an answer. */
    held,
    stored: () => clone(stored),
    /** Another tab or author changes the program. */
    elsewhere(change: (program: CourseProgram) => CourseProgram) {
      stored = change(clone(stored));
    },
    setAutoAnswer(on: boolean) {
      autoAnswer = on;
    },
    /** Answers the oldest waiting call. */
    async answer() {
      const call = held.shift();
      if (!call) throw new Error('No call is waiting.');
      call.answer();
      await flush();
      return call;
    },
    /** Fails the oldest waiting call. */
    async fail(error: unknown = httpError(500, 'The server broke.')) {
      const call = held.shift();
      if (!call) throw new Error('No call is waiting.');
      call.fail(error);
      await flush();
      return call;
    },
  };
}

export type FakeProgramServer = ReturnType<typeof fakeProgramServer>;

/** Lets promises settle and the machine take their answers. */
export async function flush(): Promise<void> {
  for (let round = 0; round < 5; round++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A running program machine against the fake server. */
export function startProgram(server: FakeProgramServer = fakeProgramServer(), courseId = 3) {
  const actor = createActor(courseProgramMachine.provide({ actors: server.actors }), { input: { courseId } });
  actor.start();
  return { actor, server, view: () => selectCourseProgramView(actor.getSnapshot()) };
}

/** Section ids with their lesson ids, in order: the arrangement as a person sees it. */
export function shape(program: CourseProgram | null): [number, number[]][] {
  return (program?.sections ?? []).map((section) => [section.id, section.lessons.map((lesson) => lesson.id)]);
}

import { fromPromise, type StateValue } from 'xstate';
import type { CourseProgram, ProgramLesson } from '../../core/api/lessons.ts';
import {
  type ArrangeProgramInput,
  type CourseProgramContext,
  type CourseProgramView,
  type CreateLessonInput,
  type CreateSectionInput,
  courseProgramMachine,
  type DeleteLessonInput,
  type DeleteSectionInput,
  type LessonRenameOutcome,
  type LoadProgramInput,
  programLessons,
  type RenameLessonInput,
  type RenameSectionInput,
  replayProgramEdits,
  selectCourseProgramView,
  type WrittenLesson,
  withCreatedLesson,
  withLessonChanged,
} from '../../core/course-program/index.ts';
import { lessonConstructorPath } from '../../core/lesson-editor/index.ts';
import type { CourseProgramCommands } from '../../ui/course-program/index.ts';

const lesson = (id: number, title: string, sectionId: number | null, order: number): ProgramLesson => ({
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
});

/** The demo course's program: two sections of two lessons, and an empty third. */
export function fixtureProgram(): CourseProgram {
  return {
    course: { id: 1, title: 'Ukrainian for beginners', slug: 'ukrainian-for-beginners', type: 'course' },
    sections: [
      {
        id: 11,
        title: 'Reading and greeting',
        order: 1,
        lessons: [lesson(101, 'The Cyrillic alphabet', 11, 1), lesson(102, 'Greetings and goodbyes', 11, 2)],
      },
      {
        id: 12,
        title: 'Talking about yourself',
        order: 2,
        lessons: [lesson(103, 'Introducing yourself', 12, 1), lesson(104, 'Numbers from one to ten', 12, 2)],
      },
      { id: 13, title: 'Extras', order: 3, lessons: [] },
    ],
    lessons_without_section: [],
  };
}

/** The page's view of the program machine resting in a state, with the context given (the saved program by default). */
export function viewIn(value: StateValue, context: Partial<CourseProgramContext> = {}): CourseProgramView {
  const saved = context.saved === undefined ? fixtureProgram() : context.saved;
  const queue = context.queue ?? [];
  const snapshot = courseProgramMachine.resolveState({
    value,
    context: {
      courseId: 1,
      saved,
      program: saved ? replayProgramEdits(saved, queue) : null,
      queue,
      sendingCount: 0,
      error: null,
      notice: null,
      ...context,
    },
  });
  return selectCourseProgramView(snapshot);
}

/** Commands that change nothing (states frozen for a story). */
export const inertCommands: CourseProgramCommands = {
  reload: () => undefined,
  createSection: () => undefined,
  renameSection: () => undefined,
  moveSection: () => undefined,
  stepSection: () => null,
  deleteSection: () => undefined,
  createLesson: () => undefined,
  renameLesson: () => undefined,
  moveLesson: () => undefined,
  stepLesson: () => null,
  deleteLesson: () => undefined,
  retry: () => undefined,
  discard: () => undefined,
  dismissNotice: () => undefined,
};

export const lessonHref = (lessonId: number) => lessonConstructorPath(1, lessonId, 0);

/** A server in memory answering after `delayMs`, for the story where everything works. */
export function storyServer(delayMs = 600) {
  let stored = fixtureProgram();
  let nextId = 1000;
  const later = <T>(answer: () => T) =>
    new Promise<T>((resolve) => setTimeout(() => resolve(structuredClone(answer())), delayMs));
  const store = (program: CourseProgram) => {
    stored = program;
    return stored;
  };
  return {
    loadProgram: fromPromise<CourseProgram, LoadProgramInput>(() => later(() => stored)),
    arrangeProgram: fromPromise<CourseProgram, ArrangeProgramInput>(({ input }) =>
      later(() => {
        const lessons = programLessons(stored);
        return store({
          ...stored,
          sections: input.arrangement.sections.map((listed, index) => ({
            ...stored.sections.find((section) => section.id === listed.id)!,
            order: index + 1,
            lessons: listed.lesson_ids.map((id, place) => ({
              ...lessons.find((candidate) => candidate.id === id)!,
              order: place + 1,
              course_nodeble_id: listed.id,
            })),
          })),
        });
      }),
    ),
    createSection: fromPromise<CourseProgram, CreateSectionInput>(({ input }) =>
      later(() =>
        store({
          ...stored,
          sections: [
            ...stored.sections,
            { id: nextId++, title: input.title, order: stored.sections.length + 1, lessons: [] },
          ],
        }),
      ),
    ),
    renameSection: fromPromise<CourseProgram, RenameSectionInput>(({ input }) =>
      later(() =>
        store({
          ...stored,
          sections: stored.sections.map((section) =>
            section.id === input.sectionId ? { ...section, title: input.title } : section,
          ),
        }),
      ),
    ),
    deleteSection: fromPromise<CourseProgram, DeleteSectionInput>(({ input }) =>
      later(() =>
        store({ ...stored, sections: stored.sections.filter((section) => section.id !== input.sectionId) }),
      ),
    ),
    createLesson: fromPromise<WrittenLesson, CreateLessonInput>(({ input }) =>
      later(() => {
        const { order: _order, ...created } = lesson(nextId++, input.title, input.sectionId, 0);
        store(withCreatedLesson(stored, created));
        return created;
      }),
    ),
    renameLesson: fromPromise<LessonRenameOutcome, RenameLessonInput>(({ input }) =>
      later((): LessonRenameOutcome => {
        const version = input.version + 1;
        store(withLessonChanged(stored, input.lessonId, { title: input.title, version }));
        return { kind: 'saved', lesson: { id: input.lessonId, title: input.title, version } };
      }),
    ),
    deleteLesson: fromPromise<CourseProgram, DeleteLessonInput>(({ input }) =>
      later(() =>
        store({
          ...stored,
          sections: stored.sections.map((section) => ({
            ...section,
            lessons: section.lessons
              .filter((candidate) => candidate.id !== input.lessonId)
              .map((candidate, index) => ({ ...candidate, order: index + 1 })),
          })),
        }),
      ),
    ),
  };
}

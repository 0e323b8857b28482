import type { AnyMachineSnapshot } from 'xstate';
import { fromPromise } from 'xstate';
import type { CourseProgram, ProgramLesson } from '../api/lessons.ts';
import { registerMachine } from '../inspector/index.ts';
import { withCreatedLesson, withLessonChanged } from './apply-program-edit.ts';
import { VERSION_CONFLICT_STATUS } from './course-program.constants.ts';
import { courseProgramMachine } from './course-program.machine.ts';
import type {
  ArrangeProgramInput,
  CourseProgramContext,
  CreateLessonInput,
  CreateSectionInput,
  DeleteLessonInput,
  DeleteSectionInput,
  LessonRenameOutcome,
  RenameLessonInput,
  RenameSectionInput,
  WrittenLesson,
} from './course-program.types.ts';
import { programLessons } from './program-arrangement.ts';

const QA_WRITE_MS = 1500;

const qaLesson = (id: number, title: string, sectionId: number, order: number): ProgramLesson => ({
  id,
  title,
  slug: title.toLowerCase().replaceAll(' ', '-'),
  status_id: 1,
  type_id: 1,
  image: null,
  is_public: false,
  order,
  course_nodeble_id: sectionId,
  version: 1,
});

const qaProgram = (): CourseProgram => ({
  course: { id: 1, title: 'Inspector course', slug: 'inspector-course', type: 'course' },
  sections: [
    {
      id: 11,
      title: 'Getting started',
      order: 1,
      lessons: [qaLesson(101, 'Welcome', 11, 1), qaLesson(102, 'How to study', 11, 2)],
    },
    { id: 12, title: 'Practice', order: 2, lessons: [qaLesson(103, 'First exercises', 12, 1)] },
  ],
  lessons_without_section: [],
});

/** A QA server in memory: writes take 1.5 s (time to send a failure by hand), then store. */
function qaServer() {
  let stored = qaProgram();
  let nextId = 1000;
  const later = <T>(answer: () => T) =>
    new Promise<T>((resolve) => setTimeout(() => resolve(structuredClone(answer())), QA_WRITE_MS));
  const store = (program: CourseProgram) => {
    stored = program;
    return stored;
  };
  return {
    loadProgram: fromPromise(async () => structuredClone(stored)),
    arrangeProgram: fromPromise<CourseProgram, ArrangeProgramInput>(({ input }) =>
      later(() => {
        const lessons = programLessons(stored);
        return store({
          ...stored,
          sections: input.arrangement.sections.map((listed, index) => ({
            ...stored.sections.find((section) => section.id === listed.id)!,
            order: index + 1,
            lessons: listed.lesson_ids.map((id, place) => ({
              ...lessons.find((lesson) => lesson.id === id)!,
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
        const { order: _order, ...lesson } = qaLesson(nextId++, input.title, input.sectionId, 0);
        store(withCreatedLesson(stored, lesson));
        return lesson;
      }),
    ),
    renameLesson: fromPromise<LessonRenameOutcome, RenameLessonInput>(({ input }) =>
      later((): LessonRenameOutcome => {
        const lesson = programLessons(stored).find((candidate) => candidate.id === input.lessonId);
        if (!lesson || lesson.version !== input.version)
          return { kind: 'conflict', message: 'The lesson was changed elsewhere.' };
        const version = lesson.version + 1;
        store(withLessonChanged(stored, lesson.id, { title: input.title, version }));
        return { kind: 'saved', lesson: { id: lesson.id, title: input.title, version } };
      }),
    ),
    deleteLesson: fromPromise<CourseProgram, DeleteLessonInput>(({ input }) =>
      later(() =>
        store({
          ...stored,
          sections: stored.sections.map((section) => ({
            ...section,
            lessons: section.lessons.filter((lesson) => lesson.id !== input.lessonId),
          })),
        }),
      ),
    ),
  };
}

registerMachine({
  id: 'courseProgram',
  machine: courseProgramMachine,
  description:
    'The course program page: sections and lessons are created, renamed, moved and deleted; moves and renames show at once, every write goes one at a time (QA writes take 1.5 s) and moves made meanwhile go as one arrangement; a failed write restores the saved program and keeps the draft for Retry; a lesson rename that meets a newer version reloads the program.',
  input: { courseId: 1 },
  actors: qaServer(),
  sampleEvents: (snapshot: AnyMachineSnapshot) => {
    const { program } = snapshot.context as CourseProgramContext;
    const [first, second] = program?.sections ?? [];
    const lesson = first?.lessons[0];
    return [
      { type: 'program.load' },
      { type: 'section.create', title: 'New section' },
      { type: 'section.rename', sectionId: first?.id ?? 0, title: `${first?.title ?? ''}!` },
      { type: 'section.move', sectionId: first?.id ?? 0, to: 1 },
      { type: 'section.delete', sectionId: second?.id ?? 0 },
      { type: 'lesson.create', sectionId: first?.id ?? 0, title: 'New lesson' },
      { type: 'lesson.rename', lessonId: lesson?.id ?? 0, title: `${lesson?.title ?? ''}!` },
      { type: 'lesson.move', lessonId: lesson?.id ?? 0, sectionId: second?.id ?? first?.id ?? 0, to: 0 },
      { type: 'lesson.delete', lessonId: lesson?.id ?? 0 },
      { type: 'xstate.error.actor.arrangeProgram', error: { status: 500, message: 'Server error' } },
      {
        type: 'xstate.error.actor.renameLesson',
        error: { status: VERSION_CONFLICT_STATUS, message: 'Changed' },
      },
      { type: 'save.retry' },
      { type: 'save.discard' },
      { type: 'notice.dismiss' },
    ];
  },
});

import type { AnyMachineSnapshot } from 'xstate';
import { fromPromise } from 'xstate';
import type { CourseProgram, CourseWithLessons } from '../api/lessons.ts';
import { registerMachine } from '../inspector/index.ts';
import { VERSION_CONFLICT_STATUS } from './lesson-editor.constants.ts';
import { lessonEditorMachine } from './lesson-editor.machine.ts';
import type {
  CopyLessonInput,
  EditorLesson,
  EditorSection,
  LessonEditorContext,
  LessonWriteOutcome,
  SaveLessonInput,
} from './lesson-editor.types.ts';

const QA_WRITE_MS = 1500;

const qaLesson = (): EditorLesson => ({
  id: 1,
  version: 1,
  title: 'Inspector lesson',
  status_id: 1,
  is_public: false,
  sections: [
    {
      id: 11,
      name: 'Watch',
      order: 1,
      info_units: [
        { id: 111, type_id: 2, order: 1, title: 'Welcome video' },
        { id: 112, type_id: 3, order: 2, title: null, text: 'Hello' },
      ],
    },
    { id: 12, name: 'Practice', order: 2, info_units: [{ id: 121, type_id: 5, order: 1, quiz_id: 1 }] },
  ],
});

const qaSource: EditorSection[] = [
  { id: 21, name: 'Read', order: 1, info_units: [{ id: 211, type_id: 3, order: 1, text: 'Copied text' }] },
];

const CONFLICT_MESSAGE = 'The lesson was changed elsewhere.';

/** A QA server in memory: writes take 1.5 s (time to send a failure or a 409 by hand), then store. */
function qaServer() {
  let stored = qaLesson();
  let nextId = 1000;
  const withIds = (sections: readonly EditorSection[]) =>
    sections.map((section) => ({
      ...section,
      id: section.id ?? nextId++,
      info_units: section.info_units.map((unit) => ({ ...unit, id: unit.id ?? nextId++ })),
    }));
  const write = (
    version: number,
    sections: (lesson: EditorLesson) => EditorSection[],
    lesson: EditorLesson,
  ) => {
    if (version !== stored.version) {
      return { kind: 'conflict' as const, lesson: structuredClone(stored), message: CONFLICT_MESSAGE };
    }
    stored = { ...lesson, version: stored.version + 1, sections: withIds(sections(lesson)) };
    return { kind: 'saved' as const, lesson: structuredClone(stored) };
  };
  const later = <T>(answer: () => T) =>
    new Promise<T>((resolve) => setTimeout(() => resolve(answer()), QA_WRITE_MS));
  return {
    loadLesson: fromPromise(async () => structuredClone(stored)),
    saveLesson: fromPromise<LessonWriteOutcome, SaveLessonInput>(({ input }) =>
      later(() => write(input.lesson.version, (lesson) => lesson.sections, input.lesson)),
    ),
    copyLesson: fromPromise<LessonWriteOutcome, CopyLessonInput>(({ input }) =>
      later(() =>
        write(
          input.version,
          () =>
            qaSource.map((section) => ({
              ...section,
              id: null,
              copied: true,
              info_units: section.info_units.map((unit) => ({ ...unit, id: null, copied: true })),
            })),
          stored,
        ),
      ),
    ),
    loadProgram: fromPromise<CourseProgram>(async () => ({
      course: { id: 1, title: 'Inspector course', slug: 'inspector-course', type: 'course' },
      sections: [],
      lessons_without_section: [],
    })),
    searchCourses: fromPromise<readonly CourseWithLessons[]>(async () => [
      {
        id: 1,
        title: 'Inspector course',
        slug: 'inspector-course',
        type_id: 1,
        lessons: [{ id: 2, title: 'Lesson to copy', slug: 'lesson-to-copy', course_nodeble_id: null }],
      },
    ]),
    createLesson: fromPromise(async () => ({ id: nextId++ })),
  };
}

registerMachine({
  id: 'lessonEditor',
  machine: lessonEditorMachine,
  description:
    'Lesson editing: sections and blocks change on screen at once; typing saves after 800 ms of quiet, clicks at once, one save at a time (QA writes take 1.5 s); a failed save restores the saved lesson and keeps the draft for Retry; a 409 holds both versions until reload or keep mine; copy has the server replace the content.',
  input: { courseId: 1, lessonId: 1 },
  actors: qaServer(),
  sampleEvents: (snapshot: AnyMachineSnapshot) => {
    const { activeSection, lesson } = snapshot.context as LessonEditorContext;
    const title = String(lesson?.title ?? '');
    return [
      { type: 'settings.change', changes: { title: `${title}!` }, typed: true },
      { type: 'settings.change', changes: { is_public: lesson?.is_public !== true } },
      { type: 'section.add', name: 'New section' },
      { type: 'section.rename', index: Math.max(activeSection, 0), name: 'Renamed', typed: true },
      { type: 'section.delete', index: activeSection },
      { type: 'section.select', index: 0 },
      { type: 'section.move', from: 0, to: 1 },
      { type: 'unit.add', typeId: 3 },
      { type: 'unit.change', index: 0, changes: { title: 'Edited block' }, typed: true },
      { type: 'unit.delete', index: 0 },
      { type: 'save.flush' },
      { type: 'xstate.error.actor.saveLesson', error: { status: 500, message: 'Server error' } },
      {
        type: 'xstate.error.actor.saveLesson',
        error: { status: VERSION_CONFLICT_STATUS, message: CONFLICT_MESSAGE },
      },
      { type: 'save.retry' },
      { type: 'save.discard' },
      { type: 'conflict.reload' },
      { type: 'conflict.keepMine' },
      { type: 'lesson.copy', fromLessonId: 2 },
      { type: 'program.load' },
      { type: 'courses.search', search: 'lesson' },
      { type: 'lesson.create', title: 'Next lesson' },
      { type: 'production.detected', isProduction: true },
      { type: 'autoTimezone.toggle' },
      { type: 'error.dismiss' },
    ];
  },
});

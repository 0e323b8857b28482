import { fromPromise } from 'xstate';
import type { LessonEditorCalls } from '../api/lesson-editor-calls.ts';
import type { CourseProgram, CourseWithLessons, ExpertLesson } from '../api/lessons.ts';
import { lessonDraftOf } from '../lessons/lesson-drafts.ts';
import { lessonEditorMachine } from './lesson-editor.machine.ts';
import type {
  CopyLessonInput,
  CreateLessonInput,
  EditorLesson,
  LessonWriteOutcome,
  LoadLessonInput,
  LoadProgramInput,
  SaveLessonInput,
  SearchCoursesInput,
} from './lesson-editor.types.ts';

/** The calls the lesson editor's actors make (the client's `api.lessonEditor`). */
export type LessonEditorMachineCalls = Pick<
  LessonEditorCalls,
  'lesson' | 'saveLesson' | 'copyLesson' | 'program' | 'courses' | 'createLesson'
>;

/**
 * The lesson editing machine with its actors calling the server: the lesson is read and saved whole from
 * its version (a 409 comes back as a conflict with the server's lesson), another lesson is copied in, the
 * course's program, the school's courses for "copy from" and new lessons.
 */
export function lessonEditorMachineWith(calls: LessonEditorMachineCalls) {
  return lessonEditorMachine.provide({
    actors: {
      loadLesson: fromPromise<EditorLesson, LoadLessonInput>(({ input }) =>
        calls.lesson(input.courseId, input.lessonId),
      ),
      saveLesson: fromPromise<LessonWriteOutcome, SaveLessonInput>(({ input }) =>
        calls.saveLesson(
          input.courseId,
          input.lessonId,
          lessonDraftOf(input.lesson as unknown as ExpertLesson),
        ),
      ),
      copyLesson: fromPromise<LessonWriteOutcome, CopyLessonInput>(({ input }) =>
        calls.copyLesson(input.lessonId, input.fromLessonId, { version: input.version }),
      ),
      loadProgram: fromPromise<CourseProgram, LoadProgramInput>(({ input }) => calls.program(input.courseId)),
      searchCourses: fromPromise<readonly CourseWithLessons[], SearchCoursesInput>(({ input }) =>
        calls.courses({ type_id: input.typeId, lessons_search: input.search }),
      ),
      createLesson: fromPromise<{ id: number }, CreateLessonInput>(({ input }) =>
        calls.createLesson(input.courseId, { title: input.title }),
      ),
    },
  });
}

/**
 * The constructor's address (spec 1 §2 LessonEditorConstructor): `/expert/course/{course}/lesson/{lesson}/constructor`,
 * with `?section={order - 1}` when a section is named.
 */
export function lessonConstructorPath(courseId: number, lessonId: number, section?: number): string {
  const path = `/expert/course/${courseId}/lesson/${lessonId}/constructor`;
  return section === undefined ? path : `${path}?section=${section}`;
}

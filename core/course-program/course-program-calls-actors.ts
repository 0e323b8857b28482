import { fromPromise } from 'xstate';
import type { LessonEditorCalls } from '../api/lesson-editor-calls.ts';
import type { CourseProgram } from '../api/lessons.ts';
import { courseProgramMachine } from './course-program.machine.ts';
import type {
  ArrangeProgramInput,
  CreateLessonInput,
  CreateSectionInput,
  DeleteLessonInput,
  DeleteSectionInput,
  LessonRenameOutcome,
  LoadProgramInput,
  RenameLessonInput,
  RenameSectionInput,
  WrittenLesson,
} from './course-program.types.ts';

/** The calls the program's actors make (the client's `api.lessonEditor`). */
export type CourseProgramCalls = Pick<
  LessonEditorCalls,
  | 'program'
  | 'arrangeProgram'
  | 'addProgramSection'
  | 'renameProgramSection'
  | 'deleteProgramSection'
  | 'createLesson'
  | 'saveLesson'
  | 'deleteLesson'
>;

/**
 * The program machine with its actors calling the server: the program, its arrangement, program sections,
 * new lessons in a section, a lesson renamed from its version (the content kept; a 409 comes back as a
 * conflict) and deletions.
 */
export function courseProgramMachineWith(calls: CourseProgramCalls) {
  return courseProgramMachine.provide({
    actors: {
      loadProgram: fromPromise<CourseProgram, LoadProgramInput>(({ input }) => calls.program(input.courseId)),
      arrangeProgram: fromPromise<CourseProgram, ArrangeProgramInput>(({ input }) =>
        calls.arrangeProgram(input.courseId, input.arrangement),
      ),
      createSection: fromPromise<CourseProgram, CreateSectionInput>(({ input }) =>
        calls.addProgramSection(input.courseId, { title: input.title }),
      ),
      renameSection: fromPromise<CourseProgram, RenameSectionInput>(({ input }) =>
        calls.renameProgramSection(input.sectionId, { title: input.title }),
      ),
      deleteSection: fromPromise<CourseProgram, DeleteSectionInput>(({ input }) =>
        calls.deleteProgramSection(input.sectionId),
      ),
      createLesson: fromPromise<WrittenLesson, CreateLessonInput>(({ input }) =>
        calls.createLesson(input.courseId, { title: input.title, course_nodeble_id: input.sectionId }),
      ),
      renameLesson: fromPromise<LessonRenameOutcome, RenameLessonInput>(async ({ input }) => {
        const result = await calls.saveLesson(input.courseId, input.lessonId, {
          version: input.version,
          title: input.title,
        });
        return result.kind === 'saved'
          ? { kind: 'saved', lesson: result.lesson }
          : { kind: 'conflict', message: result.message };
      }),
      deleteLesson: fromPromise<CourseProgram, DeleteLessonInput>(({ input }) =>
        calls.deleteLesson(input.courseId, input.lessonId),
      ),
    },
  });
}

import { fromPromise } from 'xstate';
import type { LessonEditorCalls } from '../api/lesson-editor-calls.ts';
import { lessonEditorMachine } from '../lesson-editor/lesson-editor.machine.ts';
import type {
  EditorLesson,
  LessonWriteOutcome,
  LoadLessonInput,
  SaveLessonInput,
} from '../lesson-editor/lesson-editor.types.ts';
import { editorPageOf, pageDraftOf } from './public-page-document.ts';

/** The calls the public page editor's actors make (the client's `api.lessonEditor`). */
export type PublicPageMachineCalls = Pick<LessonEditorCalls, 'publicPage' | 'savePublicPage'>;

/**
 * The lesson editing machine editing a course's public page: `loadLesson` reads the page of the input's
 * `courseId` and `saveLesson` saves it whole from its version (a 409 comes back as the conflict with the
 * server's page), both through the one-section document of `editorPageOf`. A page has no program, no copy
 * and no lessons to create: the page never asks for them, and those actors keep the machine's refusal.
 */
export function publicPageMachineWith(calls: PublicPageMachineCalls) {
  return lessonEditorMachine.provide({
    actors: {
      loadLesson: fromPromise<EditorLesson, LoadLessonInput>(async ({ input }) =>
        editorPageOf(await calls.publicPage(input.courseId)),
      ),
      saveLesson: fromPromise<LessonWriteOutcome, SaveLessonInput>(async ({ input }) => {
        const result = await calls.savePublicPage(input.courseId, pageDraftOf(input.lesson));
        return result.kind === 'saved'
          ? { kind: 'saved', lesson: editorPageOf(result.page) }
          : { kind: 'conflict', lesson: editorPageOf(result.page), message: result.message };
      }),
    },
  });
}

/** What the public page editor starts from: the route's course (the page is the course's). */
export function publicPageInput(courseId: number) {
  return { courseId, lessonId: courseId };
}

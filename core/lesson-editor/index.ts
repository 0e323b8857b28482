// The lesson editor's public surface: the editing statechart, its view and its pure rules.

export { activeAfterDelete, activeAfterMove, activeSectionFor } from './active-section.ts';
export { applyLessonEdit, lessonEditKind, replayEdits } from './apply-lesson-edit.ts';
export * from './lesson-editor.constants.ts';
export { lessonEditorMachine } from './lesson-editor.machine.ts';
export {
  isCreating,
  isLoadingAll,
  isLoadingCourses,
  isLoadingProgram,
  isSaving,
  isSavingSection,
  isSavingSettings,
  type LessonEditorLoading,
  type LessonEditorPhase,
  type LessonEditorSnapshot,
  type LessonEditorView,
  selectLessonEditorView,
  selectLoading,
  selectPhase,
} from './lesson-editor.select.ts';
export type {
  CopyLessonInput,
  CreateLessonInput,
  EditorInfoUnit,
  EditorLesson,
  EditorSection,
  LessonEdit,
  LessonEditKind,
  LessonEditorConflict,
  LessonEditorContext,
  LessonEditorEmitted,
  LessonEditorError,
  LessonEditorEvent,
  LessonEditorInput,
  LessonEditorOperation,
  LessonWriteOutcome,
  LoadLessonInput,
  LoadProgramInput,
  SaveLessonInput,
  SearchCoursesInput,
  UnsavedEdit,
} from './lesson-editor.types.ts';
export {
  type LessonEditorMachineCalls,
  lessonConstructorPath,
  lessonEditorMachineWith,
} from './lesson-editor-calls-actors.ts';
export { createLessonEditorContext, draftOf, editOf } from './lesson-editor-context.ts';
export { editorErrorOf, isVersionConflict } from './save-failure.ts';

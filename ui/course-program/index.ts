export type { CourseProgramCommands } from './course-program.types.ts';
export { CourseProgramEditor, type CourseProgramEditorProps } from './course-program-editor.tsx';
export { ProgramSaveStatus, type ProgramSaveStatusProps } from './program-save-status.tsx';
export { TitleForm, type TitleFormProps } from './title-form.tsx';
export { type CourseProgramActor, useCourseProgram } from './use-course-program.ts';

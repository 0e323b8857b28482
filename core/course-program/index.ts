// The course program page's public surface: the program statechart, its view and its pure rules.

export {
  applyProgramEdit,
  isProgramMove,
  replayProgramEdits,
  withCreatedLesson,
  withLessonChanged,
} from './apply-program-edit.ts';
export * from './course-program.constants.ts';
export { courseProgramMachine } from './course-program.machine.ts';
export {
  type CourseProgramPhase,
  type CourseProgramSnapshot,
  type CourseProgramView,
  type ProgramSaveState,
  type ProgramSectionView,
  selectCourseProgramView,
  selectProgramPhase,
} from './course-program.select.ts';
export type {
  ArrangeProgramInput,
  CourseProgramContext,
  CourseProgramError,
  CourseProgramEvent,
  CourseProgramInput,
  CourseProgramNotice,
  CourseProgramOperation,
  CreateLessonInput,
  CreateSectionInput,
  DeleteLessonInput,
  DeleteSectionInput,
  LessonRenameOutcome,
  LoadProgramInput,
  ProgramEdit,
  ProgramMove,
  RenameLessonInput,
  RenameSectionInput,
  WrittenLesson,
} from './course-program.types.ts';
export { type CourseProgramCalls, courseProgramMachineWith } from './course-program-calls-actors.ts';
export {
  createCourseProgramContext,
  leadingMoveCount,
  nextWrite,
  type ProgramWrite,
  programEditOf,
} from './course-program-context.ts';
export { courseProgramPath } from './course-program-path.ts';
export {
  arrangementOf,
  type LessonPlace,
  type LessonStep,
  lessonPlace,
  lessonStep,
  moveLesson,
  moveSection,
  programLessons,
  sameArrangement,
  sectionStep,
} from './program-arrangement.ts';
export { type TitleProblem, titleProblem } from './program-title.ts';

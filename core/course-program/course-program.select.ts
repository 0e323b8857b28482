import type { SnapshotFrom } from 'xstate';
import type { CourseProgram, ProgramLesson, ProgramSection } from '../api/lessons.ts';
import type { courseProgramMachine } from './course-program.machine.ts';
import type { CourseProgramError, CourseProgramNotice, ProgramEdit } from './course-program.types.ts';
import { programLessons } from './program-arrangement.ts';

/** A running program's snapshot. */
export type CourseProgramSnapshot = SnapshotFrom<typeof courseProgramMachine>;

/** Where the program stands, one word for the screen. */
export type CourseProgramPhase = 'loading' | 'loadFailed' | 'idle' | 'writing' | 'reloading' | 'failed';

/** The save line: everything stored, something on its way, or a write failed (Retry). */
export type ProgramSaveState = 'saved' | 'saving' | 'failed';

/** A section as the page shows it: the contract's section, and what waits for the server in it. */
export interface ProgramSectionView extends ProgramSection {
  /** Titles of the lessons being created in it, shown as placeholders until the server answers. */
  creatingLessons: readonly string[];
  /** Its deletion is queued or on its way. */
  deleting: boolean;
}

/** What the program page shows and allows. */
export interface CourseProgramView {
  phase: CourseProgramPhase;
  load: 'loading' | 'failed' | 'ready';
  course: CourseProgram['course'] | null;
  /** The program on screen (the last saved one after a failed write). */
  program: CourseProgram | null;
  sections: readonly ProgramSectionView[];
  /** Lessons in no program section (older data): they can be moved into one, nothing moves out to them. */
  lessonsWithoutSection: readonly ProgramLesson[];
  /** Titles of the sections being created. */
  creatingSections: readonly string[];
  /** Whether edits are taken: a program shown and no failed write waiting for Retry or Discard. */
  canEdit: boolean;
  save: ProgramSaveState;
  /** A deletion is queued or on its way: the delete modal waits with a loader. */
  deleting: boolean;
  /** Edits the server has not confirmed yet (warn before leaving the page). */
  hasUnsavedChanges: boolean;
  /** How many lessons the program shows. */
  lessonCount: number;
  error: CourseProgramError | null;
  notice: CourseProgramNotice | null;
}

/** Where the program stands. */
export function selectProgramPhase(snapshot: CourseProgramSnapshot): CourseProgramPhase {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches({ ready: 'writing' })) return 'writing';
  if (snapshot.matches({ ready: 'reloading' })) return 'reloading';
  if (snapshot.matches({ ready: 'failed' })) return 'failed';
  return 'idle';
}

const isDelete = (edit: ProgramEdit) => edit.type === 'section.delete' || edit.type === 'lesson.delete';

/** The program page's view of the machine. */
export function selectCourseProgramView(snapshot: CourseProgramSnapshot): CourseProgramView {
  const { context } = snapshot;
  const phase = selectProgramPhase(snapshot);
  // After a failed write the queue is the draft, not something on its way.
  const queue = phase === 'failed' ? [] : context.queue;
  const { program } = context;
  const sections = (program?.sections ?? []).map(
    (section): ProgramSectionView => ({
      ...section,
      creatingLessons: queue.flatMap((edit) =>
        edit.type === 'lesson.create' && edit.sectionId === section.id ? [edit.title] : [],
      ),
      deleting: queue.some((edit) => edit.type === 'section.delete' && edit.sectionId === section.id),
    }),
  );
  return {
    phase,
    load: phase === 'loading' ? 'loading' : phase === 'loadFailed' ? 'failed' : 'ready',
    course: program?.course ?? null,
    program,
    sections,
    lessonsWithoutSection: program?.lessons_without_section ?? [],
    creatingSections: queue.flatMap((edit) => (edit.type === 'section.create' ? [edit.title] : [])),
    canEdit: phase === 'idle' || phase === 'writing' || phase === 'reloading',
    save: phase === 'failed' ? 'failed' : phase === 'writing' || phase === 'reloading' ? 'saving' : 'saved',
    deleting: queue.some(isDelete),
    hasUnsavedChanges: context.queue.length > 0,
    lessonCount: program ? programLessons(program).length : 0,
    error: context.error,
    notice: context.notice,
  };
}

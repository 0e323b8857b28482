import type { CourseProgram, ProgramArrangementRequest, ProgramLesson } from '../api/lessons.ts';

/**
 * One change of the program as the person made it, kept until the server confirms it. Everything is named by
 * id (sections and lessons on the page always have one: they are created by the server first). Moves and
 * renames show at once; creations and deletions show once the server has answered.
 */
export type ProgramEdit =
  | { type: 'section.create'; title: string }
  | { type: 'section.rename'; sectionId: number; title: string }
  | { type: 'section.move'; sectionId: number; to: number }
  | { type: 'section.delete'; sectionId: number }
  | { type: 'lesson.create'; sectionId: number; title: string }
  | { type: 'lesson.rename'; lessonId: number; title: string }
  | { type: 'lesson.move'; lessonId: number; sectionId: number; to: number }
  | { type: 'lesson.delete'; lessonId: number };

/** A move: the arrangement edits, coalesced into one PUT of the whole arrangement. */
export type ProgramMove = Extract<ProgramEdit, { type: 'section.move' | 'lesson.move' }>;

/** Which call failed, for the message the person is shown. */
export type CourseProgramOperation = 'load' | 'arrange' | ProgramEdit['type'];

/** A failed call: which one, the server's sentence (spec 1 §8), its status (null without an answer). */
export interface CourseProgramError {
  operation: CourseProgramOperation;
  message: string;
  status: number | null;
}

/** What the page tells the person beside errors: a rename met a newer lesson, so the program was reloaded. */
export interface CourseProgramNotice {
  kind: 'lessonChanged';
  lessonId: number;
  /** The title the person typed, which was not saved. */
  title: string;
}

/** What the program page starts from: the route's course. */
export interface CourseProgramInput {
  courseId: number;
}

/** The course program's context. */
export interface CourseProgramContext {
  courseId: number;
  /** The program as the server last answered it: what a failed write restores. Null until loaded. */
  saved: CourseProgram | null;
  /** The program on screen: `saved` with the queued edits applied (only `saved` after a failed write). */
  program: CourseProgram | null;
  /** Edits the server has not confirmed, oldest first; after a failed write, the draft kept for Retry. */
  queue: ProgramEdit[];
  /** How many of the first queued edits the write in flight carries (0 when none is in flight). */
  sendingCount: number;
  /** The last failure (the load, or a write), shown until a retry, a discard or a write that succeeds. */
  error: CourseProgramError | null;
  /** Told until dismissed or the next edit. */
  notice: CourseProgramNotice | null;
}

/** Requests of the person the program takes (the world's answers are the actors' done and error events). */
export type CourseProgramEvent =
  | { type: 'program.load' }
  | { type: 'section.create'; title: string }
  | { type: 'section.rename'; sectionId: number; title: string }
  | { type: 'section.move'; sectionId: number; to: number }
  | { type: 'section.delete'; sectionId: number }
  | { type: 'lesson.create'; sectionId: number; title: string }
  | { type: 'lesson.rename'; lessonId: number; title: string }
  | { type: 'lesson.move'; lessonId: number; sectionId: number; to: number }
  | { type: 'lesson.delete'; lessonId: number }
  | { type: 'save.retry' }
  | { type: 'save.discard' }
  | { type: 'notice.dismiss' };

/** A lesson as a write answers it: the fields the program lists (the contract's `ExpertLesson` fits). */
export type WrittenLesson = Omit<ProgramLesson, 'order'>;

/**
 * What renaming a lesson came to (the client's `LessonWriteResult` fits): saved, with the lesson's new title
 * and version, or refused because the lesson was saved elsewhere since the program was read (409).
 */
export type LessonRenameOutcome =
  | { kind: 'saved'; lesson: Pick<ProgramLesson, 'id' | 'title' | 'version'> }
  | { kind: 'conflict'; message: string };

/** Input of `loadProgram`: GET /courses/{course}/program. */
export interface LoadProgramInput {
  courseId: number;
}

/** Input of `arrangeProgram`: PUT /courses/{course}/program with the whole arrangement; answers the program. */
export interface ArrangeProgramInput {
  courseId: number;
  arrangement: ProgramArrangementRequest;
}

/** Input of `createSection`: POST /courses/{course}/program-sections {title}; answers the program. */
export interface CreateSectionInput {
  courseId: number;
  title: string;
}

/** Input of `renameSection`: PUT /program-sections/{id} {title}; answers the program. */
export interface RenameSectionInput {
  sectionId: number;
  title: string;
}

/** Input of `deleteSection`: DELETE /program-sections/{id}, the section with its lessons; answers the program. */
export interface DeleteSectionInput {
  sectionId: number;
}

/** Input of `createLesson`: POST /courses/{course}/lessons-new {title, course_nodeble_id}; answers the lesson. */
export interface CreateLessonInput {
  courseId: number;
  sectionId: number;
  title: string;
}

/**
 * Input of `renameLesson`: PUT /courses/{course}/lessons-new/{lesson} {version, title} (the content is kept);
 * answers a `LessonRenameOutcome`.
 */
export interface RenameLessonInput {
  courseId: number;
  lessonId: number;
  title: string;
  version: number;
}

/** Input of `deleteLesson`: DELETE /courses/{course}/lessons-new/{lesson}; answers the program. */
export interface DeleteLessonInput {
  courseId: number;
  lessonId: number;
}

import type { CourseProgram, CourseWithLessons } from '../api/lessons.ts';

// The lesson the editor works on is written structurally here, as the least the machine reads, so the
// contract's `ExpertLesson` (core/api/lessons.ts) fits it as it is, and so does a draft whose new sections
// and blocks have no id yet: every other field (title, image, drip settings, files, styles...) rides along.

/** A block of a section (spec 1 §3 Info unit): an id once saved, its type (1 to 7), its place; any other field. */
export interface EditorInfoUnit {
  /** Null until the server has stored it (a new or copied block). */
  id: number | null;
  /** 1 audio, 2 video, 3 text/image/code, 4 file, 5 practice, 6 comments, 7 practices list. */
  type_id: number;
  /** 1-based place in its section. */
  order: number;
  /** Set on a block that came from another lesson's copy. */
  copied?: boolean;
  /**
   * The screen's key of a block added here (given with `unit.add`), kept when the server names it, so its
   * editor is not rebuilt under the person's fingers. Never sent to the server.
   */
  client_key?: string;
  [field: string]: unknown;
}

/** A section (tab) of a lesson (spec 1 §3 Section). */
export interface EditorSection {
  /** Null until the server has stored it (a new or copied section). */
  id: number | null;
  name: string;
  /** 1-based place in the lesson; the route's `section` query is `order - 1`. */
  order: number;
  /** Set on a section that came from another lesson's copy. */
  copied?: boolean;
  info_units: EditorInfoUnit[];
  [field: string]: unknown;
}

/** A lesson as the editor holds it: id, version (the server's optimistic lock), settings and sections. */
export interface EditorLesson {
  id: number;
  /** Bumped by the server on every save; a save based on an older version answers 409. */
  version: number;
  sections: EditorSection[];
  /** The course the lesson belongs to; its type chooses the list "copy from another lesson" searches. */
  course?: { type: string };
  /** The settings of spec 1 §3 Lesson (title, image, is_public, accessible_*, quiz_ids...), an open record. */
  [setting: string]: unknown;
}

/**
 * What a write of the lesson came to (the contract's `LessonWriteResult` fits it): saved, with the lesson as
 * stored (new ids, next version), or refused because the server holds a newer version (409), with that one.
 * Any other failure rejects.
 */
export type LessonWriteOutcome =
  | { kind: 'saved'; lesson: EditorLesson }
  | { kind: 'conflict'; lesson: EditorLesson; message: string };

/**
 * One change of the lesson as the person made it, kept until the server confirms it. Sections and units
 * are named by index at the time of the change, so the change replays onto the server's answer to the
 * save before it (which keeps the structure it was sent) and new sections pick up their server ids.
 */
export type LessonEdit =
  | { type: 'settings'; changes: Readonly<Record<string, unknown>> }
  | { type: 'section.add'; name: string }
  | { type: 'section.rename'; sectionIndex: number; name: string }
  | { type: 'section.move'; from: number; to: number }
  | { type: 'section.delete'; sectionIndex: number }
  | { type: 'unit.add'; sectionIndex: number; typeId: number; fields: Readonly<Record<string, unknown>> }
  | {
      type: 'unit.change';
      sectionIndex: number;
      unitIndex: number;
      changes: Readonly<Record<string, unknown>>;
    }
  | { type: 'unit.move'; sectionIndex: number; from: number; to: number }
  | { type: 'unit.delete'; sectionIndex: number; unitIndex: number }
  /** "Keep mine" after a conflict: the person's whole draft laid over the server's version. */
  | { type: 'draft.keep'; draft: EditorLesson };

/** What part of the lesson an edit touches; the settings and section loading flags read it. */
export type LessonEditKind = 'settings' | 'section' | 'content';

/** An edit waiting for the server, with how it was made: typed edits wait for a pause, others go at once. */
export interface UnsavedEdit {
  edit: LessonEdit;
  /** Made by typing (a title, a name, a text block): saved after the debounce, not at once. */
  typed: boolean;
}

/** What failed, for the message the person is shown (spec 1 §8: lesson errors are stored in state). */
export type LessonEditorOperation = 'load' | 'save' | 'copy' | 'program' | 'courses' | 'create';

/** A failed call: which one, the server's sentence (spec 1 §8) and its status and field messages. */
export interface LessonEditorError {
  operation: LessonEditorOperation;
  message: string;
  /** The HTTP status when the server answered; null for a network failure or a thrown error. */
  status: number | null;
  fields: Record<string, string[]>;
}

/** A save the server refused because the lesson changed elsewhere (another tab, another author). */
export interface LessonEditorConflict {
  /** The server's current lesson; null while it is being fetched. */
  server: EditorLesson | null;
  /** The person's lesson as they left it: the last saved one with every unsaved edit applied. */
  draft: EditorLesson;
}

/** What the editor starts from: the route's course and lesson and its `section` query. */
export interface LessonEditorInput {
  courseId: number;
  lessonId: number;
  /** The route's `section` query (order - 1); the first section when absent or out of range. */
  section?: number | null;
  /** Whether the platform runs in production mode (GET /is_prod), when already known. */
  isProduction?: boolean;
  /** Whether the time zone follows the device (the user's is_auto_timezone). */
  autoTimezone?: boolean;
}

/** The lesson editor's context. */
export interface LessonEditorContext {
  courseId: number;
  lessonId: number;
  /** The section the route asked for, applied once the lesson arrives. */
  requestedSection: number | null;
  /** The lesson as the server last confirmed it: what a failed save restores. Null until loaded. */
  saved: EditorLesson | null;
  /** The lesson on screen: `saved` with the unsaved edits applied (only `saved` after a failed save). */
  lesson: EditorLesson | null;
  /** Edits the server has not confirmed, oldest first; after a failed save, the draft kept for Retry. */
  unsaved: UnsavedEdit[];
  /** How many of the first unsaved edits the save in flight carries (0 when none is in flight). */
  sendingCount: number;
  /** Index of the active section; -1 when the lesson has none. */
  activeSection: number;
  /** The lesson's last failure (load, save, copy), shown until dismissed or a save succeeds. */
  error: LessonEditorError | null;
  /** A failure of the program, course search or lesson creation calls. */
  requestError: LessonEditorError | null;
  /** Both versions after a 409, until the person reloads or keeps theirs. */
  conflict: LessonEditorConflict | null;
  /** The lesson whose content is being copied in. */
  copyFrom: number | null;
  /** The course program, once loaded (for the drip setting "after which lessons"). */
  program: CourseProgram | null;
  /** The copy dialog's search text and the courses, with their lessons, it found. */
  courseSearch: string;
  courses: readonly CourseWithLessons[];
  /** The title of the lesson being created. */
  newLessonTitle: string;
  /** Production-mode flag (spec 1 §4). */
  isProduction: boolean;
  /** Auto time zone toggle (spec 1 §4): the lesson's time zone follows the device. */
  autoTimezone: boolean;
}

/** Requests of the person and facts of the world the lesson editor takes. */
export type LessonEditorEvent =
  | { type: 'lesson.load' }
  | { type: 'section.select'; index: number }
  | { type: 'section.add'; name: string }
  | { type: 'section.rename'; index: number; name: string; typed?: boolean }
  | { type: 'section.move'; from: number; to: number }
  | { type: 'section.delete'; index: number }
  | { type: 'settings.change'; changes: Readonly<Record<string, unknown>>; typed?: boolean }
  | { type: 'unit.add'; typeId: number; fields?: Readonly<Record<string, unknown>> }
  | { type: 'unit.change'; index: number; changes: Readonly<Record<string, unknown>>; typed?: boolean }
  | { type: 'unit.move'; from: number; to: number }
  | { type: 'unit.delete'; index: number }
  | { type: 'save.flush' }
  | { type: 'save.retry' }
  | { type: 'save.discard' }
  | { type: 'conflict.reload' }
  | { type: 'conflict.keepMine' }
  | { type: 'lesson.copy'; fromLessonId: number }
  | { type: 'program.load' }
  | { type: 'courses.search'; search: string }
  | { type: 'lesson.create'; title: string }
  | { type: 'error.dismiss' }
  | { type: 'production.detected'; isProduction: boolean }
  | { type: 'autoTimezone.toggle' };

/** What the editor tells the page: a lesson was created (the page may open it). */
export type LessonEditorEmitted = { type: 'lesson.created'; lessonId: number };

/** Input of `loadLesson`: GET /courses/{course}/lessons-new/{lesson}. */
export interface LoadLessonInput {
  courseId: number;
  lessonId: number;
}

/**
 * Input of `saveLesson`: PUT /courses/{course}/lessons-new/{lesson} with the draft, its version the one it
 * was built on (the app sends `lessonDraftOf` of it). Answers a `LessonWriteOutcome`.
 */
export interface SaveLessonInput {
  courseId: number;
  lessonId: number;
  lesson: EditorLesson;
}

/**
 * Input of `copyLesson`: PUT /lessons/{lesson}/copy/{from} with the version on screen. The server replaces
 * the content with the copy (ids dropped, marked copied: core/lessons `copiedContent`) and answers a
 * `LessonWriteOutcome`.
 */
export interface CopyLessonInput {
  lessonId: number;
  fromLessonId: number;
  version: number;
}

/** Input of `loadProgram`: GET /courses/{course}/program. */
export interface LoadProgramInput {
  courseId: number;
}

/** Input of `searchCourses`: GET /courses/list with type_id 1 and lessons_search. */
export interface SearchCoursesInput {
  search: string;
  /** The course list's type: a lesson of a marathon copies from marathons (2), else from courses (1). */
  typeId: 1 | 2;
}

/** Input of `createLesson`: POST /courses/{course}/lessons-new with {title}. */
export interface CreateLessonInput {
  courseId: number;
  title: string;
}

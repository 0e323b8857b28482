import type { FileRecord } from '../../core/api/files.ts';
import type { CourseWithLessons, EditorDoc, UnitFileRef } from '../../core/api/lessons.ts';
import type { InfoUnitTypeId } from '../../core/lessons/index.ts';

// The constructor's screens read this view model and call these commands. The lesson editing
// machine's hook (use-lesson-editor.ts) builds them; stories and specs pass them by hand.

/** A file a block holds: the full record once the server answered it, or only its reference while new. */
export type ConstructorFile = Pick<FileRecord, 'uuid'> &
  Partial<Omit<FileRecord, 'uuid'>> &
  Partial<Pick<UnitFileRef, 'allow_doc_download' | 'allow_doc_preview'>>;

/** An upload of the app's queue on its way into a block (its file not yet a record). */
export interface ConstructorUpload {
  fileName: string;
  /** 0 to 100. */
  progress: number;
}

/** A block (info unit) as the constructor shows it. */
export interface ConstructorBlock {
  /** Stable while the block lives on screen (its id once saved): React and drag keys. */
  key: string;
  id: number | null;
  type_id: InfoUnitTypeId;
  title: string | null;
  files: readonly ConstructorFile[];
  /** The text block's document; null for other blocks. */
  content: EditorDoc | null;
  quiz_id: number | null;
  is_comments_disabled: boolean;
  is_audio_comment_enabled: boolean;
  is_video_comment_enabled: boolean;
  is_file_comment_enabled: boolean;
  /** Files of the upload queue heading for this block. */
  uploads?: readonly ConstructorUpload[];
}

/** A section tab. */
export interface ConstructorSection {
  key: string;
  name: string;
}

/** Where the lesson's saving stands, one word for the status line. */
export type SaveState = 'saved' | 'saving' | 'unsaved' | 'failed';

/** A quiz of the school a practice block may show. */
export interface QuizChoice {
  id: number;
  name: string;
}

/** Whether the lesson is on screen: loading (or another lesson's content being copied in), failed to load, or ready. */
export type LessonLoadState = 'loading' | 'failed' | 'ready';

/** What the constructor shows. */
export interface LessonConstructorView {
  load: LessonLoadState;
  sections: readonly ConstructorSection[];
  /** Index of the active section; -1 when there is none. */
  activeSection: number;
  /** The active section's blocks, in order. */
  blocks: readonly ConstructorBlock[];
  /** Whether edits are taken now (not while loading, after a failed save or in a conflict). */
  canEdit: boolean;
  save: SaveState;
  /** The failed save's sentence, shown with Retry. */
  saveError: string | null;
  /** A 409 met: the lesson changed elsewhere; the person's draft is kept until they choose. */
  conflict: boolean;
  /** Whether Reload or Keep mine can be chosen (the server's version has arrived). */
  canResolveConflict: boolean;
  /** A section deletion being saved: the delete modal's confirm waits. */
  deletingSection: boolean;
  /** A block deletion being saved. */
  deletingBlock: boolean;
  /** The school's quizzes for practice blocks. */
  quizzes: readonly QuizChoice[];
  /** "Copy from another lesson"; absent where the screen offers no copying (stories of other states). */
  copy?: LessonCopyView;
}

/** What the copy dialog shows. */
export interface LessonCopyView {
  /** The lesson on screen, never offered as its own source. */
  lessonId: number;
  /** Copying is offered only with nothing unsaved (the copy replaces the content on the server). */
  allowed: boolean;
  courses: readonly CourseWithLessons[];
  searching: boolean;
  /** The course search's failure. */
  error: string | null;
}

/** Changes of a block's fields a block editor makes. */
export type BlockChanges = Partial<
  Pick<
    ConstructorBlock,
    | 'title'
    | 'content'
    | 'quiz_id'
    | 'is_comments_disabled'
    | 'is_audio_comment_enabled'
    | 'is_video_comment_enabled'
    | 'is_file_comment_enabled'
  >
> & { files?: readonly ConstructorFile[] };

/** What the person can do in the constructor. */
export interface LessonConstructorCommands {
  selectSection(index: number): void;
  addSection(): void;
  renameSection(index: number, name: string): void;
  deleteSection(index: number): void;
  addBlock(typeId: InfoUnitTypeId): void;
  /** `typed` edits (a title, a text) are saved after a pause by the machine, not per key. */
  changeBlock(index: number, changes: BlockChanges, options?: { typed?: boolean }): void;
  moveBlock(from: number, to: number): void;
  deleteBlock(index: number): void;
  /** A file picked for an audio, video or files block: the app's upload queue takes it. */
  pickBlockFile(index: number, file: File): void;
  retrySave(): void;
  /** After a failed save: drop the unsaved draft and show the lesson as last saved. */
  discardSave(): void;
  /** The copy dialog's search text (searched once it rests). */
  searchCourses(search: string): void;
  /** Replace this lesson's content with a copy of another lesson's. */
  copyFrom(lessonId: number): void;
  /** Load the lesson again after it failed to load. */
  retryLoad(): void;
  reloadLesson(): void;
  keepMine(): void;
}

import type { InfoUnitTypeId } from '../../core/lessons/index.ts';
import type {
  ConstructorBlock,
  ConstructorUpload,
  LessonConstructorCommands,
  LessonLoadState,
  SaveState,
} from '../lesson-editor/index.ts';

// The public page screen reads this view model and calls these commands. usePublicPage builds them from
// the running editor; stories and specs pass them by hand.

/** The course the page belongs to. */
export interface PublicPageCourse {
  id: number;
  title: string;
  type: 'course' | 'marathon' | 'closed_group';
}

/** A cover on its way through the upload queue: its percent, or why it failed. */
export interface CoverUpload {
  progress: number;
  error: string | null;
}

/** What the public page screen shows. */
export interface PublicPageView {
  load: LessonLoadState;
  course: PublicPageCourse | null;
  /** The cover's address; null for none. */
  cover: string | null;
  description: string;
  blocks: readonly ConstructorBlock[];
  /** The block types a page holds, for the Add block menu. */
  blockTypes: readonly InfoUnitTypeId[];
  /** Whether edits are taken now (not while loading, after a failed save or in a conflict). */
  canEdit: boolean;
  save: SaveState;
  saveError: string | null;
  conflict: boolean;
  canResolveConflict: boolean;
  /** A block deletion being saved: the delete modal's confirm waits. */
  deletingBlock: boolean;
  coverUpload: CoverUpload | null;
}

/** What the expert can do on the page: the cover and description, and the constructor's block commands. */
export interface PublicPageCommands
  extends Pick<
    LessonConstructorCommands,
    | 'addBlock'
    | 'changeBlock'
    | 'moveBlock'
    | 'deleteBlock'
    | 'pickBlockFile'
    | 'retrySave'
    | 'discardSave'
    | 'retryLoad'
    | 'keepMine'
  > {
  /** Typed: saved after the pause. */
  changeDescription(text: string): void;
  /** A picked image goes to the app's upload queue; its address becomes the cover once stored. */
  pickCover(file: File): void;
  removeCover(): void;
  /** Take the server's page after a 409. */
  reloadPage(): void;
}

export type { ConstructorUpload };

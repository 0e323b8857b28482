import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { LessonEditorView } from '../../core/lesson-editor/index.ts';
import { selectLessonEditorView } from '../../core/lesson-editor/index.ts';
import { PUBLIC_PAGE_UNIT_TYPES, pageUnitsOf } from '../../core/public-page/index.ts';
import {
  type ConstructorUpload,
  constructorBlockOf,
  editorCommandsOf,
  type LessonEditorActor,
  type LooseUnit,
  saveStateOf,
} from '../lesson-editor/index.ts';
import type {
  CoverUpload,
  PublicPageCommands,
  PublicPageCourse,
  PublicPageView,
} from './public-page.types.ts';

/** What the page adds to the editor: the upload queue's ways in, and what is on its way. */
export interface UsePublicPageOptions {
  /** The queue takes a block's file (the block at this place of the page's one section). */
  pickBlockFile?(sectionIndex: number, blockIndex: number, file: File): void;
  pickCover?(file: File): void;
  coverUpload?: CoverUpload | null;
  /** Uploads on their way to the block with this screen key. */
  blockUploads?(blockKey: string): readonly ConstructorUpload[];
}

/** The public page screen's view of the editor's view. */
export function publicPageViewOf(
  editor: LessonEditorView,
  options: UsePublicPageOptions = {},
): PublicPageView {
  const page = editor.lesson;
  const blocks = (page ? pageUnitsOf(page) : []).map((unit, index) => {
    const block = constructorBlockOf(unit as LooseUnit, index);
    const uploads = options.blockUploads?.(block.key) ?? [];
    return uploads.length > 0 ? { ...block, uploads } : block;
  });
  return {
    load: editor.loading.all ? 'loading' : editor.phase === 'loadFailed' ? 'failed' : 'ready',
    course: (page?.course as PublicPageCourse | undefined) ?? null,
    cover: (page?.image as string | null | undefined) ?? null,
    description: (page?.description as string | null | undefined) ?? '',
    blocks,
    blockTypes: PUBLIC_PAGE_UNIT_TYPES,
    canEdit: editor.canEdit,
    save: saveStateOf(editor.phase, editor.hasUnsavedChanges),
    saveError: editor.phase === 'failed' ? (editor.error?.message ?? null) : null,
    conflict: editor.phase === 'conflict',
    canResolveConflict: editor.canResolveConflict,
    deletingBlock: editor.loading.save,
    coverUpload: options.coverUpload ?? null,
  };
}

/** Binds the public page editor (the lesson editing machine with the page's calls): the view and the commands. */
export function usePublicPage(actor: LessonEditorActor, options: UsePublicPageOptions = {}) {
  const editor = useSelector(actor, selectLessonEditorView);
  const { pickBlockFile, pickCover, coverUpload, blockUploads } = options;
  const view = useMemo(
    () => publicPageViewOf(editor, { coverUpload, blockUploads }),
    [editor, coverUpload, blockUploads],
  );
  const commands = useMemo<PublicPageCommands>(
    () => ({
      changeDescription: (description) =>
        actor.send({ type: 'settings.change', changes: { description }, typed: true }),
      pickCover: (file) => pickCover?.(file),
      removeCover: () => actor.send({ type: 'settings.change', changes: { image: null } }),
      ...editorCommandsOf(actor),
      pickBlockFile: (index, file) => pickBlockFile?.(0, index, file),
      reloadPage: () => actor.send({ type: 'conflict.reload' }),
    }),
    [actor, pickBlockFile, pickCover],
  );
  return { view, commands, editor };
}

/** What usePublicPage gives a page. */
export type PublicPageBinding = ReturnType<typeof usePublicPage>;

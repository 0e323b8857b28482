export { AddBlockMenu, type AddBlockMenuProps } from './add-block-menu.tsx';
export { BlockEditor, type BlockEditorProps } from './block-editor.tsx';
export { BlockList, type BlockListProps } from './block-list.tsx';
export { CommentFlagsEditor, PracticeBlockEditor } from './block-settings-editors.tsx';
export { BLOCK_TYPES, BlockTypeIcon, blockTitle, blockTypeName } from './block-types.tsx';
export { ConflictDialog, type ConflictDialogProps } from './conflict-dialog.tsx';
export {
  constructorBlockOf,
  constructorSectionsOf,
  type LooseUnit,
  saveStateOf,
} from './constructor-view.ts';
export { CopyLessonDialog, type CopyLessonDialogProps } from './copy-lesson-dialog.tsx';
export { editorCommandsOf } from './editor-commands.ts';
export {
  type FileFlagsChange,
  FileFlagsSaverProvider,
  type SaveFileFlags,
  useFileFlagsSaver,
} from './file-flags-saver.tsx';
export { FilesBlockEditor, type FilesBlockEditorProps } from './files-block-editor.tsx';
export { LessonConstructor, type LessonConstructorProps } from './lesson-constructor.tsx';
export type * from './lesson-constructor.types.ts';
export {
  type LessonSettings,
  type LessonSettingsChanges,
  LessonSettingsPanel,
  type LessonSettingsPanelProps,
} from './lesson-settings-panel.tsx';
export { MediaBlockEditor, type MediaBlockEditorProps, ProcessState } from './media-block-editor.tsx';
export { SaveStatus, type SaveStatusProps } from './save-status.tsx';
export { SectionBlocks, type SectionBlocksProps } from './section-blocks.tsx';
export { SectionTabs, type SectionTabsProps } from './section-tabs.tsx';
export { TextBlockEditor, type TextBlockEditorProps } from './text-block-editor.tsx';
export {
  type TextEditorServices,
  TextEditorServicesProvider,
  useTextEditorServices,
} from './text-editor-services.tsx';
export {
  constructorViewOf,
  type LessonEditorActor,
  type LessonEditorBinding,
  type UseLessonEditorOptions,
  useLessonEditor,
} from './use-lesson-editor.ts';

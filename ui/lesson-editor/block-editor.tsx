import { useId } from 'react';
import { useTranslation } from '../i18n/i18n-context.tsx';
import styles from './block-editors.module.css';
import { CommentFlagsEditor, PracticeBlockEditor } from './block-settings-editors.tsx';
import { blockTitle } from './block-types.tsx';
import { FilesBlockEditor } from './files-block-editor.tsx';
import type { BlockChanges, ConstructorBlock, QuizChoice } from './lesson-constructor.types.ts';
import { MediaBlockEditor } from './media-block-editor.tsx';
import { TextBlockEditor } from './text-block-editor.tsx';
import { useTextEditorServices } from './text-editor-services.tsx';

/** Props of the BlockEditor. */
export interface BlockEditorProps {
  block: ConstructorBlock;
  index: number;
  quizzes: readonly QuizChoice[];
  disabled?: boolean;
  onChange(changes: BlockChanges, options?: { typed?: boolean }): void;
  onPickFile(file: File): void;
}

/** A block's own title and the editor of its type. */
export function BlockEditor({
  block,
  index,
  quizzes,
  disabled = false,
  onChange,
  onPickFile,
}: BlockEditorProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const shown = blockTitle(t, block, index);
  const untitled = blockTitle(t, { ...block, title: null }, index);
  const uploads = block.uploads ?? [];
  const services = useTextEditorServices();
  return (
    <div className={styles.editor}>
      <div className={styles.field}>
        <label htmlFor={titleId} className={styles.label}>
          {t('editor.block_title')}
        </label>
        <input
          id={titleId}
          className={styles.input}
          value={block.title ?? ''}
          maxLength={255}
          placeholder={t('editor.block_title_placeholder', { title: untitled })}
          disabled={disabled}
          onChange={(event) => onChange({ title: event.currentTarget.value || null }, { typed: true })}
        />
      </div>
      {block.type_id === 1 || block.type_id === 2 ? (
        <MediaBlockEditor
          kind={block.type_id === 1 ? 'audio' : 'video'}
          file={block.files[0] ?? null}
          uploads={uploads}
          disabled={disabled}
          onPickFile={onPickFile}
          renderMedia={services.renderMedia}
        />
      ) : null}
      {block.type_id === 3 ? (
        <TextBlockEditor
          content={block.content}
          label={t('editor.text_editor', { title: shown })}
          disabled={disabled}
          onChange={(content) => onChange({ content }, { typed: true })}
          preferences={services.preferences}
          onPreferencesChange={services.onPreferencesChange}
          uploadFiles={services.uploadFiles}
          importImage={services.importImage}
          closedGroups={services.closedGroups}
          blocks={services.blocks}
        />
      ) : null}
      {block.type_id === 4 ? (
        <FilesBlockEditor
          files={block.files}
          uploads={uploads}
          disabled={disabled}
          onFilesChange={(files) => onChange({ files })}
          onPickFile={onPickFile}
        />
      ) : null}
      {block.type_id === 5 ? (
        <PracticeBlockEditor
          quizId={block.quiz_id}
          quizzes={quizzes}
          disabled={disabled}
          onChange={(quiz_id) => onChange({ quiz_id })}
        />
      ) : null}
      {block.type_id === 6 ? (
        <CommentFlagsEditor flags={block} disabled={disabled} onChange={onChange} />
      ) : null}
      {block.type_id === 7 ? (
        <>
          <p className={styles.muted}>{t('editor.practices_list_text')}</p>
          <CommentFlagsEditor flags={block} kinds={false} disabled={disabled} onChange={onChange} />
        </>
      ) : null}
    </div>
  );
}

import { useState } from 'react';
import {
  allowsDocDownload,
  allowsDocPreview,
  isDocumentFile,
  showsDocumentSwitches,
} from '../../core/upload/file-download.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { TrashIcon } from '../icons/index.ts';
import { DocumentPreview } from '../player/document-preview.tsx';
import { Button, Switch } from '../primitives/index.ts';
import styles from './block-editors.module.css';
import { BlockFilePicker } from './block-file-picker.tsx';
import { useFileFlagsSaver } from './file-flags-saver.tsx';
import type { ConstructorBlock, ConstructorFile } from './lesson-constructor.types.ts';
import { ProcessState } from './media-block-editor.tsx';

/** Props of the FilesBlockEditor. */
export interface FilesBlockEditorProps {
  files: readonly ConstructorFile[];
  uploads: NonNullable<ConstructorBlock['uploads']>;
  disabled?: boolean;
  onFilesChange(files: readonly ConstructorFile[]): void;
  onPickFile(file: File): void;
}

type DocumentFlag = 'allow_doc_preview' | 'allow_doc_download';

/** A file's flag set for this block: on the block's pivot when the record has one (it wins), and on the file. */
function withFlag(file: ConstructorFile, flag: DocumentFlag, value: boolean): ConstructorFile {
  return { ...file, [flag]: value, ...(file.pivot ? { pivot: { ...file.pivot, [flag]: value } } : {}) };
}

/** A files block: its files, each removable; documents (pdf, doc, docx, ppt, pptx) get the preview and download switches. */
export function FilesBlockEditor({
  files,
  uploads,
  disabled = false,
  onFilesChange,
  onPickFile,
}: FilesBlockEditorProps) {
  const { t } = useTranslation();
  const saveOnFile = useFileFlagsSaver();
  const [previewing, setPreviewing] = useState<string | null>(null);
  // The block's switch is kept in the lesson (the pivot). It can only narrow the file's own switch, so
  // turning it on also turns the file's own on (saved per file, spec 1 §4); turning it off narrows this block alone.
  const setFlag = (uuid: string, flag: DocumentFlag, value: boolean) => {
    onFilesChange(files.map((file) => (file.uuid === uuid ? withFlag(file, flag, value) : file)));
    if (value && saveOnFile) void saveOnFile(uuid, { [flag]: true });
  };
  return (
    <div className={styles.media}>
      {files.length === 0 && uploads.length === 0 ? (
        <p className={styles.muted}>{t('editor.no_files')}</p>
      ) : null}
      {files.length > 0 ? (
        <ul className={styles.fileList}>
          {files.map((file) => {
            const name = file.original_name ?? file.uuid;
            const named = {
              extension: file.extension ?? null,
              original_name: file.original_name ?? null,
              url: file.url ?? null,
              mime_type: file.mime_type ?? null,
            };
            const switches = showsDocumentSwitches(named, { parent: 'expert', previewSettingsAllowed: true });
            const previewable = isDocumentFile(named) && Boolean(file.url);
            const previewId = `block-file-preview-${file.uuid}`;
            const shown = previewable && previewing === file.uuid;
            return (
              <li key={file.uuid} className={styles.fileItem}>
                <div className={styles.fileRow}>
                  <span className={styles.fileName}>{name}</span>
                  <ProcessState file={file} />
                  {previewable ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-expanded={shown}
                      aria-controls={previewId}
                      onClick={() => setPreviewing(shown ? null : file.uuid)}
                    >
                      {t(shown ? 'editor.hide_file_preview' : 'editor.file_preview')}
                      <span className="visually-hidden"> {name}</span>
                    </Button>
                  ) : null}
                  <Button
                    variant="ghost"
                    iconOnly
                    className={styles.touch}
                    aria-label={t('editor.remove_file', { name })}
                    disabled={disabled}
                    onClick={() => onFilesChange(files.filter((other) => other.uuid !== file.uuid))}
                  >
                    <TrashIcon size={18} />
                  </Button>
                </div>
                {switches ? (
                  <div className={styles.switches}>
                    <Switch
                      label={
                        <>
                          <span aria-hidden="true">{t('editor.allow_preview')}</span>
                          <span className="visually-hidden">{t('editor.allow_preview_of', { name })}</span>
                        </>
                      }
                      checked={allowsDocPreview(file)}
                      disabled={disabled}
                      onCheckedChange={(value) => setFlag(file.uuid, 'allow_doc_preview', value)}
                    />
                    <Switch
                      label={
                        <>
                          <span aria-hidden="true">{t('editor.allow_download')}</span>
                          <span className="visually-hidden">{t('editor.allow_download_of', { name })}</span>
                        </>
                      }
                      checked={allowsDocDownload(file)}
                      disabled={disabled}
                      onCheckedChange={(value) => setFlag(file.uuid, 'allow_doc_download', value)}
                    />
                  </div>
                ) : null}
                {shown ? (
                  <div id={previewId}>
                    <DocumentPreview
                      file={{
                        ...named,
                        uuid: file.uuid,
                        allow_doc_download: file.allow_doc_download ?? null,
                        allow_doc_preview: file.allow_doc_preview ?? null,
                        pivot: file.pivot ?? null,
                      }}
                      author
                      onClose={() => setPreviewing(null)}
                    />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {uploads.map((upload) => (
        <p key={upload.fileName} className={styles.status} role="status">
          {t('editor.uploading', { name: upload.fileName, progress: Math.round(upload.progress) })}
        </p>
      ))}
      <BlockFilePicker label={t('editor.add_files')} multiple disabled={disabled} onFile={onPickFile} />
    </div>
  );
}

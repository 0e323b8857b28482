import {
  allowsDocDownload,
  allowsDocPreview,
  showsDocumentSwitches,
} from '../../core/upload/file-download.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { TrashIcon } from '../icons/index.ts';
import { Button, Switch } from '../primitives/index.ts';
import styles from './block-editors.module.css';
import { BlockFilePicker } from './block-file-picker.tsx';
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
  const setFlag = (uuid: string, flag: DocumentFlag, value: boolean) =>
    onFilesChange(files.map((file) => (file.uuid === uuid ? withFlag(file, flag, value) : file)));
  return (
    <div className={styles.media}>
      {files.length === 0 && uploads.length === 0 ? (
        <p className={styles.muted}>{t('editor.no_files')}</p>
      ) : null}
      {files.length > 0 ? (
        <ul className={styles.fileList}>
          {files.map((file) => {
            const name = file.original_name ?? file.uuid;
            const switches = showsDocumentSwitches(
              {
                extension: file.extension ?? null,
                original_name: file.original_name ?? null,
                url: file.url ?? null,
                mime_type: file.mime_type ?? null,
              },
              { parent: 'expert', previewSettingsAllowed: true },
            );
            return (
              <li key={file.uuid} className={styles.fileItem}>
                <div className={styles.fileRow}>
                  <span className={styles.fileName}>{name}</span>
                  <ProcessState file={file} />
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

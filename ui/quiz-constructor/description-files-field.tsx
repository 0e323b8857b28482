import { type ChangeEvent, useId, useRef, useState } from 'react';
import type { QuestionFileInput } from '../../core/api/quiz-authoring.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { TrashIcon } from '../icons/index.ts';
import { Button, Spinner } from '../primitives/index.ts';
import styles from './question-editor.module.css';

/** Sends a picked file through the app's upload queue; resolves once it is stored, with its uuid (and what to show of it). */
export type QuizFileUpload = (file: File) => Promise<QuestionFileInput>;

/** Props of the DescriptionFilesField. */
export interface DescriptionFilesFieldProps {
  files: readonly QuestionFileInput[];
  upload: QuizFileUpload;
  onChange(files: QuestionFileInput[]): void;
  /** Files a question may carry at most. */
  max: number;
}

function isImage(file: QuestionFileInput): boolean {
  return Boolean(file.url) && (file.mime_type ?? '').startsWith('image/');
}

/**
 * The files and images shown under a question's description (spec 2 §3 Question `files`): a list
 * with each file's thumbnail (an image) or name and a Remove button, and a picker of one or more
 * files whose uploads go through the app's queue (its panel shows progress and can cancel them). A
 * native file input behind its label, so the keyboard reaches it as any button.
 */
export function DescriptionFilesField({ files, upload, onChange, max }: DescriptionFilesFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const headingId = useId();
  const [uploading, setUploading] = useState(0);
  const [failed, setFailed] = useState(false);
  // An upload ends after later edits (typing, a removal): it adds to the list and document as they are then.
  const latest = useRef({ files, onChange });
  latest.current = { files, onChange };
  const named = (file: QuestionFileInput) => file.original_name || file.uuid;
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.currentTarget.files ?? [])].slice(0, Math.max(0, max - files.length));
    event.currentTarget.value = '';
    if (picked.length === 0) return;
    setFailed(false);
    setUploading((count) => count + picked.length);
    const added: QuestionFileInput[] = [];
    await Promise.all(
      picked.map(async (file) => {
        try {
          added.push(await upload(file));
        } catch {
          setFailed(true);
        } finally {
          setUploading((count) => count - 1);
        }
      }),
    );
    if (added.length > 0) latest.current.onChange([...latest.current.files, ...added]);
  };
  return (
    <fieldset className={styles.descriptionFiles} aria-labelledby={headingId}>
      <legend id={headingId} className={styles.descriptionFilesTitle}>
        {t('expert.quiz_editor_files')}
      </legend>
      {files.length > 0 ? (
        <ul className={styles.descriptionFileList}>
          {files.map((file) => (
            <li key={file.uuid} className={styles.descriptionFile}>
              {isImage(file) ? <img src={file.url ?? ''} alt={named(file)} className={styles.thumb} /> : null}
              <span className={styles.descriptionFileName}>{named(file)}</span>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-label={t('expert.quiz_editor_file_remove', { name: named(file) })}
                onClick={() => onChange(files.filter((other) => other.uuid !== file.uuid))}
              >
                <TrashIcon size={16} />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {files.length < max ? (
        <span className={styles.image}>
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            multiple
            onChange={(event) => void pick(event)}
          />
          <label htmlFor={inputId} className={styles.imagePick} data-disabled={uploading > 0 || undefined}>
            {uploading > 0 ? <Spinner size={14} decorative /> : null}
            {t(uploading > 0 ? 'expert.quiz_editor_files_uploading' : 'expert.quiz_editor_files_add')}
          </label>
        </span>
      ) : null}
      {failed ? (
        <span className={styles.error} role="alert">
          {t('expert.quiz_editor_files_failed')}
        </span>
      ) : null}
    </fieldset>
  );
}

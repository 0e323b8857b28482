import type { QuizFile } from '../../../core/api/quiz.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { safeFileUrl } from '../content/safe-file-url.ts';
import styles from './question-result.module.css';

/** Files attached to an answer: pictures as previews, everything as a link that opens the file. */
export function FileList({ files }: { files: readonly QuizFile[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.files}>
      <h5 className={styles.smallHeading}>{t('expert.quiz_review_files')}</h5>
      <ul className={styles.fileList}>
        {files.map((file) => {
          const name = file.original_name || t('expert.quiz_review_file_untitled');
          const isImage = file.mime_type?.startsWith('image/') ?? false;
          const url = safeFileUrl(file.url);
          return (
            <li key={file.uuid} className={styles.file}>
              {url ? (
                <a href={url} target="_blank" rel="noreferrer" className={styles.fileLink}>
                  {isImage ? <img src={url} alt="" className={styles.filePreview} /> : null}
                  <span>{name}</span>
                </a>
              ) : (
                <span>{name}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

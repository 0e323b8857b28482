import type { QuizFile } from '../../../../core/api/quiz.ts';
import { fileDownloadPath } from '../../../../core/upload/index.ts';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { TrashIcon } from '../../../icons/index.ts';
import { AudioRecordingPlayer } from '../../../player/audio-recording-player.tsx';
import { safeFileUrl } from '../../content/safe-file-url.ts';
import { FileIcon } from './answer-icons.tsx';
import styles from './answers.module.css';

/** The files of an answer, each opening in a new tab (pictures with a thumbnail) and, while answering, removable. */
export function AttachedFiles({
  files,
  title,
  onRemove,
}: {
  files: QuizFile[];
  title: string;
  onRemove?: (file: QuizFile) => void;
}) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <section className={styles.files} aria-label={title}>
      <ul className={styles.fileList}>
        {files.map((file) => {
          const name = file.original_name || file.uuid;
          const url = safeFileUrl(file.url);
          const picture = url && file.mime_type?.startsWith('image/') ? url : null;
          return (
            <li key={file.uuid} className={styles.fileRow}>
              {picture ? (
                <img className={styles.fileThumbnail} src={picture} alt="" loading="lazy" />
              ) : (
                <FileIcon size={18} className={styles.fileIcon} />
              )}
              {url ? (
                <a className={styles.fileName} href={url} target="_blank" rel="noopener noreferrer">
                  {name}
                </a>
              ) : (
                <span className={styles.fileName}>{name}</span>
              )}
              {url && file.mime_type?.startsWith('audio/') ? (
                // A recorded or attached sound plays in place with the recording player (spec 1 §4: play and
                // stop, the rate cycling 1×, 1.5×, 2×).
                <div className={styles.fileMedia}>
                  <AudioRecordingPlayer src={url} />
                </div>
              ) : null}
              {url && file.mime_type?.startsWith('video/') ? (
                // biome-ignore lint/a11y/useMediaCaption: a student's recorded answer comes with no captions to offer
                <video
                  className={styles.fileMedia}
                  controls
                  preload="metadata"
                  playsInline
                  src={fileDownloadPath({
                    uuid: file.uuid,
                    original_name: name,
                    mime_type: file.mime_type,
                    url,
                  })}
                  aria-label={name}
                />
              ) : null}
              {onRemove ? (
                <button
                  type="button"
                  className={styles.iconButton}
                  onClick={() => onRemove(file)}
                  aria-label={t('questions.remove_file', { name })}
                >
                  <TrashIcon size={16} />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

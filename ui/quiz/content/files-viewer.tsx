import { useId, useState } from 'react';
import type { QuizFile } from '../../../core/api/quiz.ts';
import { isOfficeExtension } from '../../../core/player/index.ts';
import {
  allowsDocPreview,
  fileDownloadPath,
  isDownloadAllowed,
  recordExtension,
} from '../../../core/upload/index.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { Modal } from '../../modal/index.ts';
import { AudioPlayer } from '../../player/audio-player.tsx';
import { DocumentPreview } from '../../player/document-preview.tsx';
import { Button } from '../../primitives/index.ts';
import styles from './content.module.css';
import { useQuizMedia } from './quiz-media.tsx';

/** A file attached to a question (spec 3 §3 File: type_id 3 video, 5 audio; allow_doc_download). */
export type ContentFile = QuizFile & {
  type_id?: number | null;
  extension?: string | null;
  allow_doc_download?: boolean | null;
  allow_doc_preview?: boolean | null;
  pivot?: { allow_doc_download?: boolean | null; allow_doc_preview?: boolean | null } | null;
};

/** File type ids of spec 3 §3. */
const FILE_TYPE = { video: 3, audio: 5 } as const;
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'avif'];
const AUDIO_EXTENSIONS = ['mp3', 'wav', 'ogg', 'm4a', 'aac', 'flac'];
const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov', 'm4v'];

/** What a file is shown as. */
export type ContentFileKind = 'image' | 'audio' | 'video' | 'document';

/** Images inline, audio and video in players, everything else a document. */
export function contentFileKind(file: ContentFile): ContentFileKind {
  const mime = file.mime_type ?? '';
  const extension = recordExtension({
    extension: file.extension ?? null,
    original_name: file.original_name ?? null,
    url: file.url ?? null,
    mime_type: file.mime_type ?? null,
  });
  if (file.type_id === FILE_TYPE.video || mime.startsWith('video/') || VIDEO_EXTENSIONS.includes(extension))
    return 'video';
  if (file.type_id === FILE_TYPE.audio || mime.startsWith('audio/') || AUDIO_EXTENSIONS.includes(extension))
    return 'audio';
  if (mime.startsWith('image/') || IMAGE_EXTENSIONS.includes(extension)) return 'image';
  return 'document';
}

/** Props of the FilesViewer. */
export interface FilesViewerProps {
  files: ContentFile[];
}

/**
 * A question's files: images inline (a click enlarges), audio and video in players (a video in the
 * app's player when one is handed in through `QuizMediaProvider`, else the browser's own), documents previewed in
 * place (a PDF in the viewer, an office file in the office preview) where the author's preview switch
 * allows it, and downloaded where the download switch allows it (spec 1 §4, §6: the student's context).
 */
export function FilesViewer({ files }: FilesViewerProps) {
  const { t } = useTranslation();
  const [zoomed, setZoomed] = useState<ContentFile | null>(null);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const previewIds = useId();
  const renderMedia = useQuizMedia();
  if (files.length === 0) return null;
  const named = (file: ContentFile) => file.original_name || file.uuid;
  const images = files.filter((file) => contentFileKind(file) === 'image' && file.url);
  const media = files.filter((file) => ['audio', 'video'].includes(contentFileKind(file)) && file.url);
  const documents = files.filter((file) => contentFileKind(file) === 'document' || !file.url);
  return (
    <section className={styles.files} aria-label={t('questions.files_title')}>
      {images.length > 0 ? (
        <ul className={styles.images}>
          {images.map((file) => (
            <li key={file.uuid}>
              <button
                type="button"
                className={styles.imageButton}
                onClick={() => setZoomed(file)}
                aria-label={t('questions.image_zoom', { name: named(file) })}
              >
                <img src={file.url} alt="" loading="lazy" className={styles.image} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {media.map((file) =>
        contentFileKind(file) === 'video' && renderMedia ? (
          <div key={file.uuid} className={styles.player}>
            {renderMedia(file)}
          </div>
        ) : contentFileKind(file) === 'video' ? (
          // biome-ignore lint/a11y/useMediaCaption: authors' files carry no caption track
          <video
            key={file.uuid}
            className={styles.video}
            src={file.url}
            controls
            preload="metadata"
            aria-label={named(file)}
          />
        ) : (
          <div key={file.uuid}>
            <AudioPlayer
              src={file.url ?? ''}
              name={named(file)}
              downloadHref={
                isDownloadAllowed(downloadFlags(file)) ? fileDownloadPath(downloadFlags(file)) : null
              }
            />
          </div>
        ),
      )}
      {documents.length > 0 ? (
        <ul className={styles.documents}>
          {documents.map((file) => {
            const downloadable = file.url && isDownloadAllowed(downloadFlags(file));
            const previewable = Boolean(file.url) && canPreview(file);
            const shown = previewable && previewing === file.uuid;
            const previewId = `${previewIds}-${file.uuid}`;
            return (
              <li key={file.uuid} className={styles.document}>
                <span className={styles.documentBadge} aria-hidden="true">
                  {extensionOf(file).toUpperCase() || 'FILE'}
                </span>
                {downloadable ? (
                  <a
                    className={styles.documentName}
                    href={fileDownloadPath(downloadFlags(file))}
                    download={named(file)}
                    aria-label={t('questions.file_download', { name: named(file) })}
                  >
                    {named(file)}
                  </a>
                ) : (
                  <span className={styles.documentName}>
                    {t('questions.file_view_only', { name: named(file) })}
                  </span>
                )}
                {previewable ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-expanded={shown}
                    aria-controls={previewId}
                    onClick={() => setPreviewing(shown ? null : file.uuid)}
                  >
                    {t(shown ? 'questions.file_hide_preview' : 'questions.file_preview')}
                    <span className="visually-hidden"> {named(file)}</span>
                  </Button>
                ) : null}
                {shown ? (
                  <div id={previewId} className={styles.documentPreview}>
                    <DocumentPreview file={previewRecord(file)} onClose={() => setPreviewing(null)} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <Modal
        open={zoomed !== null}
        onOpenChange={(open) => {
          if (!open) setZoomed(null);
        }}
        title={zoomed ? named(zoomed) : ''}
        width={960}
      >
        {zoomed ? (
          <img
            src={zoomed.url}
            alt={t('questions.image_alt', { name: named(zoomed) })}
            className={styles.zoomedImage}
          />
        ) : null}
      </Modal>
    </section>
  );
}

function downloadFlags(file: ContentFile) {
  return {
    uuid: file.uuid,
    url: file.url ?? null,
    original_name: file.original_name ?? null,
    extension: file.extension ?? null,
    mime_type: file.mime_type ?? null,
    allow_doc_download: file.allow_doc_download ?? null,
    allow_doc_preview: file.allow_doc_preview ?? null,
    pivot: file.pivot ?? null,
  };
}

/** A PDF or office document whose preview the author allows (the student's context: the switch holds). */
function canPreview(file: ContentFile): boolean {
  const extension = extensionOf(file);
  return (extension === 'pdf' || isOfficeExtension(extension)) && allowsDocPreview(downloadFlags(file));
}

function previewRecord(file: ContentFile) {
  return { ...downloadFlags(file), allow_doc_preview: file.allow_doc_preview ?? null };
}

function extensionOf(file: ContentFile): string {
  return recordExtension(downloadFlags(file));
}

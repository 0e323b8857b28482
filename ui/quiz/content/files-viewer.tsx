import { lazy, Suspense, useId, useState } from 'react';
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
import { Button, Spinner } from '../../primitives/index.ts';
import styles from './content.module.css';
import { type ContentFile, contentFileKind } from './content-file-kind.ts';
import { useQuizMedia } from './quiz-media.tsx';

// The PDF viewer and the office preview load when the learner asks for a preview.
const DocumentPreview = lazy(() =>
  import('../../player/document-preview.tsx').then((module) => ({ default: module.DocumentPreview })),
);

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
                    <Suspense fallback={<Spinner size={20} label={t('player.pdf_loading')} />}>
                      <DocumentPreview file={previewRecord(file)} onClose={() => setPreviewing(null)} />
                    </Suspense>
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

import { useEffect, useState } from 'react';
import type { ListedFile } from '../../../core/api/index.ts';
import { type FileSizeLabels, formatFileSize } from '../../../core/format/format-file-size.ts';
import {
  allowsDocDownload,
  allowsDocPreview,
  fileDownloadPath,
  isDocumentFile,
  showsDocumentSwitches,
} from '../../../core/upload/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { DeleteConfirmModal } from '../../../ui/modal/index.ts';
import { useNotify } from '../../../ui/notifications/index.ts';
import { AudioPlayer, DocumentPreview } from '../../../ui/player/index.ts';
import { Button, Switch } from '../../../ui/primitives/index.ts';
import { FileProcessingStatus } from '../../../ui/upload/index.ts';
import { AppVideoPlayer } from '../player/app-video-player.tsx';
import { warmVideoEngine } from '../player/video-media-engine.ts';
import styles from './storage-file-row.module.css';
import { useSaveFileFlags } from './use-cabinet-files.ts';

/** Props of one file of the storage page. */
export interface StorageFileRowProps {
  file: ListedFile;
  onDelete: (uuid: string) => Promise<unknown>;
}

type Kind = 'video' | 'audio' | 'image' | 'other';

function kindOf(file: ListedFile): Kind {
  const type = file.mime_type ?? '';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('image/')) return 'image';
  return 'other';
}

/** One uploaded file: name, size, type, processing status (and why it failed), preview, download, delete. */
export function StorageFileRow({ file, onDelete }: StorageFileRowProps) {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = file.original_name ?? file.uuid;
  const kind = kindOf(file);
  const status = file.process_status ?? 'completed';
  const labels: FileSizeLabels = {
    B: t('uploads.size_b'),
    kB: t('uploads.size_kb'),
    MB: t('uploads.size_mb'),
    GB: t('uploads.size_gb'),
  };
  const canPreview = status === 'completed' && Boolean(file.url) && kind !== 'other';
  // A video that may be opened: its engine is loaded ahead, so opening it waits only for the stream.
  const videoReady = canPreview && kind === 'video';
  useEffect(() => {
    if (videoReady) warmVideoEngine();
  }, [videoReady]);
  const previewId = `preview-${file.uuid}`;
  const notify = useNotify();
  const saveFlags = useSaveFileFlags();
  const named = {
    extension: file.extension ?? null,
    original_name: file.original_name ?? null,
    url: file.url ?? null,
    mime_type: file.mime_type ?? null,
  };
  // Documents (pdf, doc, docx, ppt, pptx) open in the PDF viewer or the office preview (spec 1 §4).
  const isDocument = isDocumentFile(named) && status === 'completed';
  const switches = showsDocumentSwitches(named, { parent: 'expert', previewSettingsAllowed: true });
  const setFlag = (flag: 'allow_doc_preview' | 'allow_doc_download', value: boolean) =>
    saveFlags.mutate(
      { uuid: file.uuid, flags: { [flag]: value } },
      { onError: () => notify.danger(t('player.doc_switch_failed')) },
    );
  return (
    <li className={styles.row} data-status={status}>
      <div className={styles.main}>
        <span className={styles.name} title={name}>
          {name}
        </span>
        <span className={styles.meta}>
          <span>{formatFileSize(file.size, labels)}</span>
          <span aria-hidden="true">·</span>
          <span>{file.mime_type ?? t('uploads.type_unknown')}</span>
        </span>
      </div>
      <div className={styles.status}>
        <FileProcessingStatus
          status={file.process_status}
          reason={{
            code: file.process_error_code,
            params: file.process_error_params,
            text: file.process_error,
          }}
        />
      </div>
      <div className={styles.actions}>
        {canPreview || isDocument ? (
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={previewing}
            aria-controls={previewId}
            onClick={() => setPreviewing((shown) => !shown)}
          >
            {previewing ? t('uploads.hide_preview') : t('uploads.preview')}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" asChild>
          <a href={fileDownloadPath(file)} download={name}>
            {t('uploads.download')}
            <span className="visually-hidden"> {name}</span>
          </a>
        </Button>
        <DeleteConfirmModal
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button variant="ghost" size="sm">
              {t('uploads.delete')}
              <span className="visually-hidden"> {name}</span>
            </Button>
          }
          title={t('uploads.delete_title', { name })}
          text={t('uploads.delete_text')}
          loading={deleting}
          onConfirm={() => {
            setDeleting(true);
            onDelete(file.uuid).finally(() => {
              setDeleting(false);
              setConfirming(false);
            });
          }}
        />
      </div>
      {switches ? (
        <div className={styles.switches}>
          <Switch
            label={
              <>
                <span aria-hidden="true">{t('player.doc_preview')}</span>
                <span className="visually-hidden">{t('player.doc_preview_of', { name })}</span>
              </>
            }
            checked={allowsDocPreview(file)}
            onCheckedChange={(value) => setFlag('allow_doc_preview', value)}
          />
          <Switch
            label={
              <>
                <span aria-hidden="true">{t('player.doc_download')}</span>
                <span className="visually-hidden">{t('player.doc_download_of', { name })}</span>
              </>
            }
            checked={allowsDocDownload(file)}
            onCheckedChange={(value) => setFlag('allow_doc_download', value)}
          />
        </div>
      ) : null}
      {previewing && isDocument ? (
        <div className={styles.preview} id={previewId}>
          <DocumentPreview file={file} author onClose={() => setPreviewing(false)} />
        </div>
      ) : previewing && file.url ? (
        <div className={styles.preview} id={previewId}>
          {kind === 'video' ? (
            <AppVideoPlayer
              url={file.url}
              processStatus={file.process_status}
              fileUuid={file.uuid}
              poster={file.preview_path ?? null}
              name={name}
              item={{ sourceType: 'expert', id: 0 }}
              signedIn
            />
          ) : kind === 'audio' ? (
            <AudioPlayer src={file.url} name={name} />
          ) : (
            <img src={file.url} alt={name} className={styles.media} />
          )}
        </div>
      ) : null}
    </li>
  );
}

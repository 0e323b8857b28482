import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { PageHeader } from '../../../ui/layout/index.ts';
import { useNotify } from '../../../ui/notifications/index.ts';
import { EmptyState, Spinner } from '../../../ui/primitives/index.ts';
import { useUploadQueueContext } from '../../../ui/upload/index.ts';
import { MenuIcon } from '../layouts/menu-icons.tsx';
import { StorageFileRow } from '../uploads/storage-file-row.tsx';
import { UploadDropZone } from '../uploads/upload-drop-zone.tsx';
import { useCabinetFiles, useDeleteFiles } from '../uploads/use-cabinet-files.ts';
import styles from './storage-page.module.css';

/**
 * The expert's cloud storage (/expert/storage): drop or pick many files (they upload through the
 * app-wide panel and keep going on other pages), and the school's files with their processing
 * status, a preview that streams processed video, download and delete.
 */
export function StoragePage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queue = useUploadQueueContext();
  const files = useCabinetFiles(queue.view);
  const remove = useDeleteFiles();

  const onDelete = (uuid: string) =>
    remove.mutateAsync([uuid]).then(
      () => notify.success(t('uploads.deleted')),
      (error: unknown) =>
        notify.danger(t('uploads.delete_failed'), error instanceof Error ? error.message : undefined),
    );

  return (
    <>
      <PageHeader title={t('menu.storage')} description={t('expert.storage_description')} />
      <UploadDropZone onFiles={(picked) => queue.addFiles(picked)} />
      <section className={styles.files} aria-labelledby="storage-files-title">
        <h2 id="storage-files-title" className={styles.title}>
          {t('uploads.files_title')}
          {files.data ? <span className={styles.count}> ({files.data.length})</span> : null}
        </h2>
        {files.isPending ? (
          <div className={styles.loading}>
            <Spinner label={t('uploads.files_loading')} />
          </div>
        ) : files.isError ? (
          <p role="alert" className={styles.error}>
            {t('uploads.files_load_failed')}
          </p>
        ) : files.data.length === 0 ? (
          <EmptyState
            icon={<MenuIcon name="cloud" size={28} />}
            title={t('uploads.files_empty')}
            text={t('uploads.files_empty_text')}
          />
        ) : (
          <ul className={styles.list}>
            {files.data.map((file) => (
              <StorageFileRow key={file.uuid} file={file} onDelete={onDelete} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

import { useTranslation } from '../i18n/i18n-context.tsx';
import { CollapsiblePanel } from '../primitives/index.ts';
import styles from './upload-panel.module.css';
import { UploadTaskRow } from './upload-task-row.tsx';
import type { UploadQueueHandle } from './use-upload-queue.ts';

/** Props of the panel: the result of `useUploadQueue` (or a fixed one in stories). */
export type UploadPanelProps = Omit<UploadQueueHandle, 'addFiles' | 'actor'>;

/** The collapsible upload panel of spec 2 §2: per file its name, percent, status icon, cancel and retry. */
export function UploadPanel({ view, cancel, retry, dismiss, toggle }: UploadPanelProps) {
  const { t } = useTranslation();
  if (!view.isVisible) return null;
  const done = view.totals.byStatus.completed;
  return (
    <section className={styles.panel} aria-label={t('uploads.panel_title')}>
      <CollapsiblePanel
        title={t('uploads.panel_title')}
        meta={
          <span aria-live="polite">
            {t('uploads.panel_summary', { done: String(done), count: String(view.totals.count) })}
          </span>
        }
        open={!view.isCollapsed}
        onOpenChange={(open) => {
          if (open === view.isCollapsed) toggle();
        }}
      >
        <ul className={styles.list}>
          {view.tasks.map((task) => (
            <UploadTaskRow key={task.id} task={task} onCancel={cancel} onRetry={retry} onDismiss={dismiss} />
          ))}
        </ul>
      </CollapsiblePanel>
    </section>
  );
}

import { useTranslation } from '../i18n/i18n-context.tsx';
import { Modal } from '../modal/index.ts';
import { Button } from '../primitives/index.ts';
import styles from './lesson-constructor.module.css';

/** Props of the ConflictDialog. */
export interface ConflictDialogProps {
  open: boolean;
  /** False while the newer version is being fetched: the choices wait. */
  canResolve: boolean;
  onReload(): void;
  onKeepMine(): void;
  /** What changed elsewhere, when not a lesson (the public page says so). */
  title?: string;
  description?: string;
}

/** A save met a newer version (409): the person's text stays until they reload theirs away or keep it. */
export function ConflictDialog({ open, canResolve, onReload, onKeepMine, ...texts }: ConflictDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={texts.title ?? t('editor.conflict_title')}
      description={texts.description ?? t('editor.conflict_text')}
      hideClose
      preventDismiss
      footer={
        <>
          <Button
            variant="secondary"
            disabled={!canResolve}
            onClick={onReload}
            aria-describedby="conflict-reload-hint"
          >
            {t('editor.conflict_reload')}
          </Button>
          <Button disabled={!canResolve} onClick={onKeepMine} aria-describedby="conflict-keep-hint">
            {t('editor.conflict_keep')}
          </Button>
        </>
      }
    >
      <ul className={styles.conflictChoices}>
        <li id="conflict-reload-hint">
          <strong>{t('editor.conflict_reload')}</strong>: {t('editor.conflict_reload_hint')}
        </li>
        <li id="conflict-keep-hint">
          <strong>{t('editor.conflict_keep')}</strong>: {t('editor.conflict_keep_hint')}
        </li>
      </ul>
      {canResolve ? null : (
        <p role="status" className={styles.muted}>
          {t('editor.conflict_waiting')}
        </p>
      )}
    </Modal>
  );
}

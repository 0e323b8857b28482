import { useTranslation } from '../i18n/i18n-context.tsx';
import { CheckIcon, DangerIcon } from '../icons/index.ts';
import { DeleteConfirmModal } from '../modal/index.ts';
import { Button, Spinner } from '../primitives/index.ts';
import styles from './lesson-constructor.module.css';
import type { SaveState } from './lesson-constructor.types.ts';

/** Props of the SaveStatus. */
export interface SaveStatusProps {
  state: SaveState;
  /** The failed save's sentence. */
  error?: string | null;
  onRetry(): void;
  /** After a failed save: let the unsaved changes go (asked first). Without it, only Retry is offered. */
  onDiscard?(): void;
  /** What Discard's question says is lost, when not a lesson's changes (the public page says so). */
  discardText?: string;
}

/**
 * One line saying where the saving stands: saved, saving, unsaved changes, or not saved with Retry and
 * Discard. Discarding drops what was typed since the last save, so it is confirmed first.
 */
export function SaveStatus({ state, error, onRetry, onDiscard, discardText }: SaveStatusProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.saveStatus} data-state={state}>
      <span role="status" className={styles.saveText}>
        {state === 'saving' ? <Spinner size={14} decorative /> : null}
        {state === 'saved' ? <CheckIcon size={16} /> : null}
        {state === 'failed' ? <DangerIcon size={16} /> : null}
        {state === 'failed'
          ? error
            ? t('editor.save_failed', { message: error })
            : t('editor.save_failed_plain')
          : t(`editor.save_${state}`)}
      </span>
      {state === 'failed' ? (
        <>
          <Button variant="secondary" size="sm" className={styles.touch} onClick={onRetry}>
            {t('editor.retry')}
          </Button>
          {onDiscard ? (
            <DeleteConfirmModal
              trigger={
                <Button variant="ghost" size="sm" className={styles.touch}>
                  {t('editor.discard')}
                </Button>
              }
              title={t('editor.discard_title')}
              text={discardText ?? t('editor.discard_text')}
              confirmLabel={t('editor.discard_confirm')}
              onConfirm={onDiscard}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

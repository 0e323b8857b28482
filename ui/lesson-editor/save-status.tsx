import { useTranslation } from '../i18n/i18n-context.tsx';
import { CheckIcon, DangerIcon } from '../icons/index.ts';
import { Button, Spinner } from '../primitives/index.ts';
import styles from './lesson-constructor.module.css';
import type { SaveState } from './lesson-constructor.types.ts';

/** Props of the SaveStatus. */
export interface SaveStatusProps {
  state: SaveState;
  /** The failed save's sentence. */
  error?: string | null;
  onRetry(): void;
}

/** One line saying where the lesson's saving stands: saved, saving, unsaved changes, or not saved with Retry. */
export function SaveStatus({ state, error, onRetry }: SaveStatusProps) {
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
        <Button variant="secondary" size="sm" className={styles.touch} onClick={onRetry}>
          {t('editor.retry')}
        </Button>
      ) : null}
    </div>
  );
}

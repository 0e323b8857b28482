import { useTranslation } from '../i18n/i18n-context.tsx';
import { Modal } from '../modal/index.ts';
import { Button } from '../primitives/index.ts';
import styles from './question-editor.module.css';

/** Props of the RescoreConfirmModal. */
export interface RescoreConfirmModalProps {
  open: boolean;
  /** How many student attempts answered the question. */
  attempts: number;
  /** While the re-score runs: both buttons wait and nothing closes the modal. */
  busy?: boolean;
  /** The last re-score failed: says so, and Re-score tries again. */
  failed?: boolean;
  onRescore: () => void;
  /** Keeps the stored scores (also Escape and the close button). */
  onKeep: () => void;
}

/**
 * Asked after a save that changed the key or the points of a question students already answered:
 * re-score their attempts against the new key, or keep the scores they were given.
 */
export function RescoreConfirmModal({
  open,
  attempts,
  busy = false,
  failed = false,
  onRescore,
  onKeep,
}: RescoreConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next || busy ? undefined : onKeep())}
      preventDismiss={busy}
      title={t('expert.quiz_rescore_title')}
      description={t('expert.quiz_rescore_text', { count: attempts })}
      footer={
        <>
          <Button variant="secondary" onClick={onKeep} disabled={busy}>
            {t('expert.quiz_rescore_keep')}
          </Button>
          <Button onClick={onRescore} loading={busy}>
            {t('expert.quiz_rescore_confirm')}
          </Button>
        </>
      }
    >
      {failed ? (
        <p className={styles.error} role="alert">
          {t('expert.quiz_rescore_failed')}
        </p>
      ) : null}
    </Modal>
  );
}

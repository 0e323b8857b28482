import { AlertDialog } from 'radix-ui';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { TrashIcon } from '../icons/index.ts';
import { Button } from '../primitives/button.tsx';
import { MODAL_DEFAULT_WIDTH } from './modal.constants.ts';
import styles from './modal.module.css';
import { useReturnFocus } from './use-return-focus.ts';

/** Props of the DeleteConfirmModal. */
export interface DeleteConfirmModalProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
  /** Defaults to "Delete this item?". */
  title?: ReactNode;
  /** Defaults to "This can't be undone." */
  text?: ReactNode;
  /** Defaults to "Delete". */
  confirmLabel?: string;
  onConfirm: () => void;
  /** Spec 1 §4: while loading the confirm button is disabled and shows a loader, and nothing closes it. */
  loading?: boolean;
  width?: number;
}

/** Spec 1 §4 delete modal: confirm or cancel; Cancel has focus first so Enter never deletes by accident. */
export function DeleteConfirmModal({
  open,
  onOpenChange,
  trigger,
  title,
  text,
  confirmLabel,
  onConfirm,
  loading = false,
  width = MODAL_DEFAULT_WIDTH,
}: DeleteConfirmModalProps) {
  const { t } = useTranslation();
  const focus = useReturnFocus();
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => (loading && !next ? undefined : onOpenChange?.(next))}
    >
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          className={styles.modal}
          style={{ '--modal-width': `${width}px` } as CSSProperties}
          onOpenAutoFocus={trigger ? undefined : focus.onOpenAutoFocus}
          onCloseAutoFocus={trigger ? undefined : focus.onCloseAutoFocus}
          onEscapeKeyDown={(event) => {
            if (loading) event.preventDefault();
          }}
        >
          <div className={styles.dangerIcon} aria-hidden="true">
            <TrashIcon size={22} />
          </div>
          <AlertDialog.Title className={styles.title}>{title ?? t('ui.delete_title')}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>
            {text ?? t('ui.delete_text')}
          </AlertDialog.Description>
          <div className={styles.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={loading}>
                {t('ui.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" loading={loading} onClick={onConfirm}>
              {confirmLabel ?? t('ui.delete')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

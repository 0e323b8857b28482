import { Dialog } from 'radix-ui';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { CloseIcon } from '../icons/index.ts';
import { MODAL_DEFAULT_WIDTH } from './modal.constants.ts';
import styles from './modal.module.css';
import { useReturnFocus } from './use-return-focus.ts';

/** Props of the Modal. */
export interface ModalProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it (focus comes back to it); or control `open` yourself. */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned (stacked on phones). */
  footer?: ReactNode;
  /** In px; 440 by default (spec 1 §9). */
  width?: number;
  /** Hides the × button (the footer must offer a way out). */
  hideClose?: boolean;
  /** While true, Escape and clicks outside do not close it (e.g. while saving). */
  preventDismiss?: boolean;
}

/** A dialog over the page: focus is trapped inside and returns to where it was; Escape closes. */
export function Modal({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  width = MODAL_DEFAULT_WIDTH,
  hideClose = false,
  preventDismiss = false,
}: ModalProps) {
  const { t } = useTranslation();
  const focus = useReturnFocus();
  const block = (event: Event) => {
    if (preventDismiss) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.modal}
          style={{ '--modal-width': `${width}px` } as CSSProperties}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={trigger ? undefined : focus.onOpenAutoFocus}
          onCloseAutoFocus={trigger ? undefined : focus.onCloseAutoFocus}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {hideClose ? null : (
              <Dialog.Close className={styles.close} aria-label={t('ui.close')} disabled={preventDismiss}>
                <CloseIcon size={20} />
              </Dialog.Close>
            )}
          </div>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : null}
          {children ? <div className={styles.body}>{children}</div> : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

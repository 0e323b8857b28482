export { DeleteConfirmModal, type DeleteConfirmModalProps } from './delete-confirm-modal.tsx';
export { MODAL_DEFAULT_WIDTH } from './modal.constants.ts';
export { Modal, type ModalProps } from './modal.tsx';
export { useReturnFocus } from './use-return-focus.ts';

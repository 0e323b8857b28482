import type { UploadStatusIcon as UploadStatusIconName } from '../../core/upload/index.ts';
import { CheckIcon, CloseIcon, CloudIcon, DangerIcon } from '../icons/index.ts';
import { Spinner } from '../primitives/index.ts';

/** The icon of a row's status; the status text beside it names it for screen readers. */
export function UploadStatusIcon({ icon }: { icon: UploadStatusIconName }) {
  switch (icon) {
    case 'spinner':
      return <Spinner size={16} decorative />;
    case 'hourglass':
      return <CloudIcon size={16} aria-hidden />;
    case 'check':
      return <CheckIcon size={16} aria-hidden />;
    case 'error':
      return <DangerIcon size={16} aria-hidden />;
    case 'cancelled':
      return <CloseIcon size={16} aria-hidden />;
  }
}

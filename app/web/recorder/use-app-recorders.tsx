import { useMemo } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { useNotify } from '../../../ui/notifications/index.ts';
import { useRecorders } from '../../../ui/recorder/index.ts';
import { type UploadQueueHandle, uploadMessageText } from '../../../ui/upload/index.ts';
import { browserRecorders } from './browser-recorders.ts';

/** The recorders wired to the browser and the app's upload queue; a failed video upload is told in a notice. */
export function useAppRecorders(queue: UploadQueueHandle) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { actor, addFiles, cancel } = queue;
  const adapters = useMemo(
    () =>
      typeof navigator === 'undefined'
        ? null
        : browserRecorders({ actor, addFiles, cancel } as UploadQueueHandle, (message, detail) =>
            uploadMessageText(t, message, detail),
          ),
    [actor, addFiles, cancel, t],
  );
  return useRecorders(adapters, (message) =>
    notify.danger(
      t('recorder.something_went_wrong'),
      message ? t('recorder.upload_failed', { reason: message }) : t('recorder.upload_failed_plain'),
    ),
  );
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { QuizFile } from '../../../core/api/quiz.ts';
import {
  type KeptRecording,
  type KeptRecordingOffer,
  keptRecordingOffers,
} from '../../../core/recorder/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { useNotify } from '../../../ui/notifications/index.ts';
import { type KeptRecordings, useRecorders } from '../../../ui/recorder/index.ts';
import { type UploadQueueHandle, uploadMessageText } from '../../../ui/upload/index.ts';
import { useUser } from '../session/use-session.ts';
import { browserRecorders, type RecordingOwnerPlace } from './browser-recorders.ts';
import { forgetRecording, keptRecording, keptRecordings } from './kept-recordings.ts';

/**
 * The recorders wired to the browser and the app's upload queue, for a page's `scope` (a quiz): a
 * recording is kept on the device under its owner, the scope and the item it was made for until it is
 * stored, and the ones kept from before (a reload, a failed upload) are offered back on their item.
 * A failed video upload is told in a notice.
 */
export function useAppRecorders(queue: UploadQueueHandle, scope: string) {
  const { t } = useTranslation();
  const notify = useNotify();
  const owner = useUser().data?.id ?? null;
  const { actor, addFiles, cancel } = queue;
  const where = useRef<ReturnType<RecordingOwnerPlace>>(null);
  const adapters = useMemo(
    () =>
      typeof navigator === 'undefined'
        ? null
        : browserRecorders(
            { actor, addFiles, cancel } as UploadQueueHandle,
            (message, detail) => uploadMessageText(t, message, detail),
            () => where.current,
          ),
    [actor, addFiles, cancel, t],
  );
  const recorders = useRecorders(adapters, (message) =>
    notify.danger(
      t('recorder.something_went_wrong'),
      message ? t('recorder.upload_failed', { reason: message }) : t('recorder.upload_failed_plain'),
    ),
  );

  const [kept, setKept] = useState<KeptRecording[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = useCallback(() => {
    keptRecordings().then(setKept, () => setKept([]));
  }, []);
  useEffect(() => refresh(), [refresh]);

  const inner = recorders.record;
  const record = useMemo(
    () =>
      inner && owner !== null
        ? (kind: 'audio' | 'video', id: number) => {
            where.current = { owner, place: { scope, id } };
            return inner(kind).finally(refresh);
          }
        : undefined,
    [inner, owner, scope, refresh],
  );

  const offers = useMemo(
    () => (owner === null ? [] : keptRecordingOffers(kept, owner, scope, Date.now())),
    [kept, owner, scope],
  );
  const save = useCallback(
    async (offer: KeptRecordingOffer): Promise<QuizFile | null> => {
      const file = await keptRecording(offer.name).catch(() => null);
      if (!file || !inner) {
        refresh();
        return null;
      }
      setBusy(offer.name);
      where.current = { owner: file.owner, place: file.place };
      try {
        return await inner(offer.kind, file);
      } finally {
        setBusy(null);
        refresh();
      }
    },
    [inner, refresh],
  );
  const discard = useCallback(
    async (offer: KeptRecordingOffer) => {
      await forgetRecording(offer.name).catch(() => undefined);
      refresh();
    },
    [refresh],
  );
  const keptOffers = useMemo<KeptRecordings | undefined>(
    () => (inner ? { offers, busy, save, discard } : undefined),
    [inner, offers, busy, save, discard],
  );

  return { record, element: recorders.element, kept: keptOffers };
}

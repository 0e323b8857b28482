import { useId, useState } from 'react';
import type { QuizFile } from '../../core/api/quiz.ts';
import { formatShortDateTime } from '../../core/format/index.ts';
import type { KeptRecordingOffer } from '../../core/recorder/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { Button } from '../primitives/index.ts';
import styles from './recorder.module.css';

/** The recordings kept on this device that a page offers back, and what can be done with each. */
export interface KeptRecordings {
  offers: readonly KeptRecordingOffer[];
  /** The name of the recording being sent now (its buttons wait), or null. */
  busy: string | null;
  /** Sends the kept recording up (the recorder shows the percent) and resolves with the stored file, or null. */
  save: (offer: KeptRecordingOffer) => Promise<QuizFile | null>;
  /** Throws the kept recording away. */
  discard: (offer: KeptRecordingOffer) => Promise<void>;
}

/** Props of the KeptRecordingNotice. */
export interface KeptRecordingNoticeProps {
  offer: KeptRecordingOffer;
  /** The answer cannot take files now (the attempt is being sent). */
  disabled?: boolean;
  /** This recording is being sent. */
  busy?: boolean;
  onSave: () => void;
  onDiscard: () => void;
  /** The time zone the recording time is shown in (the device's by default). */
  timeZone?: string;
}

/**
 * A recording made for this item that never reached the server (the page was reloaded or left, or its
 * upload failed): when it was made, that it lives on this device only, Send and add, and Discard, which
 * asks once more since a discarded recording cannot be brought back.
 */
export function KeptRecordingNotice({
  offer,
  disabled = false,
  busy = false,
  onSave,
  onDiscard,
  timeZone,
}: KeptRecordingNoticeProps) {
  const { t, language } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const time = formatShortDateTime(new Date(offer.keptAt), { timeZone: zone, locale: language });
  return (
    <section className={styles.kept} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.keptTitle}>
        {t(offer.kind === 'video' ? 'recorder.kept_title_video' : 'recorder.kept_title_audio')}
      </h3>
      {confirming ? (
        <>
          <p className={styles.message} role="alert">
            {t('recorder.kept_discard_confirm')}
          </p>
          <div className={styles.keptActions}>
            <Button variant="danger" onClick={onDiscard}>
              {t('recorder.kept_discard_yes')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('recorder.kept_keep')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.message}>{t('recorder.kept_text', { time, name: offer.name })}</p>
          <div className={styles.keptActions}>
            <Button onClick={onSave} disabled={disabled || busy} loading={busy}>
              {t('recorder.kept_save')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(true)} disabled={busy}>
              {t('recorder.kept_discard')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

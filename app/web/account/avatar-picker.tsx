import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useContext, useEffect, useId, useRef, useState } from 'react';
import { errorMessage, type User } from '../../../core/api/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Avatar, Button } from '../../../ui/primitives/index.ts';
import { UploadQueueHostContext } from '../../../ui/upload/upload-queue-host.ts';
import { api } from '../api.ts';
import { sessionKeys } from '../session/use-session.ts';
import styles from './account-page.module.css';

/** The image types a photo may be (spec 1 §5's image upload types). */
const AVATAR_TYPES = 'image/jpeg,image/png,image/webp';

/** The photo's upload code (the queue, its machines and panel): asked for when a photo is about to be picked. */
const avatarUploadCode = () => import('./avatar-upload.ts');

let avatarSerial = 0;

type PickerStatus = { kind: 'saved' | 'error'; text: string; retry?: File };

/**
 * The profile photo: a picked image goes through the app's upload queue (its panel shows the progress and
 * lets it be cancelled), and once stored becomes the avatar (`PUT /users/{id}` with its uuid); Remove
 * sends `null`. Saved at once, apart from the profile form. The queue's code comes when the picker is
 * pointed at or focused, or at the latest when a photo is picked; if it cannot come, the line says so
 * and offers to try again with the same photo.
 */
export function AvatarPicker({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const host = useContext(UploadQueueHostContext);
  const inputId = useId();
  const statusId = useId();
  const stopListening = useRef<(() => void) | null>(null);
  const [status, setStatus] = useState<PickerStatus | null>(null);
  const [saving, setSaving] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);

  useEffect(() => () => stopListening.current?.(), []);

  async function save(avatar: string | null) {
    setSaving(true);
    try {
      const answer = await api.account.updateUser(user.id, { avatar });
      queryClient.setQueryData(sessionKeys.user, answer.data);
      setStatus({
        kind: 'saved',
        text: t(avatar ? 'cabinet.account_avatar_saved' : 'cabinet.account_avatar_removed'),
      });
    } catch (error) {
      setStatus({ kind: 'error', text: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  }

  async function upload(file: File) {
    stopListening.current?.();
    stopListening.current = null;
    setStatus(null);
    setPercent(0);
    let code: Awaited<ReturnType<typeof avatarUploadCode>>;
    try {
      if (!host) throw new Error('The photo needs the app’s upload queue above it.');
      code = await avatarUploadCode();
    } catch {
      setPercent(null);
      setStatus({ kind: 'error', text: t('errors.network'), retry: file });
      return;
    }
    avatarSerial += 1;
    stopListening.current = code.uploadAvatar(host, file, `account-avatar-${avatarSerial}`, {
      progressed: setPercent,
      stored: (uuid) => {
        stopListening.current = null;
        setPercent(null);
        void save(uuid);
      },
      failed: (message) => {
        stopListening.current = null;
        setPercent(null);
        setStatus({ kind: 'error', text: message || t('cabinet.account_avatar_failed') });
      },
    });
  }

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!AVATAR_TYPES.split(',').includes(file.type)) {
      setStatus({ kind: 'error', text: t('cabinet.account_avatar_type') });
      return;
    }
    void upload(file);
  }

  const prefetch = () => void avatarUploadCode().catch(() => undefined);
  const busy = saving || percent !== null;
  return (
    <div className={styles.avatarRow}>
      <Avatar name={user.name} src={user.avatar_url} bgColor={user.bg_color} size={64} />
      <div className={styles.avatarControls}>
        <div className={styles.actions}>
          <input
            id={inputId}
            className={styles.fileInput}
            type="file"
            accept={AVATAR_TYPES}
            onChange={pick}
            onFocus={prefetch}
            disabled={busy}
            aria-describedby={statusId}
          />
          <label
            htmlFor={inputId}
            className={styles.fileLabel}
            data-disabled={busy || undefined}
            onPointerEnter={prefetch}
            onTouchStart={prefetch}
          >
            {t(user.avatar_url ? 'cabinet.account_avatar_change' : 'cabinet.account_avatar_choose')}
          </label>
          {user.avatar_url ? (
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => void save(null)}>
              {t('cabinet.account_avatar_remove')}
            </Button>
          ) : null}
        </div>
        <p
          id={statusId}
          className={styles.hint}
          aria-live="polite"
          role={status?.kind === 'error' ? 'alert' : undefined}
        >
          {percent !== null
            ? t('cabinet.account_avatar_uploading', { percent: Math.round(percent) })
            : (status?.text ?? t('cabinet.account_avatar_hint'))}
        </p>
        {status?.retry ? (
          <div className={styles.actions}>
            <Button variant="secondary" size="sm" onClick={() => status.retry && void upload(status.retry)}>
              {t('common.retry')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

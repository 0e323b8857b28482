import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { errorMessage, type User } from '../../../core/api/index.ts';
import { SelectField } from '../../../ui/account/select-field.tsx';
import { useAccountFlow } from '../../../ui/account/use-account-flow.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Avatar, Button, FormAlert, RadioGroup } from '../../../ui/primitives/index.ts';
import { useUploadQueueContext } from '../../../ui/upload/index.ts';
import { api } from '../api.ts';
import { useLanguageSelect } from '../language/use-language-select.tsx';
import { sessionKeys } from '../session/use-session.ts';
import styles from './account-page.module.css';

/** The image types a photo may be (spec 1 §5's image upload types). */
const AVATAR_TYPES = 'image/jpeg,image/png,image/webp';

let avatarSerial = 0;

/**
 * The profile photo: a picked image goes through the app's upload queue (its panel shows the progress and
 * lets it be cancelled), and once stored becomes the avatar (`PUT /users/{id}` with its uuid); Remove
 * sends `null`. Saved at once, apart from the profile form.
 */
export function AvatarPicker({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queue = useUploadQueueContext();
  const inputId = useId();
  const statusId = useId();
  const tag = useRef<string | null>(null);
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

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
  const saveRef = useRef(save);
  saveRef.current = save;

  useEffect(() => {
    const completed = queue.actor.on('upload.completed', (event) => {
      if (!event.tag || event.tag !== tag.current) return;
      tag.current = null;
      void saveRef.current(event.result.uuid);
    });
    const failed = queue.actor.on('upload.failed', (event) => {
      if (!event.tag || event.tag !== tag.current) return;
      tag.current = null;
      setStatus({ kind: 'error', text: event.message || t('cabinet.account_avatar_failed') });
    });
    return () => {
      completed.unsubscribe();
      failed.unsubscribe();
    };
  }, [queue.actor, t]);

  const percent = useSelector(queue.actor, (snapshot) => {
    const entry = snapshot.context.entries.find(
      (candidate) => candidate.tag !== null && candidate.tag === tag.current,
    );
    return entry && (entry.view.status === 'progress' || entry.view.status === 'checking')
      ? entry.view.percent
      : null;
  });

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!AVATAR_TYPES.split(',').includes(file.type)) {
      setStatus({ kind: 'error', text: t('cabinet.account_avatar_type') });
      return;
    }
    avatarSerial += 1;
    tag.current = `account-avatar-${avatarSerial}`;
    setStatus(null);
    queue.addFiles([file], { tag: tag.current });
  }

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
            disabled={busy}
            aria-describedby={statusId}
          />
          <label htmlFor={inputId} className={styles.fileLabel} data-disabled={busy || undefined}>
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
      </div>
    </div>
  );
}

/** The interface language, kept on this device and in the account (the same choice as the header's). */
export function LanguageChoice() {
  const { t } = useTranslation();
  const languageSelect = useLanguageSelect();
  return <SelectField label={t('cabinet.account_language')} {...languageSelect} />;
}

const AUTH_TYPES = ['password', 'code'] as const;
type AuthType = (typeof AUTH_TYPES)[number];

/**
 * The ways to sign in (`GET /user/auth-services`) as a choice of the preferred one, saved at once
 * (`PUT /users/{id} {auth_type}`); the account's email hears of the change. Both ways keep working.
 */
export function AuthServices({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const services = useQuery({
    queryKey: ['user-auth-services'],
    queryFn: async () => (await api.account.authServices()).data,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const choice = useAccountFlow({
    send: async (values) => {
      const answer = await api.account.updateUser(user.id, { auth_type: values.auth_type as AuthType });
      return { sentTo: null, resendAfter: 0, result: answer.data };
    },
    onDone: (saved) => {
      queryClient.setQueryData(sessionKeys.user, saved as User);
      void queryClient.invalidateQueries({ queryKey: ['user-auth-services'] });
    },
  });
  if (services.isError) return <p role="alert">{errorMessage(services.error)}</p>;
  if (!services.data) return <p aria-busy="true">{t('common.loading')}</p>;
  const current = services.data.find((service) => service.is_current)?.type ?? user.auth_type;
  const offered = AUTH_TYPES.filter((type) => services.data.some((service) => service.type === type));
  return (
    <div className={styles.form}>
      <RadioGroup
        label={t('cabinet.account_auth_choose')}
        value={choice.view.pending && chosen ? chosen : current}
        disabled={choice.view.pending}
        onValueChange={(value) => {
          setChosen(value);
          choice.submit({ auth_type: value });
        }}
        options={offered.map((type) => ({
          value: type,
          label: t(`cabinet.account_auth_${type}`),
          description: t(`cabinet.account_auth_${type}_hint`),
        }))}
      />
      <FormAlert message={choice.status.formError ?? null} />
      <p className={styles.hint} aria-live="polite">
        {choice.view.done ? t('cabinet.account_auth_saved') : ''}
      </p>
    </div>
  );
}

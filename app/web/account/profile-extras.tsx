import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, type User } from '../../../core/api/index.ts';
import { useAccountFlow } from '../../../ui/account/use-account-flow.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { FormAlert, RadioGroup } from '../../../ui/primitives/index.ts';
import { api } from '../api.ts';
import { sessionKeys } from '../session/use-session.ts';
import styles from './account-page.module.css';

export { AvatarPicker } from './avatar-picker.tsx';
export { LanguageChoice } from './language-choice.tsx';

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

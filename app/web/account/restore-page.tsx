import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { restoreRequestSchema, restoreSetPasswordRequestSchema } from '../../../core/api/account-security.ts';
import type { User } from '../../../core/api/index.ts';
import { RestoreForm, useAccountFlow } from '../../../ui/account/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { api } from '../api.ts';
import { AuthLayout } from '../pages/auth-layout.tsx';
import { sessionKeys } from '../session/use-session.ts';
import { checked } from './flow-calls.ts';

/** Restore a forgotten password: the email, then the code from the mail with a new password. */
export function RestorePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flow = useAccountFlow({
    send: async (values) => {
      const { email } = checked(restoreRequestSchema, values);
      const answer = await api.account.restore({ email });
      return { sentTo: email, resendAfter: answer.data.resend_after };
    },
    confirm: async ({ values, code, extra }) => {
      const body = checked(restoreSetPasswordRequestSchema, {
        email: values.email,
        code,
        password: extra.password,
      });
      return (await api.account.restoreSetPassword(body)).data;
    },
    onDone: (user) => {
      queryClient.removeQueries();
      queryClient.setQueryData(sessionKeys.user, user as User);
      navigate('/', { replace: true });
    },
  });
  const { sentTo } = flow.view;

  return (
    <AuthLayout
      title={t('auth.restore_title')}
      lead={sentTo ? t('auth.restore_sent', { email: sentTo }) : t('auth.restore_lead')}
      footer={<Link to="/sign-in">{t('auth.restore_back')}</Link>}
    >
      <RestoreForm
        sentTo={sentTo}
        countdown={flow.view.countdown}
        status={flow.status}
        onSend={(email) => flow.submit({ email })}
        onSetPassword={(code, password) => flow.confirm(code, { password })}
        onResend={flow.resend}
        onBack={flow.back}
      />
    </AuthLayout>
  );
}

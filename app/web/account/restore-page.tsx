import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { restoreRequestSchema, restoreSetPasswordRequestSchema } from '../../../core/api/account-security.ts';
import { validateInput } from '../../../core/api/index.ts';
import { RestoreForm } from '../../../ui/account/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { api } from '../api.ts';
import { useFormErrors } from '../forms/use-form-errors.ts';
import { AuthLayout } from '../pages/auth-layout.tsx';
import { sessionKeys } from '../session/use-session.ts';
import { formStatus } from './form-status.ts';
import { useCountdown } from './use-countdown.ts';

/** Restore a forgotten password: the email, then the code from the mail with a new password. */
export function RestorePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errors = useFormErrors();
  const countdown = useCountdown();
  const queryClient = useQueryClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function send(email: string) {
    const input = validateInput(restoreRequestSchema, { email });
    if (!input.ok) return errors.showInvalid(input.errors);
    errors.clear();
    setPending(true);
    try {
      const answer = await api.account.restore(input.output);
      setSentTo(input.output.email);
      countdown.restart(answer.data.resend_after);
    } catch (error) {
      errors.showFailure(error);
    } finally {
      setPending(false);
    }
  }

  async function setNewPassword(code: string, password: string) {
    const input = validateInput(restoreSetPasswordRequestSchema, { email: sentTo ?? '', code, password });
    if (!input.ok) return errors.showInvalid(input.errors);
    errors.clear();
    setPending(true);
    try {
      const user = await api.account.restoreSetPassword(input.output);
      queryClient.removeQueries();
      queryClient.setQueryData(sessionKeys.user, user.data);
      navigate('/', { replace: true });
    } catch (error) {
      errors.showFailure(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthLayout
      title={t('auth.restore_title')}
      lead={sentTo ? t('auth.restore_sent', { email: sentTo }) : t('auth.restore_lead')}
      footer={<Link to="/sign-in">{t('auth.restore_back')}</Link>}
    >
      <RestoreForm
        sentTo={sentTo}
        countdown={countdown}
        status={formStatus(errors, pending)}
        onSend={(email) => void send(email)}
        onSetPassword={(code, password) => void setNewPassword(code, password)}
        onResend={() => void send(sentTo ?? '')}
      />
    </AuthLayout>
  );
}

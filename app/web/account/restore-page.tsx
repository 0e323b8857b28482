import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { restoreRequestSchema, restoreSetPasswordRequestSchema } from '../../../core/api/account-security.ts';
import { validateInput } from '../../../core/api/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Button, TextField } from '../../../ui/primitives/index.ts';
import { api } from '../api.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { useFormErrors } from '../forms/use-form-errors.ts';
import styles from '../pages/auth-form.module.css';
import { AuthLayout } from '../pages/auth-layout.tsx';
import { sessionKeys } from '../session/use-session.ts';
import { useCountdown } from './use-countdown.ts';

/** Restore a forgotten password: the email, then the code from the mail with a new password. */
export function RestorePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errors = useFormErrors();
  const countdown = useCountdown();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function send(event?: FormEvent) {
    event?.preventDefault();
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

  async function setNewPassword(event: FormEvent) {
    event.preventDefault();
    const input = validateInput(restoreSetPasswordRequestSchema, { email: sentTo ?? email, code, password });
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
      {sentTo === null ? (
        <form className={styles.form} onSubmit={send} noValidate>
          <FormAlert message={errors.formError} />
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            name="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.errorOf('email')}
          />
          <Button type="submit" size="lg" fullWidth loading={pending}>
            {t('auth.restore_send')}
          </Button>
        </form>
      ) : (
        <form className={styles.form} onSubmit={setNewPassword} noValidate>
          <FormAlert message={errors.formError} />
          <TextField
            label={t('auth.restore_code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={errors.errorOf('code')}
          />
          <TextField
            label={t('auth.restore_new_password')}
            type="password"
            autoComplete="new-password"
            required
            name="password"
            hint={t('auth.password_hint')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.errorOf('password')}
          />
          <Button type="submit" size="lg" fullWidth loading={pending}>
            {t('auth.restore_set')}
          </Button>
          {countdown.running ? (
            <p aria-live="polite">{t('auth.restore_resend_in', { time: countdown.text })}</p>
          ) : (
            <Button type="button" variant="secondary" onClick={() => void send()} disabled={pending}>
              {t('auth.restore_resend')}
            </Button>
          )}
        </form>
      )}
    </AuthLayout>
  );
}

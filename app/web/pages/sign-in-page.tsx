import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginRequestSchema, validateInput } from '../../../core/api/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Button, TextField } from '../../../ui/primitives/index.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { useFormErrors } from '../forms/use-form-errors.ts';
import { safeNextPath } from '../routing/safe-next-path.ts';
import { useAuthActions } from '../session/use-session.ts';
import styles from './auth-form.module.css';
import { AuthLayout } from './auth-layout.tsx';

/** Sign in with email and password; comes back to the page that asked for it. */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { login } = useAuthActions();
  const form = useFormErrors();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = validateInput(loginRequestSchema, { email, password });
    if (!input.ok) return form.showInvalid(input.errors);
    form.clear();
    try {
      await login.mutateAsync(input.output);
      navigate(safeNextPath(params.get('next')), { replace: true });
    } catch (error) {
      form.showFailure(error);
    }
  }

  return (
    <AuthLayout
      title={t('auth.sign_in_title')}
      lead={t('auth.sign_in_lead')}
      footer={
        <>
          {t('auth.no_account')}{' '}
          <Link to={{ pathname: '/sign-up', search: params.toString() }}>{t('auth.to_sign_up')}</Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormAlert message={form.formError} />
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={form.errorOf('email')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={form.errorOf('password')}
        />
        <Button type="submit" size="lg" fullWidth loading={login.isPending}>
          {t('auth.sign_in')}
        </Button>
      </form>
    </AuthLayout>
  );
}

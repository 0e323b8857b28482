import { Link } from 'react-router';
import { loginRequestSchema } from '../../../core/api/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Button, TextField } from '../../../ui/primitives/index.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { useAuthForm } from '../forms/use-auth-form.ts';
import { useAuthActions } from '../session/use-session.ts';
import styles from './auth-form.module.css';
import { AuthLayout } from './auth-layout.tsx';

/** Sign in with email and password; comes back to the page that asked for it. */
export function SignInPage() {
  const { t } = useTranslation();
  const form = useAuthForm(loginRequestSchema, { email: '', password: '' }, useAuthActions().login);
  return (
    <AuthLayout
      title={t('auth.sign_in_title')}
      lead={t('auth.sign_in_lead')}
      footer={
        <>
          {t('auth.no_account')}{' '}
          <Link to={{ pathname: '/sign-up', search: form.search }}>{t('auth.to_sign_up')}</Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={form.submit} noValidate>
        <FormAlert message={form.errors.formError} />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.field('email')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <Button type="submit" size="lg" fullWidth loading={form.pending}>
          {t('auth.sign_in')}
        </Button>
        <Link to="/restore">{t('auth.forgot_password')}</Link>
      </form>
    </AuthLayout>
  );
}

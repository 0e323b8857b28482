import { Link } from 'react-router';
import { registerRequestSchema } from '../../../core/api/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Button, TextField } from '../../../ui/primitives/index.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { useAuthForm } from '../forms/use-auth-form.ts';
import { useAuthActions } from '../session/use-session.ts';
import styles from './auth-form.module.css';
import { AuthLayout } from './auth-layout.tsx';

/** Create an account with name, email and password; signs in at once. */
export function SignUpPage() {
  const { t } = useTranslation();
  const form = useAuthForm(
    registerRequestSchema,
    { name: '', email: '', password: '' },
    useAuthActions().register,
  );
  return (
    <AuthLayout
      title={t('auth.sign_up_title')}
      lead={t('auth.sign_up_lead')}
      footer={
        <>
          {t('auth.have_account')}{' '}
          <Link to={{ pathname: '/sign-in', search: form.search }}>{t('auth.to_sign_in')}</Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={form.submit} noValidate>
        <FormAlert message={form.errors.formError} />
        <TextField label={t('auth.name')} autoComplete="name" required {...form.field('name')} />
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
          autoComplete="new-password"
          required
          hint={t('auth.password_hint')}
          {...form.field('password')}
        />
        <Button type="submit" size="lg" fullWidth loading={form.pending}>
          {t('auth.sign_up')}
        </Button>
      </form>
    </AuthLayout>
  );
}

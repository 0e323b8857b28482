import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { registerRequestSchema, validateInput } from '../../../core/api/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Button, TextField } from '../../../ui/primitives/index.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { useFormErrors } from '../forms/use-form-errors.ts';
import { safeNextPath } from '../routing/safe-next-path.ts';
import { useAuthActions } from '../session/use-session.ts';
import styles from './auth-form.module.css';
import { AuthLayout } from './auth-layout.tsx';

/** Create an account with name, email and password; signs in at once. */
export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { register } = useAuthActions();
  const form = useFormErrors();
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const change = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = validateInput(registerRequestSchema, values);
    if (!input.ok) return form.showInvalid(input.errors);
    form.clear();
    try {
      await register.mutateAsync(input.output);
      navigate(safeNextPath(params.get('next')), { replace: true });
    } catch (error) {
      form.showFailure(error);
    }
  }

  return (
    <AuthLayout
      title={t('auth.sign_up_title')}
      lead={t('auth.sign_up_lead')}
      footer={
        <>
          {t('auth.have_account')}{' '}
          <Link to={{ pathname: '/sign-in', search: params.toString() }}>{t('auth.to_sign_in')}</Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormAlert message={form.formError} />
        <TextField
          label={t('auth.name')}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={change('name')}
          error={form.errorOf('name')}
        />
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={change('email')}
          error={form.errorOf('email')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          hint={t('auth.password_hint')}
          value={values.password}
          onChange={change('password')}
          error={form.errorOf('password')}
        />
        <Button type="submit" size="lg" fullWidth loading={register.isPending}>
          {t('auth.sign_up')}
        </Button>
      </form>
    </AuthLayout>
  );
}

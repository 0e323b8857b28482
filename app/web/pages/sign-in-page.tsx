import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signInCodeRequestSchema, signInCodeSendRequestSchema } from '../../../core/api/account-security.ts';
import { loginRequestSchema, type User } from '../../../core/api/index.ts';
import { SignInCodeStep } from '../../../ui/account/account-forms.tsx';
import { useAccountFlow } from '../../../ui/account/use-account-flow.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Button, TextField } from '../../../ui/primitives/index.ts';
import { checked } from '../account/flow-calls.ts';
import { api } from '../api.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { useAuthForm } from '../forms/use-auth-form.ts';
import { safeNextPath } from '../routing/safe-next-path.ts';
import { sessionKeys, useAuthActions } from '../session/use-session.ts';
import styles from './auth-form.module.css';
import { AuthLayout } from './auth-layout.tsx';

/**
 * Sign in with email and password, or with a code emailed to that address (docs/account.md "Sign-in by
 * a code"); either way it comes back to the page that asked for it.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const form = useAuthForm(loginRequestSchema, { email: '', password: '' }, useAuthActions().login);
  const code = useAccountFlow({
    send: async (values) => {
      const { email } = checked(signInCodeSendRequestSchema, values);
      const answer = await api.account.sendSignInCode({ email });
      return { sentTo: email, resendAfter: answer.data.resend_after };
    },
    confirm: async ({ values, code: typed }) => {
      const body = checked(signInCodeRequestSchema, { email: values.email, code: typed });
      return (await api.account.signInWithCode(body)).data;
    },
    onDone: (user) => {
      queryClient.removeQueries();
      queryClient.setQueryData(sessionKeys.user, user as User);
      navigate(safeNextPath(params.get('next')), { replace: true });
    },
  });
  const { sentTo } = code.view;
  const emailField = form.field('email');

  return (
    <AuthLayout
      title={t('auth.sign_in_title')}
      lead={sentTo ? t('auth.code_sent', { email: sentTo }) : t('auth.sign_in_lead')}
      footer={
        <>
          {t('auth.no_account')}{' '}
          <Link to={{ pathname: '/sign-up', search: form.search }}>{t('auth.to_sign_up')}</Link>
        </>
      }
    >
      {sentTo ? (
        <SignInCodeStep
          countdown={code.view.countdown}
          status={code.status}
          onSignIn={(typed) => code.confirm(typed)}
          onResend={code.resend}
          onBack={code.back}
        />
      ) : (
        <form className={styles.form} onSubmit={form.submit} noValidate>
          <FormAlert message={form.errors.formError ?? code.status.formError ?? null} />
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...emailField}
            error={emailField.error ?? code.status.fieldErrors?.email}
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
          <div className={styles.or}>{t('auth.code_or')}</div>
          <p className={styles.hint}>{t('auth.code_hint')}</p>
          <Button
            type="button"
            variant="secondary"
            size="lg"
            fullWidth
            loading={code.status.pending}
            onClick={() => {
              form.errors.clear();
              code.submit({ email: form.values.email });
            }}
          >
            {t('auth.code_send')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}

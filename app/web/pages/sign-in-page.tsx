import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signInScreen } from '../../../core/account/index.ts';
import { signInCodeRequestSchema, signInCodeSendRequestSchema } from '../../../core/api/account-security.ts';
import { LANGUAGES, loginRequestSchema, type User } from '../../../core/api/index.ts';
import { SignInCodeStep } from '../../../ui/account/account-forms.tsx';
import { useAccountFlow } from '../../../ui/account/use-account-flow.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Button, TextField } from '../../../ui/primitives/index.ts';
import { checked } from '../account/flow-calls.ts';
import { api } from '../api.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { useAuthForm } from '../forms/use-auth-form.ts';
import { setLanguage } from '../language/language-store.ts';
import { safeNextPath } from '../routing/safe-next-path.ts';
import { sessionKeys, useAuthActions } from '../session/use-session.ts';
import styles from './auth-form.module.css';
import { AuthLayout } from './auth-layout.tsx';
import { removeServedSignIn, servedSignIn } from './sign-in-first-paint.ts';

/**
 * Sign in with email and password, or with a code emailed to that address (docs/account.md "Sign-in by
 * a code"); either way it comes back to the page that asked for it. Drawn from the one description of
 * the page (`signInScreen`, core/account) that the server's first paint draws too; it starts from what
 * was typed there before the script ran (docs/account.md, "The served sign-in page").
 */
export function SignInPage() {
  const { t } = useTranslation();
  const screen = signInScreen(t, LANGUAGES);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [served] = useState(servedSignIn);
  const form = useAuthForm(
    loginRequestSchema,
    served?.values ?? { email: '', password: '' },
    useAuthActions().login,
  );
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const fieldsOf = { email: form.field('email'), password: form.field('password') };
  // In the frame the form is first drawn: what was typed since the first render, the caret, the
  // language picked, and the served page goes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page takes the served one over
  useLayoutEffect(() => {
    if (!served) return;
    const now = servedSignIn();
    removeServedSignIn();
    for (const name of ['email', 'password'] as const)
      if (now && now.values[name] !== served.values[name])
        fieldsOf[name].onChange({ target: { value: now.values[name] } });
    const focused = (now ?? served).focused;
    const input = focused ? inputs[focused.field].current : null;
    if (input && focused) {
      input.focus();
      if (focused.selection) input.setSelectionRange(...focused.selection);
    }
    if (now?.language) setLanguage(now.language);
  }, [served]);
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
  const emailField = fieldsOf.email;
  const [emailSpec, passwordSpec] = screen.fields;

  return (
    <AuthLayout
      title={screen.title}
      lead={sentTo ? t('auth.code_sent', { email: sentTo }) : screen.lead}
      footer={
        <>
          {screen.footer.text}{' '}
          <Link to={{ pathname: screen.footer.pathname, search: form.search }}>{screen.footer.link}</Link>
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
            ref={inputs.email}
            label={emailSpec.label}
            type={emailSpec.type}
            autoComplete={emailSpec.autoComplete}
            inputMode={emailSpec.inputMode}
            required
            {...emailField}
            error={emailField.error ?? code.status.fieldErrors?.email}
          />
          <TextField
            ref={inputs.password}
            label={passwordSpec.label}
            type={passwordSpec.type}
            autoComplete={passwordSpec.autoComplete}
            required
            {...fieldsOf.password}
          />
          <Button type="submit" size="lg" fullWidth loading={form.pending}>
            {screen.submit}
          </Button>
          <Link to={screen.forgotPassword.href}>{screen.forgotPassword.text}</Link>
          <div className={styles.or}>{screen.or}</div>
          <p className={styles.hint}>{screen.codeHint}</p>
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
            {screen.codeSend}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}

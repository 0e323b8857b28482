import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { Button, FormAlert, TextField } from '../primitives/index.ts';
import styles from './account-forms.module.css';
import { SelectField } from './select-field.tsx';

// The account's forms as views (docs/account.md): each holds what is typed and hands it to its caller,
// which makes the calls and passes back whether one is under way, the errors and the next step.

/** What the caller knows of the form's last call: under way, the form-level message, the fields' messages. */
export type AccountFormStatus = {
  pending?: boolean;
  formError?: string | null;
  fieldErrors?: Readonly<Record<string, string | undefined>>;
};

/** The resend countdown as shown: running, and its text (`mm:ss`, `00` once run out). */
export type CountdownView = { running: boolean; text: string };

/** The words of a code step: the code's label, confirm, the countdown line and resend; the sent line is optional. */
export type CodeStepTexts = {
  sent?: string;
  codeLabel: string;
  confirm: string;
  resendIn: (time: string) => string;
  resend: string;
  /** Going back to the form for another address; shown when the step offers it. */
  back?: string;
};

/** What a code step is given: its words, the countdown, the caller's status and what each button does. */
type CodeStepProps = {
  texts: CodeStepTexts;
  countdown: CountdownView;
  status: AccountFormStatus;
  onConfirm: (code: string) => void;
  onResend: () => void;
  /** Back to the form (another address); the button shows when given with its text. */
  onBack?: () => void;
  /** More fields of the step (restore's new password). */
  children?: ReactNode;
  wide?: boolean;
  /** Marks the code as required (the restore page, where every field is). */
  required?: boolean;
};

/**
 * The one code step of every account flow: the code from the mail (and what else the step asks for,
 * given as children), confirm, and the resend countdown that offers a new code once it shows 00.
 */
export function CodeStep({
  texts,
  countdown,
  status,
  onConfirm,
  onResend,
  onBack,
  children,
  wide = false,
  required = false,
}: CodeStepProps) {
  const [code, setCode] = useState('');
  return (
    <form
      className={wide ? `${styles.form} ${styles.wide}` : styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(code);
      }}
      noValidate
    >
      {texts.sent ? <p>{texts.sent}</p> : null}
      <TextField
        label={texts.codeLabel}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        required={required}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={status.fieldErrors?.code}
      />
      {children}
      <div className={styles.actions}>
        <Button type="submit" loading={status.pending} fullWidth={wide} size={wide ? 'lg' : undefined}>
          {texts.confirm}
        </Button>
        {countdown.running ? (
          <span aria-live="polite">{texts.resendIn(countdown.text)}</span>
        ) : (
          <Button type="button" variant="secondary" onClick={onResend} disabled={status.pending}>
            {texts.resend}
          </Button>
        )}
        {onBack && texts.back ? (
          <Button type="button" variant="ghost" onClick={onBack} disabled={status.pending}>
            {texts.back}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** A code step that is a page's whole form (restore, sign-in by code): its alert above it, full width, every field required. */
function PageCodeStep(props: Omit<CodeStepProps, 'wide' | 'required'>) {
  return (
    <>
      <FormAlert message={props.status.formError} />
      <CodeStep wide required {...props} />
    </>
  );
}

/** The code step's side of an account change, as its caller passes it down. */
export type AccountCodeFlow = {
  /** Where the code went (masked), once it was sent: the form is then at its code step. */
  sentTo?: string | null;
  countdown?: CountdownView;
  status?: AccountFormStatus;
  onConfirm: (code: string) => void;
  onResend: () => void;
  /** Back from the code step to type another address. */
  onBack?: () => void;
};

/**
 * An account change in two steps (email, password): the form that asks for a code (its fields given
 * as children), then, once the code went to `sentTo`, the code step.
 */
function AccountCodeChange({
  sentTo = null,
  countdown = { running: false, text: '00' },
  status = {},
  onSend,
  onConfirm,
  onResend,
  onBack,
  children,
}: AccountCodeFlow & { onSend: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  function send(event: FormEvent) {
    event.preventDefault();
    onSend();
  }
  return (
    <>
      <FormAlert message={status.formError} />
      {sentTo === null ? (
        <form className={styles.form} onSubmit={send} noValidate>
          {children}
          <div className={styles.actions}>
            <Button type="submit" loading={status.pending}>
              {t('cabinet.account_send_code')}
            </Button>
          </div>
        </form>
      ) : (
        <CodeStep
          texts={{
            sent: t('cabinet.account_code_sent', { to: sentTo }),
            codeLabel: t('cabinet.account_code'),
            confirm: t('cabinet.account_confirm'),
            resendIn: (time) => t('cabinet.account_resend_in', { time }),
            resend: t('cabinet.account_resend'),
            back: t('cabinet.account_code_back'),
          }}
          countdown={countdown}
          status={status}
          onConfirm={onConfirm}
          onResend={onResend}
          onBack={onBack}
        />
      )}
    </>
  );
}

/** Email change: the new address and the current password, then the code sent to the new address. */
export function EmailChangeForm({
  currentEmail,
  changedTo = null,
  onSend,
  ...flow
}: AccountCodeFlow & {
  currentEmail: string;
  /** The address just confirmed, for the success line. */
  changedTo?: string | null;
  onSend: (email: string, password: string) => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const fieldErrors = flow.status?.fieldErrors;
  return (
    <>
      <p>{t('cabinet.account_current_email', { email: currentEmail })}</p>
      {changedTo ? <p role="status">{t('cabinet.account_email_changed', { email: changedTo })}</p> : null}
      <AccountCodeChange {...flow} onSend={() => onSend(email, password)}>
        <TextField
          label={t('cabinet.account_new_email')}
          type="email"
          name="new_email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors?.email}
        />
        <TextField
          label={t('cabinet.account_current_password')}
          type="password"
          name="email_password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors?.password}
        />
      </AccountCodeChange>
    </>
  );
}

/** Password change: the current and the new password, then the code sent to the account's email. */
export function PasswordChangeForm({
  changed = false,
  onSend,
  ...flow
}: Omit<AccountCodeFlow, 'onBack'> & {
  changed?: boolean;
  onSend: (currentPassword: string, password: string) => void;
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const fieldErrors = flow.status?.fieldErrors;
  return (
    <>
      {changed ? <p role="status">{t('cabinet.account_password_changed')}</p> : null}
      <AccountCodeChange {...flow} onSend={() => onSend(current, next)}>
        <TextField
          label={t('cabinet.account_current_password')}
          type="password"
          name="current_password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={fieldErrors?.current_password}
        />
        <TextField
          label={t('cabinet.account_new_password')}
          type="password"
          name="new_password"
          autoComplete="new-password"
          hint={t('auth.password_hint')}
          value={next}
          onChange={(event) => setNext(event.target.value)}
          error={fieldErrors?.password}
        />
      </AccountCodeChange>
    </>
  );
}

/** Restore a forgotten password: the email, then the code from the mail with a new password. */
export function RestoreForm({
  sentTo = null,
  countdown = { running: false, text: '00' },
  status = {},
  onSend,
  onSetPassword,
  onResend,
  onBack,
}: {
  /** The address the code went to: the form is then at its code step. */
  sentTo?: string | null;
  countdown?: CountdownView;
  status?: AccountFormStatus;
  onSend: (email: string) => void;
  onSetPassword: (code: string, password: string) => void;
  onResend: () => void;
  /** Back from the code step to type another email. */
  onBack?: () => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  if (sentTo === null) {
    return (
      <form
        className={`${styles.form} ${styles.wide}`}
        onSubmit={(event) => {
          event.preventDefault();
          onSend(email);
        }}
        noValidate
      >
        <FormAlert message={status.formError} />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          name="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={status.fieldErrors?.email}
        />
        <Button type="submit" size="lg" fullWidth loading={status.pending}>
          {t('auth.restore_send')}
        </Button>
      </form>
    );
  }
  return (
    <PageCodeStep
      texts={{
        codeLabel: t('auth.restore_code'),
        confirm: t('auth.restore_set'),
        resendIn: (time) => t('auth.restore_resend_in', { time }),
        resend: t('auth.restore_resend'),
        back: t('auth.restore_other_email'),
      }}
      countdown={countdown}
      status={status}
      onConfirm={(code) => onSetPassword(code, password)}
      onResend={onResend}
      onBack={onBack}
    >
      <TextField
        label={t('auth.restore_new_password')}
        type="password"
        autoComplete="new-password"
        required
        name="password"
        hint={t('auth.password_hint')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={status.fieldErrors?.password}
      />
    </PageCodeStep>
  );
}

/** A school of one's own: name, language and time zone. */
export function CreateSchoolForm({
  languages,
  defaultLanguage,
  zones,
  defaultZone,
  status = {},
  onCreate,
}: {
  languages: readonly string[];
  defaultLanguage: string;
  zones: readonly string[];
  defaultZone: string;
  status?: AccountFormStatus;
  onCreate: (school: { name: string; language: string; timezone: string }) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [language, setLanguage] = useState(defaultLanguage);
  const [timezone, setTimezone] = useState(defaultZone);
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onCreate({ name, language, timezone });
      }}
      noValidate
    >
      <FormAlert message={status.formError} />
      <TextField
        label={t('cabinet.school_name')}
        name="school_name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={status.fieldErrors?.name}
      />
      <SelectField
        label={t('cabinet.school_language')}
        value={language}
        onChange={(event) => setLanguage(event.target.value)}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`common.language_${code}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('cabinet.school_timezone')}
        value={timezone}
        onChange={(event) => setTimezone(event.target.value)}
      >
        {[...new Set([timezone, ...zones])].map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </SelectField>
      <div className={styles.actions}>
        <Button type="submit" loading={status.pending}>
          {t('cabinet.school_create')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The sign-in page's code step: the code from the mail signs in (nothing else is asked), with the
 * resend countdown and the way back to type another email or a password.
 */
export function SignInCodeStep({
  countdown,
  status,
  onSignIn,
  onResend,
  onBack,
}: {
  countdown: CountdownView;
  status: AccountFormStatus;
  onSignIn: (code: string) => void;
  onResend: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <PageCodeStep
      texts={{
        codeLabel: t('auth.code_label'),
        confirm: t('auth.code_sign_in'),
        resendIn: (time) => t('auth.code_resend_in', { time }),
        resend: t('auth.code_resend'),
        back: t('auth.code_other_way'),
      }}
      countdown={countdown}
      status={status}
      onConfirm={onSignIn}
      onResend={onResend}
      onBack={onBack}
    />
  );
}

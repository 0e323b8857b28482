import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { Button, TextField } from '../primitives/index.ts';
import styles from './account-forms.module.css';

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

function FormError({ message }: { message: string | null | undefined }) {
  return (
    <div role="alert" className={message ? styles.alert : styles.hidden}>
      {message}
    </div>
  );
}

/** The code step shared by the email and password changes: the code, confirm, and the resend countdown. */
function CodeStep({
  sentTo,
  countdown,
  status,
  onConfirm,
  onResend,
}: {
  sentTo: string;
  countdown: CountdownView;
  status: AccountFormStatus;
  onConfirm: (code: string) => void;
  onResend: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  return (
    <div className={styles.form}>
      <p>{t('cabinet.account_code_sent', { to: sentTo })}</p>
      <TextField
        label={t('cabinet.account_code')}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={status.fieldErrors?.code}
      />
      <div className={styles.actions}>
        <Button type="button" loading={status.pending} onClick={() => onConfirm(code)}>
          {t('cabinet.account_confirm')}
        </Button>
        {countdown.running ? (
          <span aria-live="polite">{t('cabinet.account_resend_in', { time: countdown.text })}</span>
        ) : (
          <Button type="button" variant="secondary" onClick={onResend} disabled={status.pending}>
            {t('cabinet.account_resend')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** Email change: the new address and the current password, then the code sent to the new address. */
export function EmailChangeForm({
  currentEmail,
  changedTo = null,
  sentTo = null,
  countdown = { running: false, text: '00' },
  status = {},
  onSend,
  onConfirm,
  onResend,
}: {
  currentEmail: string;
  /** The address just confirmed, for the success line. */
  changedTo?: string | null;
  /** Where the code went (masked), once it was sent: the form is then at its code step. */
  sentTo?: string | null;
  countdown?: CountdownView;
  status?: AccountFormStatus;
  onSend: (email: string, password: string) => void;
  onConfirm: (code: string) => void;
  onResend: () => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  function send(event: FormEvent) {
    event.preventDefault();
    onSend(email, password);
  }
  return (
    <>
      <p>{t('cabinet.account_current_email', { email: currentEmail })}</p>
      {changedTo ? <p role="status">{t('cabinet.account_email_changed', { email: changedTo })}</p> : null}
      <FormError message={status.formError} />
      {sentTo === null ? (
        <form className={styles.form} onSubmit={send} noValidate>
          <TextField
            label={t('cabinet.account_new_email')}
            type="email"
            name="new_email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={status.fieldErrors?.email}
          />
          <TextField
            label={t('cabinet.account_current_password')}
            type="password"
            name="email_password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={status.fieldErrors?.password}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={status.pending}>
              {t('cabinet.account_send_code')}
            </Button>
          </div>
        </form>
      ) : (
        <CodeStep
          sentTo={sentTo}
          countdown={countdown}
          status={status}
          onConfirm={onConfirm}
          onResend={onResend}
        />
      )}
    </>
  );
}

/** Password change: the current and the new password, then the code sent to the account's email. */
export function PasswordChangeForm({
  changed = false,
  sentTo = null,
  countdown = { running: false, text: '00' },
  status = {},
  onSend,
  onConfirm,
  onResend,
}: {
  changed?: boolean;
  sentTo?: string | null;
  countdown?: CountdownView;
  status?: AccountFormStatus;
  onSend: (currentPassword: string, password: string) => void;
  onConfirm: (code: string) => void;
  onResend: () => void;
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  function send(event: FormEvent) {
    event.preventDefault();
    onSend(current, next);
  }
  return (
    <>
      {changed ? <p role="status">{t('cabinet.account_password_changed')}</p> : null}
      <FormError message={status.formError} />
      {sentTo === null ? (
        <form className={styles.form} onSubmit={send} noValidate>
          <TextField
            label={t('cabinet.account_current_password')}
            type="password"
            name="current_password"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            error={status.fieldErrors?.current_password}
          />
          <TextField
            label={t('cabinet.account_new_password')}
            type="password"
            name="new_password"
            autoComplete="new-password"
            hint={t('auth.password_hint')}
            value={next}
            onChange={(event) => setNext(event.target.value)}
            error={status.fieldErrors?.password}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={status.pending}>
              {t('cabinet.account_send_code')}
            </Button>
          </div>
        </form>
      ) : (
        <CodeStep
          sentTo={sentTo}
          countdown={countdown}
          status={status}
          onConfirm={onConfirm}
          onResend={onResend}
        />
      )}
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
}: {
  /** The address the code went to: the form is then at its code step. */
  sentTo?: string | null;
  countdown?: CountdownView;
  status?: AccountFormStatus;
  onSend: (email: string) => void;
  onSetPassword: (code: string, password: string) => void;
  onResend: () => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
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
        <FormError message={status.formError} />
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
    <form
      className={`${styles.form} ${styles.wide}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSetPassword(code, password);
      }}
      noValidate
    >
      <FormError message={status.formError} />
      <TextField
        label={t('auth.restore_code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={status.fieldErrors?.code}
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
        error={status.fieldErrors?.password}
      />
      <Button type="submit" size="lg" fullWidth loading={status.pending}>
        {t('auth.restore_set')}
      </Button>
      {countdown.running ? (
        <p aria-live="polite">{t('auth.restore_resend_in', { time: countdown.text })}</p>
      ) : (
        <Button type="button" variant="secondary" onClick={onResend} disabled={status.pending}>
          {t('auth.restore_resend')}
        </Button>
      )}
    </form>
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
  const languageId = useId();
  const zoneId = useId();
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
      <FormError message={status.formError} />
      <TextField
        label={t('cabinet.school_name')}
        name="school_name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={status.fieldErrors?.name}
      />
      <div className={styles.field}>
        <label htmlFor={languageId}>{t('cabinet.school_language')}</label>
        <select id={languageId} value={language} onChange={(event) => setLanguage(event.target.value)}>
          {languages.map((code) => (
            <option key={code} value={code} lang={code}>
              {t(`common.language_${code}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={zoneId}>{t('cabinet.school_timezone')}</label>
        <select id={zoneId} value={timezone} onChange={(event) => setTimezone(event.target.value)}>
          {[...new Set([timezone, ...zones])].map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={status.pending}>
          {t('cabinet.school_create')}
        </Button>
      </div>
    </form>
  );
}

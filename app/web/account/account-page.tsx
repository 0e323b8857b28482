import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { errorMessage, type User } from '../../../core/api/index.ts';
import {
  EmailChangeForm,
  LoginHistoryTable,
  PasswordChangeForm,
  PurchaseList,
  RewardsSummary,
} from '../../../ui/account/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { PageHeader } from '../../../ui/layout/index.ts';
import { Button, TextField } from '../../../ui/primitives/index.ts';
import { api } from '../api.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { useFormErrors } from '../forms/use-form-errors.ts';
import { FullPageMessage } from '../pages/full-page-message.tsx';
import { sessionKeys, useUser } from '../session/use-session.ts';
import styles from './account-page.module.css';
import { formStatus } from './form-status.ts';
import { AuthServices, AvatarPicker, LanguageChoice } from './profile-extras.tsx';
import { useCountdown } from './use-countdown.ts';

const PER_PAGE = 10;

/** A section of the account page with its heading. */
function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Previous and next under a paged list, with where the reader is. */
function Pager({
  page,
  lastPage,
  onPage,
}: {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('cabinet.account_page', { page, pages: lastPage })}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('cabinet.account_previous')}
      </Button>
      <span>{t('cabinet.account_page', { page, pages: lastPage })}</span>
      <Button variant="secondary" size="sm" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {t('cabinet.account_next')}
      </Button>
    </nav>
  );
}

/** Runs a form's call with its errors and pending state. */
function useFormCall() {
  const errors = useFormErrors();
  const [pending, setPending] = useState(false);
  return {
    errors,
    pending,
    async run<T>(call: () => Promise<T>): Promise<T | undefined> {
      errors.clear();
      setPending(true);
      try {
        return await call();
      } catch (error) {
        errors.showFailure(error);
        return undefined;
      } finally {
        setPending(false);
      }
    },
  };
}

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useFormCall();
  const [name, setName] = useState(user.name);
  const [timezone, setTimezone] = useState(user.timezone);
  const [autoZone, setAutoZone] = useState(user.is_auto_timezone);
  const [saved, setSaved] = useState(false);
  const zones = Intl.supportedValuesOf('timeZone');
  const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zoneId = useId();
  const autoId = useId();
  const shownZone = autoZone ? deviceZone : timezone;

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const answer = await form.run(() =>
      api.account.updateUser(user.id, { name, timezone: shownZone, is_auto_timezone: autoZone }),
    );
    if (answer) {
      queryClient.setQueryData(sessionKeys.user, answer.data);
      setSaved(true);
    }
  }

  return (
    <form className={styles.form} onSubmit={save} noValidate>
      <FormAlert message={form.errors.formError} />
      <TextField
        label={t('cabinet.account_name')}
        name="name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={form.errors.errorOf('name')}
      />
      <div className={styles.field}>
        <label htmlFor={zoneId}>{t('cabinet.account_timezone')}</label>
        <select
          id={zoneId}
          value={shownZone}
          disabled={autoZone}
          onChange={(event) => setTimezone(event.target.value)}
        >
          {[...new Set([shownZone, ...zones])].map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.check}>
        <input
          id={autoId}
          type="checkbox"
          checked={autoZone}
          onChange={(event) => setAutoZone(event.target.checked)}
        />
        <label htmlFor={autoId}>{t('cabinet.account_auto_timezone')}</label>
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={form.pending}>
          {t('cabinet.account_save')}
        </Button>
        <span aria-live="polite">{saved ? t('cabinet.account_saved') : ''}</span>
      </div>
    </form>
  );
}

function EmailChange({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const form = useFormCall();
  const countdown = useCountdown();
  const [typed, setTyped] = useState({ email: '', password: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  async function send(email: string, password: string) {
    setTyped({ email, password });
    const answer = await form.run(() => api.account.sendEmailCode({ email, password }));
    if (answer) {
      setSentTo(answer.data.sent_to);
      countdown.restart(answer.data.resend_after);
    }
  }
  async function confirm(code: string) {
    const answer = await form.run(() => api.account.updateEmail({ email: typed.email, code }));
    if (answer) {
      queryClient.setQueryData(sessionKeys.user, answer.data);
      setDone(answer.data.email);
      setSentTo(null);
      setTyped({ email: '', password: '' });
      setRound((value) => value + 1);
    }
  }

  return (
    <EmailChangeForm
      key={round}
      currentEmail={user.email}
      changedTo={done}
      sentTo={sentTo}
      countdown={countdown}
      status={formStatus(form.errors, form.pending)}
      onSend={(email, password) => void send(email, password)}
      onConfirm={(code) => void confirm(code)}
      onResend={() => void send(typed.email, typed.password)}
    />
  );
}

function PasswordChange() {
  const form = useFormCall();
  const countdown = useCountdown();
  const [typed, setTyped] = useState({ current: '', next: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [round, setRound] = useState(0);

  async function send(current: string, next: string) {
    setDone(false);
    setTyped({ current, next });
    const answer = await form.run(() =>
      api.account.changePassword({ current_password: current, password: next }),
    );
    if (answer) {
      setSentTo(answer.data.sent_to);
      countdown.restart(answer.data.resend_after);
    }
  }
  async function confirm(code: string) {
    const answer = await form.run(() => api.account.confirmPassword({ code }));
    if (answer) {
      setDone(true);
      setSentTo(null);
      setTyped({ current: '', next: '' });
      setRound((value) => value + 1);
    }
  }

  return (
    <PasswordChangeForm
      key={round}
      changed={done}
      sentTo={sentTo}
      countdown={countdown}
      status={formStatus(form.errors, form.pending)}
      onSend={(current, next) => void send(current, next)}
      onConfirm={(code) => void confirm(code)}
      onResend={() => void send(typed.current, typed.next)}
    />
  );
}

function LoginHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [ended, setEnded] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const history = useQuery({
    queryKey: ['login-history', page],
    queryFn: () => api.account.loginHistory({ page, per_page: PER_PAGE }),
    placeholderData: keepPreviousData,
  });

  async function endOthers() {
    setFailure(null);
    try {
      setEnded((await api.account.endOtherSessions()).data.ended);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void endOthers()}>
          {t('cabinet.account_end_others')}
        </Button>
        <span role="status">{ended === null ? '' : t('cabinet.account_ended_others', { count: ended })}</span>
      </div>
      <FormAlert message={failure} />
      {history.data ? <LoginHistoryTable entries={history.data.data} /> : null}
      {history.data ? <Pager page={page} lastPage={history.data.meta.last_page} onPage={setPage} /> : null}
    </>
  );
}

function Rewards() {
  const [page, setPage] = useState(1);
  const rewards = useQuery({
    queryKey: ['rewards', page],
    queryFn: () => api.account.rewards({ page, per_page: PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  // The chart shows every entry: read at the largest page size.
  const all = useQuery({
    queryKey: ['rewards', 'all'],
    queryFn: () => api.account.rewards({ per_page: 100 }),
  });
  const data = rewards.data;
  if (!data) return null;
  return (
    <>
      <RewardsSummary sums={data} entries={data.data} chartEntries={all.data?.data ?? []} />
      <Pager page={page} lastPage={data.meta.last_page} onPage={setPage} />
    </>
  );
}

function Purchases() {
  const [page, setPage] = useState(1);
  const purchases = useQuery({
    queryKey: ['purchases', page],
    queryFn: () => api.account.purchases({ page, per_page: PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const data = purchases.data;
  if (!data) return null;
  return (
    <>
      <PurchaseList purchases={data.data} />
      <Pager page={page} lastPage={data.meta.last_page} onPage={setPage} />
    </>
  );
}

/** The account: profile (photo, name, time zone, language), ways to sign in, email, password, login history, rewards and purchases (docs/account.md). */
export function AccountPage() {
  const { t } = useTranslation();
  const user = useUser();
  if (!user.data) return <FullPageMessage loading />;
  return (
    <div className={styles.page}>
      <PageHeader title={t('cabinet.account_title')} />
      <Section id="account-profile" title={t('cabinet.account_profile')}>
        <AvatarPicker user={user.data} />
        <ProfileForm user={user.data} />
        <LanguageChoice />
      </Section>
      <Section id="account-auth-services" title={t('cabinet.account_auth_services')}>
        <AuthServices />
      </Section>
      <Section id="account-email" title={t('cabinet.account_email')}>
        <EmailChange user={user.data} />
      </Section>
      <Section id="account-password" title={t('cabinet.account_password')}>
        <PasswordChange />
      </Section>
      <Section id="account-history" title={t('cabinet.account_history')}>
        <LoginHistory />
      </Section>
      <Section id="account-rewards" title={t('cabinet.account_rewards')}>
        <Rewards />
      </Section>
      <Section id="account-purchases" title={t('cabinet.account_purchases')}>
        <Purchases />
      </Section>
    </div>
  );
}

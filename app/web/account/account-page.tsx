import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { pointsOverTime } from '../../../core/account/reward-rules.ts';
import type { Purchase, RewardEntry } from '../../../core/api/account-security.ts';
import { errorMessage, type User } from '../../../core/api/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { PageHeader } from '../../../ui/layout/index.ts';
import { Badge, Button, TextField } from '../../../ui/primitives/index.ts';
import { api } from '../api.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { useFormErrors } from '../forms/use-form-errors.ts';
import { FullPageMessage } from '../pages/full-page-message.tsx';
import { sessionKeys, useUser } from '../session/use-session.ts';
import styles from './account-page.module.css';
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
  const [saved, setSaved] = useState(false);
  const zones = Intl.supportedValuesOf('timeZone');
  const zoneId = useId();

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const answer = await form.run(() => api.account.updateUser(user.id, { name, timezone }));
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
        <select id={zoneId} value={timezone} onChange={(event) => setTimezone(event.target.value)}>
          {[...new Set([timezone, ...zones])].map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
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

/** The code step shared by the email and password changes: the code, confirm, and the resend countdown. */
function CodeStep({
  sentTo,
  countdown,
  onConfirm,
  onResend,
  form,
}: {
  sentTo: string;
  countdown: ReturnType<typeof useCountdown>;
  onConfirm: (code: string) => void;
  onResend: () => void;
  form: ReturnType<typeof useFormCall>;
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
        error={form.errors.errorOf('code')}
      />
      <div className={styles.actions}>
        <Button type="button" loading={form.pending} onClick={() => onConfirm(code)}>
          {t('cabinet.account_confirm')}
        </Button>
        {countdown.running ? (
          <span aria-live="polite">{t('cabinet.account_resend_in', { time: countdown.text })}</span>
        ) : (
          <Button type="button" variant="secondary" onClick={onResend} disabled={form.pending}>
            {t('cabinet.account_resend')}
          </Button>
        )}
      </div>
    </div>
  );
}

function EmailChange({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useFormCall();
  const countdown = useCountdown();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const answer = await form.run(() => api.account.sendEmailCode({ email, password }));
    if (answer) {
      setSentTo(answer.data.sent_to);
      countdown.restart(answer.data.resend_after);
    }
  }
  async function confirm(code: string) {
    const answer = await form.run(() => api.account.updateEmail({ email, code }));
    if (answer) {
      queryClient.setQueryData(sessionKeys.user, answer.data);
      setDone(answer.data.email);
      setSentTo(null);
      setPassword('');
      setEmail('');
    }
  }

  return (
    <>
      <p>{t('cabinet.account_current_email', { email: user.email })}</p>
      {done ? <p role="status">{t('cabinet.account_email_changed', { email: done })}</p> : null}
      <FormAlert message={form.errors.formError} />
      {sentTo === null ? (
        <form className={styles.form} onSubmit={send} noValidate>
          <TextField
            label={t('cabinet.account_new_email')}
            type="email"
            name="new_email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={form.errors.errorOf('email')}
          />
          <TextField
            label={t('cabinet.account_current_password')}
            type="password"
            name="email_password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={form.errors.errorOf('password')}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={form.pending}>
              {t('cabinet.account_send_code')}
            </Button>
          </div>
        </form>
      ) : (
        <CodeStep
          sentTo={sentTo}
          countdown={countdown}
          form={form}
          onConfirm={(code) => void confirm(code)}
          onResend={() => void send()}
        />
      )}
    </>
  );
}

function PasswordChange() {
  const { t } = useTranslation();
  const form = useFormCall();
  const countdown = useCountdown();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    setDone(false);
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
      setCurrent('');
      setNext('');
    }
  }

  return (
    <>
      {done ? <p role="status">{t('cabinet.account_password_changed')}</p> : null}
      <FormAlert message={form.errors.formError} />
      {sentTo === null ? (
        <form className={styles.form} onSubmit={send} noValidate>
          <TextField
            label={t('cabinet.account_current_password')}
            type="password"
            name="current_password"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            error={form.errors.errorOf('current_password')}
          />
          <TextField
            label={t('cabinet.account_new_password')}
            type="password"
            name="new_password"
            autoComplete="new-password"
            hint={t('auth.password_hint')}
            value={next}
            onChange={(event) => setNext(event.target.value)}
            error={form.errors.errorOf('password')}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={form.pending}>
              {t('cabinet.account_send_code')}
            </Button>
          </div>
        </form>
      ) : (
        <CodeStep
          sentTo={sentTo}
          countdown={countdown}
          form={form}
          onConfirm={(code) => void confirm(code)}
          onResend={() => void send()}
        />
      )}
    </>
  );
}

function LoginHistory() {
  const { t, language } = useTranslation();
  const [page, setPage] = useState(1);
  const [ended, setEnded] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const history = useQuery({
    queryKey: ['login-history', page],
    queryFn: () => api.account.loginHistory({ page, per_page: PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const time = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

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
      {history.data && history.data.data.length === 0 ? <p>{t('cabinet.account_history_empty')}</p> : null}
      {history.data && history.data.data.length > 0 ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (it scrolls sideways on a phone)
        <section className={styles.tableWrap} aria-label={t('cabinet.account_history_table')} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('cabinet.account_history_time')}</th>
                <th scope="col">{t('cabinet.account_history_device')}</th>
                <th scope="col">{t('cabinet.account_history_browser')}</th>
                <th scope="col">{t('cabinet.account_history_ip')}</th>
                <th scope="col">{t('cabinet.account_history_place')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.data.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    {time.format(new Date(entry.created_at))}{' '}
                    {entry.is_current ? (
                      <Badge tone="success">{t('cabinet.account_history_current')}</Badge>
                    ) : null}
                  </td>
                  <td>{entry.device ?? ''}</td>
                  <td>{[entry.browser, entry.os].filter(Boolean).join(', ')}</td>
                  <td>{entry.ip ?? ''}</td>
                  <td>{entry.place ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {history.data ? <Pager page={page} lastPage={history.data.meta.last_page} onPage={setPage} /> : null}
    </>
  );
}

/** The running total of points by day, drawn as a line (hand-made SVG). */
function PointsChart({ entries }: { entries: RewardEntry[] }) {
  const { t } = useTranslation();
  const points = pointsOverTime(entries);
  if (points.length === 0) return null;
  const width = 320;
  const height = 120;
  const max = Math.max(1, ...points.map((point) => point.total));
  const x = (index: number) =>
    points.length === 1 ? width / 2 : (index / (points.length - 1)) * (width - 20) + 10;
  const y = (total: number) => height - 10 - (total / max) * (height - 20);
  const line = points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(point.total)}`)
    .join(' ');
  const last = points[points.length - 1];
  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`${t('cabinet.account_rewards_chart')}: ${last?.total ?? 0}`}
      >
        <path d={line} fill="none" stroke="currentColor" strokeWidth="2" />
        {points.map((point, index) => (
          <circle key={point.day} cx={x(index)} cy={y(point.total)} r="3" fill="currentColor">
            <title>{`${point.day}: ${point.total}`}</title>
          </circle>
        ))}
      </svg>
      <figcaption>{t('cabinet.account_rewards_chart')}</figcaption>
    </figure>
  );
}

function Rewards() {
  const { t, language } = useTranslation();
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
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const data = rewards.data;
  if (!data) return null;
  return (
    <>
      <dl className={styles.sums}>
        <div>
          <dt>{t('cabinet.account_points')}</dt>
          <dd>{data.sum_points}</dd>
        </div>
        <div>
          <dt>{t('cabinet.account_accrued')}</dt>
          <dd>{data.sum_accrued_points}</dd>
        </div>
        <div>
          <dt>{t('cabinet.account_deducted')}</dt>
          <dd>{data.sum_deducted_points}</dd>
        </div>
      </dl>
      {data.data.length === 0 ? <p>{t('cabinet.account_rewards_empty')}</p> : null}
      {all.data ? <PointsChart entries={all.data.data} /> : null}
      <ul className={styles.list}>
        {data.data.map((entry) => (
          <li key={entry.id}>
            <strong>+{entry.points}</strong>{' '}
            {entry.kind === 'lesson_finished'
              ? t('cabinet.account_reward_lesson')
              : t('cabinet.account_reward_quiz')}
            : {entry.title} · {entry.course_title} · {date.format(new Date(entry.created_at))}
          </li>
        ))}
      </ul>
      <Pager page={page} lastPage={data.meta.last_page} onPage={setPage} />
    </>
  );
}

function Purchases() {
  const { t, language } = useTranslation();
  const [page, setPage] = useState(1);
  const purchases = useQuery({
    queryKey: ['purchases', page],
    queryFn: () => api.account.purchases({ page, per_page: PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const money = (purchase: Purchase) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: purchase.currency }).format(
      purchase.amount,
    );
  const data = purchases.data;
  if (!data) return null;
  return (
    <>
      {data.data.length === 0 ? <p>{t('cabinet.account_purchases_empty')}</p> : null}
      <ul className={styles.list}>
        {data.data.map((purchase) => (
          <li key={purchase.id}>
            <strong>{purchase.title}</strong> · {money(purchase)} ·{' '}
            {t(`cabinet.account_status_${purchase.status}`)} · {date.format(new Date(purchase.created_at))}
          </li>
        ))}
      </ul>
      <Pager page={page} lastPage={data.meta.last_page} onPage={setPage} />
    </>
  );
}

/** The account: profile, email, password, login history, rewards and purchases (docs/account.md). */
export function AccountPage() {
  const { t } = useTranslation();
  const user = useUser();
  if (!user.data) return <FullPageMessage loading />;
  return (
    <div className={styles.page}>
      <PageHeader title={t('cabinet.account_title')} />
      <Section id="account-profile" title={t('cabinet.account_profile')}>
        <ProfileForm user={user.data} />
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

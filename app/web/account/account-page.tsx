import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { errorMessage, type User } from '../../../core/api/index.ts';
import {
  EmailChangeForm,
  LoginHistoryTable,
  PasswordChangeForm,
  ProductList,
  PurchaseList,
  RewardsSummary,
  SelectField,
  useAccountFlow,
} from '../../../ui/account/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { PageHeader } from '../../../ui/layout/index.ts';
import { Button, FormAlert, TextField } from '../../../ui/primitives/index.ts';
import { api } from '../api.ts';
import { FullPageMessage } from '../pages/full-page-message.tsx';
import { sessionKeys, useUser } from '../session/use-session.ts';
import styles from './account-page.module.css';
import { ContactDetails } from './contact-details.tsx';
import { sentOf } from './flow-calls.ts';
import { AuthServices, AvatarPicker, LanguageChoice } from './profile-extras.tsx';

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

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(user.name);
  const [timezone, setTimezone] = useState(user.timezone);
  const [autoZone, setAutoZone] = useState(user.is_auto_timezone);
  const zones = Intl.supportedValuesOf('timeZone');
  const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const autoId = useId();
  const shownZone = autoZone ? deviceZone : timezone;
  const form = useAccountFlow({
    send: async (values) => {
      const body = { name: values.name, timezone: values.timezone, is_auto_timezone: values.auto === 'on' };
      return { sentTo: null, resendAfter: 0, result: (await api.account.updateUser(user.id, body)).data };
    },
    onDone: (saved) => queryClient.setQueryData(sessionKeys.user, saved as User),
  });

  function save(event: FormEvent) {
    event.preventDefault();
    form.submit({ name, timezone: shownZone, auto: autoZone ? 'on' : 'off' });
  }

  return (
    <form className={styles.form} onSubmit={save} noValidate>
      <FormAlert message={form.status.formError ?? null} />
      <TextField
        label={t('cabinet.account_name')}
        name="name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={form.status.fieldErrors?.name}
      />
      <SelectField
        label={t('cabinet.account_timezone')}
        value={shownZone}
        disabled={autoZone}
        onChange={(event) => setTimezone(event.target.value)}
      >
        {[...new Set([shownZone, ...zones])].map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </SelectField>
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
        <Button type="submit" loading={form.status.pending}>
          {t('cabinet.account_save')}
        </Button>
        <span aria-live="polite">{form.view.done ? t('cabinet.account_saved') : ''}</span>
      </div>
    </form>
  );
}

function EmailChange({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const flow = useAccountFlow({
    send: async ({ email = '', password = '' }) =>
      sentOf((await api.account.sendEmailCode({ email, password })).data),
    confirm: async ({ values, code }) =>
      (await api.account.updateEmail({ email: values.email ?? '', code })).data,
    onDone: (changed) => queryClient.setQueryData(sessionKeys.user, changed as User),
  });
  return (
    <EmailChangeForm
      key={flow.view.round}
      currentEmail={user.email}
      changedTo={flow.view.done ? (flow.view.result as User).email : null}
      sentTo={flow.view.sentTo}
      countdown={flow.view.countdown}
      status={flow.status}
      onSend={(email, password) => flow.submit({ email, password })}
      onConfirm={(code) => flow.confirm(code)}
      onResend={flow.resend}
      onBack={flow.back}
    />
  );
}

function PasswordChange() {
  const flow = useAccountFlow({
    send: async ({ current_password = '', password = '' }) =>
      sentOf((await api.account.changePassword({ current_password, password })).data),
    confirm: async ({ code }) => (await api.account.confirmPassword({ code })).data,
  });
  return (
    <PasswordChangeForm
      key={flow.view.round}
      changed={flow.view.done}
      sentTo={flow.view.sentTo}
      countdown={flow.view.countdown}
      status={flow.status}
      onSend={(current, next) => flow.submit({ current_password: current, password: next })}
      onConfirm={(code) => flow.confirm(code)}
      onResend={flow.resend}
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

function Products() {
  const [page, setPage] = useState(1);
  const products = useQuery({
    queryKey: ['account-products', page],
    queryFn: () => api.userProducts({ page, per_page: PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const data = products.data;
  if (!data) return null;
  const lastPage = Number(data.meta?.last_page ?? 1);
  return (
    <>
      <ProductList products={data.data} />
      <Pager page={page} lastPage={lastPage} onPage={setPage} />
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

/** The account: profile (photo, name, time zone, language), ways to sign in, email, password, login history, rewards, products and purchases (docs/account.md). */
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
        <div className={styles.form}>
          <LanguageChoice />
        </div>
      </Section>
      <Section id="account-auth-services" title={t('cabinet.account_auth_services')}>
        <AuthServices user={user.data} />
      </Section>
      <Section id="account-contacts" title={t('cabinet.contact_title')}>
        <ContactDetails />
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
      <Section id="account-products" title={t('cabinet.account_products')}>
        <Products />
      </Section>
      <Section id="account-purchases" title={t('cabinet.account_purchases')}>
        <Purchases />
      </Section>
    </div>
  );
}

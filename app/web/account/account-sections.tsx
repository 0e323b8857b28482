import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, type User } from '../../../core/api/index.ts';
import {
  EmailChangeForm,
  LoginHistoryTable,
  PasswordChangeForm,
  ProductList,
  PurchaseList,
  RewardsSummary,
  useAccountFlow,
} from '../../../ui/account/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Button, FormAlert } from '../../../ui/primitives/index.ts';
import { api } from '../api.ts';
import { sessionKeys } from '../session/use-session.ts';
import styles from './account-page.module.css';
import { sentOf } from './flow-calls.ts';

// The account page's sections below its profile (docs/account.md): one chunk, loaded as the first of them
// nears the screen (account-page.tsx), so the page starts with the profile only.

export { ContactDetails } from './contact-details.tsx';
export { AuthServices } from './profile-extras.tsx';

const PER_PAGE = 10;

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

/** The email change: the new address with the password, then the code sent to it. */
export function EmailChange({ user }: { user: User }) {
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

/** The password change: the current and new passwords, then the code sent to the account's email. */
export function PasswordChange() {
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

/** The sign-ins, a page at a time, and ending every other session. */
export function LoginHistory() {
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

/** The points earned, with their chart and a page of entries at a time. */
export function Rewards() {
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

/** The products the account has, a page at a time. */
export function Products() {
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

/** The purchases, a page at a time. */
export function Purchases() {
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

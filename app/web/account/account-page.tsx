import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { User } from '../../../core/api/index.ts';
import { SelectField } from '../../../ui/account/select-field.tsx';
import { useAccountFlow } from '../../../ui/account/use-account-flow.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { PageHeader } from '../../../ui/layout/index.ts';
import { Button, FormAlert, TextField } from '../../../ui/primitives/index.ts';
import { api } from '../api.ts';
import { FullPageMessage } from '../pages/full-page-message.tsx';
import { sessionKeys, useUser } from '../session/use-session.ts';
import styles from './account-page.module.css';
import { AvatarPicker } from './avatar-picker.tsx';
import { LanguageChoice } from './language-choice.tsx';
import { LaterSection } from './later-section.tsx';

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

/**
 * The account: profile (photo, name, time zone, language), ways to sign in, email, password, login history,
 * rewards, products and purchases (docs/account.md). The profile draws with the page; the sections under it
 * come with their code as they near the screen.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const user = useUser();
  if (!user.data) return <FullPageMessage loading />;
  const signedIn = user.data;
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
        <LaterSection height="8rem">{(code) => <code.AuthServices user={signedIn} />}</LaterSection>
      </Section>
      <Section id="account-contacts" title={t('cabinet.contact_title')}>
        <LaterSection height="6rem">{(code) => <code.ContactDetails />}</LaterSection>
      </Section>
      <Section id="account-email" title={t('cabinet.account_email')}>
        <LaterSection height="12.5rem">{(code) => <code.EmailChange user={signedIn} />}</LaterSection>
      </Section>
      <Section id="account-password" title={t('cabinet.account_password')}>
        <LaterSection height="12.5rem">{(code) => <code.PasswordChange />}</LaterSection>
      </Section>
      <Section id="account-history" title={t('cabinet.account_history')}>
        <LaterSection height="3rem">{(code) => <code.LoginHistory />}</LaterSection>
      </Section>
      <Section id="account-rewards" title={t('cabinet.account_rewards')}>
        <LaterSection height="2rem">{(code) => <code.Rewards />}</LaterSection>
      </Section>
      <Section id="account-products" title={t('cabinet.account_products')}>
        <LaterSection height="2rem">{(code) => <code.Products />}</LaterSection>
      </Section>
      <Section id="account-purchases" title={t('cabinet.account_purchases')}>
        <LaterSection height="2rem">{(code) => <code.Purchases />}</LaterSection>
      </Section>
    </div>
  );
}

import { useState } from 'react';
import type { ContactField, ContactTab } from '../../core/api/contact-fields.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { Button, FormAlert, TextField } from '../primitives/index.ts';
import styles from './account-forms.module.css';
import type { AccountFormStatus } from './account-forms.tsx';

/** How a contact field is named in a form and in the errors of its call: its key, or its id. */
export function contactFieldName(field: ContactField): string {
  return field.key ?? String(field.id);
}

const INPUT_TYPE = { text: 'text', phone: 'tel', telegram: 'text', url: 'url', date: 'date' } as const;
const AUTOCOMPLETE: Record<string, string> = { phone: 'tel', city: 'address-level2', birth_date: 'bday' };

/**
 * One tab of contact fields as a form: the default ones (named by their key) or those a school asks
 * (named by the school); what is typed goes to the caller on Save, by field name.
 */
export function ContactFieldsForm({
  tab,
  saved = false,
  status = {},
  onSave,
}: {
  tab: ContactTab;
  /** The last save went through: the line says so until the next one. */
  saved?: boolean;
  status?: AccountFormStatus;
  onSave: (values: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(tab.fields.map((field) => [contactFieldName(field), field.value])),
  );
  const legendId = `contact-tab-${tab.id}`;
  const title =
    tab.name === null
      ? t('cabinet.contact_default_tab')
      : t('cabinet.contact_school_tab', { school: tab.name });
  return (
    <form
      className={styles.form}
      aria-labelledby={legendId}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(values);
      }}
      noValidate
    >
      <h3 id={legendId} className={styles.subheading}>
        {title}
      </h3>
      <FormAlert message={status.formError} />
      {tab.fields.map((field) => {
        const name = contactFieldName(field);
        return (
          <TextField
            key={name}
            label={field.name ?? t(`cabinet.contact_field_${field.key}`)}
            name={`contact_${name}`}
            type={INPUT_TYPE[field.type]}
            autoComplete={(field.key && AUTOCOMPLETE[field.key]) || 'off'}
            required={field.is_required}
            placeholder={field.type === 'telegram' ? '@' : undefined}
            value={values[name] ?? ''}
            onChange={(event) => setValues((now) => ({ ...now, [name]: event.target.value }))}
            error={status.fieldErrors?.[`fields.${name}`]}
          />
        );
      })}
      <div className={styles.actions}>
        <Button type="submit" loading={status.pending}>
          {t('cabinet.contact_save')}
        </Button>
        <span role="status">{saved ? t('cabinet.contact_saved') : ''}</span>
      </div>
    </form>
  );
}

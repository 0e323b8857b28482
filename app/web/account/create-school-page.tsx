import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { createSchoolRequestSchema } from '../../../core/api/account-security.ts';
import { LANGUAGES, validateInput } from '../../../core/api/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Button, TextField } from '../../../ui/primitives/index.ts';
import { api } from '../api.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { useFormErrors } from '../forms/use-form-errors.ts';
import { sessionKeys } from '../session/use-session.ts';
import styles from './account-page.module.css';

/**
 * Becoming an expert: a school of one's own (name, language, time zone). The user becomes its owner
 * and lands in the expert cabinet, where the empty course list invites the first course.
 */
export function CreateSchoolPage() {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errors = useFormErrors();
  const languageId = useId();
  const zoneId = useId();
  const [name, setName] = useState('');
  const [schoolLanguage, setSchoolLanguage] = useState<string>(language);
  const [timezone, setTimezone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const [pending, setPending] = useState(false);

  async function create(event: FormEvent) {
    event.preventDefault();
    const input = validateInput(createSchoolRequestSchema, { name, language: schoolLanguage, timezone });
    if (!input.ok) return errors.showInvalid(input.errors);
    errors.clear();
    setPending(true);
    try {
      const menu = await api.account.createSchool(input.output);
      queryClient.setQueryData(sessionKeys.menu, menu.data);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.permissions });
      navigate('/expert/courses', { replace: true });
    } catch (error) {
      errors.showFailure(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={styles.page}>
      <h1>{t('cabinet.school_create')}</h1>
      <p>{t('cabinet.school_create_lead')}</p>
      <form className={styles.form} onSubmit={create} noValidate>
        <FormAlert message={errors.formError} />
        <TextField
          label={t('cabinet.school_name')}
          name="school_name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.errorOf('name')}
        />
        <div className={styles.field}>
          <label htmlFor={languageId}>{t('cabinet.school_language')}</label>
          <select
            id={languageId}
            value={schoolLanguage}
            onChange={(event) => setSchoolLanguage(event.target.value)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {t(`common.language_${code}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={zoneId}>{t('cabinet.school_timezone')}</label>
          <select id={zoneId} value={timezone} onChange={(event) => setTimezone(event.target.value)}>
            {[...new Set([timezone, ...Intl.supportedValuesOf('timeZone')])].map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={pending}>
            {t('cabinet.school_create')}
          </Button>
        </div>
      </form>
    </div>
  );
}

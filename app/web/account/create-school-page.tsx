import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { createSchoolRequestSchema } from '../../../core/api/account-security.ts';
import { LANGUAGES, validateInput } from '../../../core/api/index.ts';
import { CreateSchoolForm } from '../../../ui/account/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { api } from '../api.ts';
import { useFormErrors } from '../forms/use-form-errors.ts';
import { sessionKeys } from '../session/use-session.ts';
import styles from './account-page.module.css';
import { formStatus } from './form-status.ts';

/**
 * Becoming an expert: a school of one's own (name, language, time zone). The user becomes its owner
 * and lands in the expert cabinet, where the empty course list invites the first course.
 */
export function CreateSchoolPage() {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errors = useFormErrors();
  const [pending, setPending] = useState(false);

  async function create(school: { name: string; language: string; timezone: string }) {
    const input = validateInput(createSchoolRequestSchema, school);
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
      <CreateSchoolForm
        languages={LANGUAGES}
        defaultLanguage={language}
        zones={Intl.supportedValuesOf('timeZone')}
        defaultZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
        status={formStatus(errors, pending)}
        onCreate={(school) => void create(school)}
      />
    </div>
  );
}

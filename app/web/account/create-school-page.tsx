import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { createSchoolRequestSchema } from '../../../core/api/account-security.ts';
import { LANGUAGES, type ProfileMenu } from '../../../core/api/index.ts';
import { CreateSchoolForm, useAccountFlow } from '../../../ui/account/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { api } from '../api.ts';
import { sessionKeys } from '../session/use-session.ts';
import styles from './account-page.module.css';
import { checked } from './flow-calls.ts';

/**
 * Becoming an expert: a school of one's own (name, language, time zone). The user becomes its owner
 * and lands in the expert cabinet, where the empty course list invites the first course.
 */
export function CreateSchoolPage() {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flow = useAccountFlow({
    send: async (values) => {
      const menu = await api.account.createSchool(checked(createSchoolRequestSchema, values));
      return { sentTo: null, resendAfter: 0, result: menu.data };
    },
    onDone: (menu) => {
      queryClient.setQueryData(sessionKeys.menu, menu as ProfileMenu);
      void queryClient
        .invalidateQueries({ queryKey: sessionKeys.permissions })
        .then(() => navigate('/expert/courses', { replace: true }));
    },
  });

  return (
    <div className={styles.page}>
      <h1>{t('cabinet.school_create')}</h1>
      <p>{t('cabinet.school_create_lead')}</p>
      <CreateSchoolForm
        languages={LANGUAGES}
        defaultLanguage={language}
        zones={Intl.supportedValuesOf('timeZone')}
        defaultZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
        status={{ ...flow.status, pending: flow.status.pending || flow.view.done }}
        onCreate={(school) => flow.submit(school)}
      />
    </div>
  );
}

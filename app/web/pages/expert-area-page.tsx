import { useSearchParams } from 'react-router';
import { EXPERT_SECONDARY_ROUTES, expertMenuItems } from '../../../core/navigation/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { PageHeader } from '../../../ui/layout/index.ts';
import { Button, EmptyState } from '../../../ui/primitives/index.ts';
import { MenuIcon } from '../layouts/menu-icons.tsx';
import styles from './expert-area-page.module.css';

const CREATE_LABEL: Record<string, string> = {
  courses: 'expert.create_course',
  marathons: 'expert.create_marathon',
  quizzes: 'expert.create_quiz',
};

/**
 * An expert area whose screens arrive in a later release: it says what the area is for and that it
 * is not open yet, honours `new=true` and `view=settings`, and never shows invented rows.
 */
export function ExpertAreaPage({ areaId }: { areaId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const item = expertMenuItems().find((candidate) => candidate.id === areaId);
  const secondary = EXPERT_SECONDARY_ROUTES.find((route) => route.id === areaId);
  const icon =
    item?.icon ?? expertMenuItems().find((candidate) => candidate.id === secondary?.parent)?.icon ?? 'layout';
  const createKey = CREATE_LABEL[areaId];
  const wantsCreate = item?.query?.new === true && params.get('new') === 'true';
  const showsSettings = item?.query?.viewSettings === true && params.get('view') === 'settings';

  const setView = (view: 'settings' | null) => {
    const next = new URLSearchParams(params);
    if (view) next.set('view', view);
    else next.delete('view');
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={t(`menu.${areaId}`)}
        description={t(`expert.${areaId}_description`)}
        actions={
          createKey ? (
            <Button disabled title={t('expert.creation_not_ready')}>
              {t(createKey)}
            </Button>
          ) : undefined
        }
      />
      {item?.query?.viewSettings ? (
        <div className={styles.tabs} role="tablist" aria-label={t(`menu.${areaId}`)}>
          <button type="button" role="tab" aria-selected={!showsSettings} onClick={() => setView(null)}>
            {t('expert.overview_tab')}
          </button>
          <button type="button" role="tab" aria-selected={showsSettings} onClick={() => setView('settings')}>
            {t('expert.settings_tab')}
          </button>
        </div>
      ) : null}
      {wantsCreate ? (
        <p className={styles.notice} role="status">
          {t('expert.creation_not_ready')}
        </p>
      ) : null}
      <EmptyState
        icon={<MenuIcon name={icon} size={28} />}
        title={showsSettings ? t('expert.contacts_settings_title') : t('expert.not_available')}
        text={
          showsSettings
            ? t('expert.contacts_settings_description')
            : item?.disabled
              ? t('expert.not_available_text')
              : t('expert.in_progress_text')
        }
      />
    </>
  );
}

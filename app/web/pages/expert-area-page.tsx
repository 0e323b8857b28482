import { useSearchParams } from 'react-router';
import { EXPERT_SECONDARY_ROUTES, expertMenuItems } from '../../../core/navigation/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { PageHeader } from '../../../ui/layout/index.ts';
import {
  Button,
  EmptyState,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '../../../ui/primitives/index.ts';
import { MenuIcon } from '../layouts/menu-icons.tsx';
import styles from './expert-area-page.module.css';

const CREATE_LABEL: Record<string, string> = {
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

  const notOpen = (
    <EmptyState
      icon={<MenuIcon name={icon} size={28} />}
      title={t('expert.not_available')}
      text={item?.disabled ? t('expert.not_available_text') : t('expert.in_progress_text')}
    />
  );

  const setView = (view: string) => {
    const next = new URLSearchParams(params);
    if (view === 'settings') next.set('view', 'settings');
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
      {wantsCreate ? (
        <p className={styles.notice} role="status">
          {t('expert.creation_not_ready')}
        </p>
      ) : null}
      {item?.query?.viewSettings ? (
        <Tabs value={params.get('view') === 'settings' ? 'settings' : 'overview'} onValueChange={setView}>
          <TabsList aria-label={t(`menu.${areaId}`)} className={styles.tabs}>
            <TabsTrigger value="overview">{t('expert.overview_tab')}</TabsTrigger>
            <TabsTrigger value="settings">{t('expert.settings_tab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">{notOpen}</TabsContent>
          <TabsContent value="settings">
            <EmptyState
              icon={<MenuIcon name="users" size={28} />}
              title={t('expert.contacts_settings_title')}
              text={t('expert.contacts_settings_description')}
            />
          </TabsContent>
        </Tabs>
      ) : (
        notOpen
      )}
    </>
  );
}

import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { PageHeader } from '../../../ui/layout/index.ts';
import { Button, EmptyState } from '../../../ui/primitives/index.ts';

/** A course's lesson pages arrive with the lesson page release; until then this says so plainly. */
export function CoursePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('cabinet.home_title')} />
      <EmptyState
        title={t('expert.not_available')}
        text={t('expert.in_progress_text')}
        action={<Button href="/cabinet">{t('menu.my_learning')}</Button>}
      />
    </>
  );
}

import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { PageHeader } from '../../../ui/layout/index.ts';
import { EmptyState } from '../../../ui/primitives/index.ts';

/** The partners area (spec 1 §2: its content is not shown); says what it is for and that it is not open yet. */
export function PartnerDashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('menu.partner_dashboard')} description={t('expert.affiliates_description')} />
      <EmptyState title={t('expert.not_available')} text={t('expert.in_progress_text')} />
    </>
  );
}

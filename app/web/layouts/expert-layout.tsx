import { useCallback, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { activeMenuItem, expertMenuItems, visibleExpertMenu } from '../../../core/navigation/index.ts';
import { hasAtLeast } from '../../../core/permissions/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import type { SideMenuSection } from '../../../ui/layout/index.ts';
import { SideMenu } from '../../../ui/layout/side-menu.tsx';
import { Button, EmptyState } from '../../../ui/primitives/index.ts';
import { useReviewInboxCount } from '../comments/use-review-inbox-count.ts';
import { FullPageMessage } from '../pages/full-page-message.tsx';
import { usePermissions } from '../session/use-session.ts';
import { AppShell } from './app-shell.tsx';
import { MenuIcon } from './menu-icons.tsx';
import { usePageTitle } from './use-page-title.ts';

const ITEM_BY_SEGMENT = new Map(
  expertMenuItems().map((item) => [item.path.split('/').at(-1) ?? '', item.id]),
);

/** The expert area: the whole expert menu for the current school, then the page. */
export function ExpertLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const permissions = usePermissions();
  const active = activeMenuItem(pathname);
  const menuName = useCallback(
    (segment: string) => {
      const itemId = ITEM_BY_SEGMENT.get(segment);
      return itemId ? t(`menu.${itemId}`) : undefined;
    },
    [t],
  );
  usePageTitle(pathname, menuName);
  const inboxCount = useReviewInboxCount(
    hasAtLeast(permissions.data?.permissions ?? [], 'comment', ['curator']),
  );

  const sections = useMemo<SideMenuSection[]>(
    () =>
      visibleExpertMenu(permissions.data?.permissions ?? []).map((section) => ({
        id: section.id,
        title: t(`menu.section_${section.id}`),
        items: section.items.map((item) => ({
          href: item.path,
          label: t(`menu.${item.id}`),
          icon: <MenuIcon name={item.icon} />,
          disabled: item.disabled,
          active: item.id === active?.id,
          badge: item.disabled
            ? t('menu.coming_soon')
            : item.id === 'review_inbox' && inboxCount
              ? inboxCount
              : undefined,
        })),
      })),
    [permissions.data, t, active?.id, inboxCount],
  );

  if (permissions.isPending) return <FullPageMessage loading />;
  if (permissions.isError)
    return <FullPageMessage error={permissions.error} onRetry={() => void permissions.refetch()} />;
  if (permissions.data.cabinet_type !== 'expert') {
    return (
      <AppShell>
        <EmptyState
          title={t('errors.forbidden')}
          text={t('expert.courses_description')}
          action={
            <>
              <Button href="/schools/new">{t('cabinet.school_create')}</Button>{' '}
              <Button href="/cabinet" variant="secondary">
                {t('menu.my_learning')}
              </Button>
            </>
          }
        />
      </AppShell>
    );
  }
  return (
    <AppShell sections={sections} sideMenu={SideMenu}>
      <Outlet />
    </AppShell>
  );
}

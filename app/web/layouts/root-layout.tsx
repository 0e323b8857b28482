import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { expertMenuItems, pageTitle } from '../../../core/navigation/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';

const ITEM_BY_SEGMENT = new Map(
  expertMenuItems().map((item) => [item.path.split('/').at(-1) ?? '', item.id]),
);

/** Keeps the document title in step with the address: built from its segments (spec 1 §2). */
export function RootLayout() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    document.title = pageTitle(pathname, (segment) => {
      const key = `menu.title_${segment}`;
      const text = t(key);
      if (text !== key) return text;
      const itemId = ITEM_BY_SEGMENT.get(segment);
      return itemId ? t(`menu.${itemId}`) : undefined;
    });
  }, [pathname, t]);
  return <Outlet />;
}

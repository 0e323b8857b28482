import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { expertMenuItems, pageTitle } from '../../../core/navigation/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { useAutoTimezone } from '../account/use-auto-timezone.ts';
import { useAccountLanguage } from '../language/use-account-language.ts';
import { AppUploads } from '../uploads/app-uploads.tsx';

const ITEM_BY_SEGMENT = new Map(
  expertMenuItems().map((item) => [item.path.split('/').at(-1) ?? '', item.id]),
);

/** Holds the app-wide upload queue and panel; hands a signed-in person's device time zone to the server while their automatic time zone is on; keeps the document title in step with the address (built from its segments, spec 1 §2) and clears a `token` query. */
export function RootLayout() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  useAccountLanguage();
  useAutoTimezone();
  useEffect(() => {
    // A one-time token in the address (spec 1 §2) is cleared so it is not bookmarked, shared or sent as a referrer.
    const params = new URLSearchParams(search);
    if (!params.has('token')) return;
    params.delete('token');
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [pathname, search, hash, navigate]);
  useEffect(() => {
    document.title = pageTitle(pathname, (segment) => {
      const key = `menu.title_${segment}`;
      const text = t(key);
      if (text !== key) return text;
      const itemId = ITEM_BY_SEGMENT.get(segment);
      return itemId ? t(`menu.${itemId}`) : undefined;
    });
  }, [pathname, t]);
  return (
    <AppUploads>
      <Outlet />
    </AppUploads>
  );
}

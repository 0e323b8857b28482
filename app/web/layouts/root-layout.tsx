import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAutoTimezone } from '../account/use-auto-timezone.ts';
import { useAccountLanguage } from '../language/use-account-language.ts';
import { AppUploads } from '../uploads/app-uploads.tsx';
import { usePageTitle } from './use-page-title.ts';

/** Under /expert the expert layout keeps the title, with its menu's names (which no other page carries). */
const isExpertPath = (pathname: string) => /^\/expert(?:\/|$)/.test(pathname);

/** Holds the app-wide upload queue and panel; hands a signed-in person's device time zone to the server while their automatic time zone is on; keeps the document title in step with the address (built from its segments, spec 1 §2) and clears a `token` query. */
export function RootLayout() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
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
  usePageTitle(isExpertPath(pathname) ? null : pathname);
  return (
    <AppUploads>
      <Outlet />
    </AppUploads>
  );
}

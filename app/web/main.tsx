import '../../ui/tokens/index.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, RouterProvider } from 'react-router';
import { ApiError } from '../../core/api/index.ts';
import { NotificationsProvider } from '../../ui/notifications/index.ts';
import { type LinkComponentProps, LinkComponentProvider } from '../../ui/primitives/index.ts';
import { startBrowserErrorReporting } from './error-reporting.ts';
import { AppI18nProvider } from './providers/app-i18n-provider.tsx';
import { createAppRouter } from './routes.tsx';
import { seedServedQueries } from './session/boot-data.ts';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      refetchOnWindowFocus: false,
    },
  },
});
// The answers the server put in the page (the user, the cabinet's, the page's first): drawn at once.
seedServedQueries(queryClient);

function RouterLink({ href, ref, ...props }: LinkComponentProps) {
  return <Link to={href} ref={ref} {...props} />;
}

startBrowserErrorReporting();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppI18nProvider>
        <NotificationsProvider>
          <LinkComponentProvider component={RouterLink}>
            <RouterProvider router={createAppRouter()} />
          </LinkComponentProvider>
        </NotificationsProvider>
      </AppI18nProvider>
    </QueryClientProvider>
  </StrictMode>,
);

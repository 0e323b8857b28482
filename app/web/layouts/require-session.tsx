import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageMessage } from '../pages/full-page-message.tsx';
import { useUser } from '../session/use-session.ts';

/** Renders its children for a signed-in person; sends others to sign in and back here after. */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const user = useUser();
  if (user.isPending) return <FullPageMessage loading />;
  if (user.isError) return <FullPageMessage error={user.error} onRetry={() => void user.refetch()} />;
  if (!user.data) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
  return children;
}

/** Sign-in and sign-up are for people who are signed out; the others go home. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const user = useUser();
  if (user.isPending) return <FullPageMessage loading />;
  if (user.data) return <Navigate to="/" replace />;
  return children;
}

import { Navigate } from 'react-router';
import { cabinetHome } from '../layouts/cabinet-switcher.tsx';
import { useProfileMenu } from '../session/use-session.ts';
import { FullPageMessage } from './full-page-message.tsx';

/** `/` opens the current cabinet: a school's expert area or the study cabinet. */
export function HomeRedirect() {
  const menu = useProfileMenu();
  if (menu.isPending) return <FullPageMessage loading />;
  if (menu.isError) return <FullPageMessage error={menu.error} onRetry={() => void menu.refetch()} />;
  return <Navigate to={cabinetHome(menu.data.current_cabinet)} replace />;
}

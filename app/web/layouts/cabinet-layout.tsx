import { Outlet } from 'react-router';
import { AppShell } from './app-shell.tsx';

/** The study cabinet: header and the page, no expert menu. */
export function CabinetLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { MachineInspector } from '../../../ui/inspector/index.ts';
import { api } from '../api.ts';
import { sessionKeys } from '../session/use-session.ts';
import { FullPageMessage } from './full-page-message.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** `/dev/machines`: open in development builds, and in production only when the server says so. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const isProd = useQuery({
    queryKey: sessionKeys.isProd,
    queryFn: api.isProd,
    enabled: !import.meta.env.DEV,
  });
  if (!import.meta.env.DEV) {
    if (isProd.isPending) return <FullPageMessage loading />;
    if (!isProd.data?.data.inspector) return <NotFoundPage />;
  }
  return (
    <main id="main">
      <MachineInspector
        initialMachineId={params.get('machine') ?? undefined}
        onSelectMachine={(id) => setParams({ machine: id }, { replace: true })}
      />
    </main>
  );
}

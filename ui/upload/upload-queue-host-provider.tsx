import { type ReactNode, useSyncExternalStore } from 'react';
import { type UploadQueueHost, UploadQueueHostContext } from './upload-queue-host.ts';

/** Hands the host to the screens under it and, once one of them started the queue, docks its panel. */
export function UploadQueueHostProvider({ host, children }: { host: UploadQueueHost; children: ReactNode }) {
  const started = useSyncExternalStore(host.subscribe, host.started);
  return (
    <UploadQueueHostContext.Provider value={host}>
      {children}
      {started ? <started.Dock actor={started.actor} /> : null}
    </UploadQueueHostContext.Provider>
  );
}

import { type ReactNode, useContext, useMemo } from 'react';
import { startUploadQueue } from './start-upload-queue.ts';
import { runningUploadQueueHost, UploadQueueHostContext } from './upload-queue-host.ts';
import { useRunningUploadQueue } from './use-running-upload-queue.ts';
import { type UploadQueueHandle, type UseUploadQueueOptions, useUploadQueue } from './use-upload-queue.ts';

/**
 * Holds one upload queue above the screens under it, started with the provider (stories and specs). The
 * app's queue has a host instead (`createUploadQueueHost`), which starts it with the first screen that uploads.
 */
export function UploadQueueProvider({
  children,
  ...options
}: UseUploadQueueOptions & { children: ReactNode }) {
  const { actor } = useUploadQueue(options);
  const host = useMemo(() => runningUploadQueueHost(actor), [actor]);
  return <UploadQueueHostContext.Provider value={host}>{children}</UploadQueueHostContext.Provider>;
}

/** The app's upload queue, started by this call if no screen had asked for it; throws without a host above. */
export function useUploadQueueContext(): UploadQueueHandle {
  const queue = useUploadQueueIfAny();
  if (!queue) throw new Error('useUploadQueueContext needs an UploadQueueProvider above it');
  return queue;
}

/** The app's upload queue, or null where none is provided (a screen shown on its own, as in a story). */
export function useUploadQueueIfAny(): UploadQueueHandle | null {
  const host = useContext(UploadQueueHostContext);
  return useRunningUploadQueue(host ? host.open(startUploadQueue) : null);
}

import { createContext, type ReactNode, useContext } from 'react';
import { type UploadQueueHandle, type UseUploadQueueOptions, useUploadQueue } from './use-upload-queue.ts';

const UploadQueueContext = createContext<UploadQueueHandle | null>(null);

/** Holds one upload queue above the routes, so uploads go on while the person moves around the app. */
export function UploadQueueProvider({
  children,
  ...options
}: UseUploadQueueOptions & { children: ReactNode }) {
  const queue = useUploadQueue(options);
  return <UploadQueueContext.Provider value={queue}>{children}</UploadQueueContext.Provider>;
}

/** The app's upload queue; throws outside an `UploadQueueProvider`. */
export function useUploadQueueContext(): UploadQueueHandle {
  const queue = useContext(UploadQueueContext);
  if (!queue) throw new Error('useUploadQueueContext needs an UploadQueueProvider above it');
  return queue;
}

/** The app's upload queue, or null where none is provided (a screen shown on its own, as in a story). */
export function useUploadQueueIfAny(): UploadQueueHandle | null {
  return useContext(UploadQueueContext);
}

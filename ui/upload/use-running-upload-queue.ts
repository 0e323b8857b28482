import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { selectUploadQueueView, type UploadQueueActor } from '../../core/upload/upload-queue.select.ts';
import { type UploadQueueHandle, uploadQueueCommands } from './use-upload-queue.ts';

/** The view and commands of a queue that runs already (the app's, started by its host), or null without one. */
export function useRunningUploadQueue(actor: UploadQueueActor | null): UploadQueueHandle | null {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!actor) return () => undefined;
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore(subscribe, () => actor?.getSnapshot() ?? null);
  const view = useMemo(() => (snapshot ? selectUploadQueueView(snapshot) : null), [snapshot]);
  // The commands stay the same while the view changes, so callers may keep them in their own memos.
  const commands = useMemo(() => (actor ? uploadQueueCommands(actor) : null), [actor]);
  return useMemo(() => (view && commands ? { view, ...commands } : null), [view, commands]);
}

import { useCallback, useSyncExternalStore } from 'react';

/**
 * Loads a piece of the app's code after the page's first draw and hands it to `use`, unless stopped first.
 * A load that fails (the connection dropped while the page started) is tried again once the browser is
 * back online, so the piece arrives with the connection rather than never. Returns the stop.
 */
export function loadCodeWhenOnline<Code>(load: () => Promise<Code>, use: (code: Code) => void): () => void {
  let stopped = false;
  const attempt = () => {
    load().then(
      (code) => {
        if (!stopped) use(code);
      },
      () => {
        if (!stopped) window.addEventListener('online', attempt, { once: true });
      },
    );
  };
  attempt();
  return () => {
    stopped = true;
    window.removeEventListener('online', attempt);
  };
}

/** What `useSnapshotOnceRunning` reads: a running actor (XState's, or anything that subscribes alike). */
export interface Subscribable<Snapshot> {
  subscribe(listener: () => void): { unsubscribe(): void };
  getSnapshot(): Snapshot;
}

/**
 * The snapshot of an actor that starts after the first draw: `null` until it runs (the caller draws its
 * starting view meanwhile), then each of its snapshots.
 */
export function useSnapshotOnceRunning<Snapshot>(actor: Subscribable<Snapshot> | null): Snapshot | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () => actor?.getSnapshot() ?? null);
}

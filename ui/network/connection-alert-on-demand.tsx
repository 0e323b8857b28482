import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { connectionAlertOf, connectionQuality, selectConnectionAlert } from '../../core/network/index.ts';
import { readBrowserNetworkStatus } from './browser-network-status.ts';
import { ConnectionAlertBar } from './connection-alert-bar.tsx';
import type { ConnectionWatch } from './start-connection-watch.ts';

/**
 * The app's connection bar (spec 2 §2). Its first draw reads the browser's status by the core rule
 * (`connectionQuality`); the connection machine, with XState, loads after it and takes over. Until then
 * the browser's online and offline events keep the bar true, so going offline before the code came
 * (when it may never come) still shows; code that could not load is asked for again once online.
 */
export function ConnectionAlertOnDemand() {
  const [status, setStatus] = useState(readBrowserNetworkStatus);
  const [watch, setWatch] = useState<ConnectionWatch | null>(null);
  useEffect(() => {
    let stopped = false;
    let started: ConnectionWatch | null = null;
    const follow = () => setStatus(readBrowserNetworkStatus());
    const stopFollowing = () => {
      window.removeEventListener('online', follow);
      window.removeEventListener('offline', follow);
    };
    window.addEventListener('online', follow);
    window.addEventListener('offline', follow);
    const load = () =>
      import('./start-connection-watch.ts').then(
        ({ startConnectionWatch }) => {
          if (stopped) return;
          stopFollowing();
          started = startConnectionWatch(readBrowserNetworkStatus());
          setWatch(started);
        },
        () => {
          if (!stopped) window.addEventListener('online', load, { once: true });
        },
      );
    load();
    return () => {
      stopped = true;
      stopFollowing();
      window.removeEventListener('online', load);
      started?.stop();
    };
  }, []);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = watch?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [watch],
  );
  const snapshot = useSyncExternalStore(subscribe, () => watch?.getSnapshot() ?? null);
  const alert = snapshot ? selectConnectionAlert(snapshot) : connectionAlertOf(connectionQuality(status));
  return <ConnectionAlertBar alert={alert} />;
}

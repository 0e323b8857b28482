import { useEffect, useState } from 'react';
import { connectionAlertOf, connectionQuality, selectConnectionAlert } from '../../core/network/index.ts';
import { loadCodeWhenOnline, useSnapshotOnceRunning } from '../on-demand/code-on-demand.ts';
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
    let started: ConnectionWatch | null = null;
    const follow = () => setStatus(readBrowserNetworkStatus());
    const stopFollowing = () => {
      window.removeEventListener('online', follow);
      window.removeEventListener('offline', follow);
    };
    window.addEventListener('online', follow);
    window.addEventListener('offline', follow);
    const stopLoading = loadCodeWhenOnline(
      () => import('./start-connection-watch.ts'),
      ({ startConnectionWatch }) => {
        stopFollowing();
        started = startConnectionWatch(readBrowserNetworkStatus());
        setWatch(started);
      },
    );
    return () => {
      stopLoading();
      stopFollowing();
      started?.stop();
    };
  }, []);
  const snapshot = useSnapshotOnceRunning(watch);
  const alert = snapshot ? selectConnectionAlert(snapshot) : connectionAlertOf(connectionQuality(status));
  return <ConnectionAlertBar alert={alert} />;
}

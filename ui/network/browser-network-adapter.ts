import { fromCallback } from 'xstate';
import type { ConnectionEvent } from '../../core/network/index.ts';
import { type BrowserNetworkEnvironment, browserEnvironment } from './browser-network-status.ts';

/**
 * The `watchNetwork` actor for the browser: `navigator.onLine` with the `online`/`offline` events and
 * `navigator.connection.effectiveType` with its `change` event. It reports the status at once on start.
 */
export function browserNetworkAdapter(environment?: BrowserNetworkEnvironment) {
  return fromCallback<ConnectionEvent>(({ sendBack }) => {
    const page = environment ?? browserEnvironment();
    if (!page) return () => {};
    const connection = page.navigator.connection;
    const reportOnline = () => sendBack({ type: 'network.went_online' });
    const reportOffline = () => sendBack({ type: 'network.went_offline' });
    const reportType = () =>
      sendBack({
        type: 'network.type_changed',
        effectiveType: page.navigator.connection?.effectiveType ?? null,
      });

    sendBack(page.navigator.onLine ? { type: 'network.went_online' } : { type: 'network.went_offline' });
    reportType();
    page.addEventListener('online', reportOnline);
    page.addEventListener('offline', reportOffline);
    connection?.addEventListener?.('change', reportType);
    return () => {
      page.removeEventListener('online', reportOnline);
      page.removeEventListener('offline', reportOffline);
      connection?.removeEventListener?.('change', reportType);
    };
  });
}

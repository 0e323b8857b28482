import { fromCallback } from 'xstate';
import type { ConnectionEvent, NetworkStatus } from '../../core/network/index.ts';

/** The part of the Network Information API the adapter reads (absent in Firefox and Safari). */
interface NetworkInformationLike {
  effectiveType?: string;
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}

/** What the adapter needs of the page; `window` in the app, a fake in specs. */
export interface BrowserNetworkEnvironment {
  navigator: { onLine: boolean; connection?: NetworkInformationLike };
  addEventListener: (type: 'online' | 'offline', listener: () => void) => void;
  removeEventListener: (type: 'online' | 'offline', listener: () => void) => void;
}

function browserEnvironment(): BrowserNetworkEnvironment | null {
  return typeof window === 'undefined' ? null : (window as unknown as BrowserNetworkEnvironment);
}

/** The status the page reports now; online with an unknown type outside a browser. */
export function readBrowserNetworkStatus(environment = browserEnvironment()): NetworkStatus {
  if (!environment) return { online: true, effectiveType: null };
  return {
    online: environment.navigator.onLine,
    effectiveType: environment.navigator.connection?.effectiveType ?? null,
  };
}

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

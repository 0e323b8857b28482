import type { NetworkStatus } from '../../core/network/index.ts';

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

/** The page's `window` as the adapter reads it; null outside a browser. */
export function browserEnvironment(): BrowserNetworkEnvironment | null {
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

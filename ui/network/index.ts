export { browserNetworkAdapter } from './browser-network-adapter.ts';
export { type BrowserNetworkEnvironment, readBrowserNetworkStatus } from './browser-network-status.ts';
export { ConnectionAlertBar, type ConnectionAlertBarProps } from './connection-alert-bar.tsx';
export { ConnectionAlertOnDemand } from './connection-alert-on-demand.tsx';
export { NetworkConnectionAlert } from './network-connection-alert.tsx';
export { type UseConnectionAlertOptions, useConnectionAlert } from './use-connection-alert.ts';

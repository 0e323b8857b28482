export {
  type BrowserNetworkEnvironment,
  browserNetworkAdapter,
  readBrowserNetworkStatus,
} from './browser-network-adapter.ts';
export {
  ConnectionAlertBar,
  type ConnectionAlertBarProps,
  NetworkConnectionAlert,
} from './connection-alert-bar.tsx';
export { type UseConnectionAlertOptions, useConnectionAlert } from './use-connection-alert.ts';

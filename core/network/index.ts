export { CONNECTION_ALERT_KEYS, SLOW_EFFECTIVE_TYPES } from './connection.constants.ts';
export { connectionMachine } from './connection.machine.ts';
export {
  type ConnectionSnapshot,
  type ConnectionView,
  connectionAlertOf,
  selectConnectionAlert,
  selectConnectionQuality,
  selectConnectionView,
} from './connection.select.ts';
export type {
  ConnectionAlert,
  ConnectionContext,
  ConnectionEvent,
  ConnectionInput,
  ConnectionQuality,
  NetworkStatus,
} from './connection.types.ts';
export { connectionQuality, isSlowEffectiveType } from './connection-quality.ts';

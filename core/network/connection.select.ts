import type { SnapshotFrom } from 'xstate';
import { CONNECTION_ALERT_KEYS } from './connection.constants.ts';
import type { connectionMachine } from './connection.machine.ts';
import type { ConnectionAlert, ConnectionQuality } from './connection.types.ts';

/** A snapshot of the connection machine. */
export type ConnectionSnapshot = SnapshotFrom<typeof connectionMachine>;

/** What the connection alert bar needs. */
export interface ConnectionView {
  quality: ConnectionQuality;
  /** The alert to show, or `null` when the connection is good. */
  alert: ConnectionAlert | null;
  isOnline: boolean;
  effectiveType: string | null;
}

const ALERTS: Record<'bad' | 'none', ConnectionAlert> = {
  bad: { kind: 'bad', messageKey: CONNECTION_ALERT_KEYS.bad },
  none: { kind: 'none', messageKey: CONNECTION_ALERT_KEYS.none },
};

/** `good`, `bad` or `none`. */
export function selectConnectionQuality(snapshot: ConnectionSnapshot): ConnectionQuality {
  if (snapshot.matches('none')) return 'none';
  if (snapshot.matches('bad')) return 'bad';
  return 'good';
}

/** The alert a connection of this quality shows, or `null` for a good one. */
export function connectionAlertOf(quality: ConnectionQuality): ConnectionAlert | null {
  return quality === 'good' ? null : ALERTS[quality];
}

/** The alert to show (kind and translation key), or `null`. */
export function selectConnectionAlert(snapshot: ConnectionSnapshot): ConnectionAlert | null {
  return connectionAlertOf(selectConnectionQuality(snapshot));
}

/** The whole view of the connection. */
export function selectConnectionView(snapshot: ConnectionSnapshot): ConnectionView {
  return {
    quality: selectConnectionQuality(snapshot),
    alert: selectConnectionAlert(snapshot),
    isOnline: snapshot.context.online,
    effectiveType: snapshot.context.effectiveType,
  };
}

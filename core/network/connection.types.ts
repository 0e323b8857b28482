/** What the network adapter knows. */
export interface NetworkStatus {
  /** Whether the device is online (`navigator.onLine`). */
  online: boolean;
  /** `navigator.connection.effectiveType` (`slow-2g`, `2g`, `3g`, `4g`), or `null` where unknown. */
  effectiveType: string | null;
}

/** Starting status; by default online with an unknown type. */
export type ConnectionInput = Partial<NetworkStatus> | undefined;

/** The machine's memory: the last known status. */
export type ConnectionContext = NetworkStatus;

/** Facts the network adapter reports. */
export type ConnectionEvent =
  | { type: 'network.went_online' }
  | { type: 'network.went_offline' }
  | { type: 'network.type_changed'; effectiveType: string | null };

/** How the connection is, as one word: `none` offline, `bad` on slow-2g/2g, else `good`. */
export type ConnectionQuality = 'good' | 'bad' | 'none';

/** The alert to show; absent when the connection is good. */
export interface ConnectionAlert {
  kind: 'bad' | 'none';
  /** Translation key of the message (`network.connection_bad`, `network.connection_no`). */
  messageKey: string;
}

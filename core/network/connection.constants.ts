/** Effective connection types that raise the 'connection bad' alert (spec 2 §8). */
export const SLOW_EFFECTIVE_TYPES = ['slow-2g', '2g'] as const;

/** Translation keys of the alerts (group `network`). */
export const CONNECTION_ALERT_KEYS = {
  bad: 'network.connection_bad',
  none: 'network.connection_no',
} as const;

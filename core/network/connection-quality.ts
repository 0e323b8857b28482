import { SLOW_EFFECTIVE_TYPES } from './connection.constants.ts';
import type { ConnectionQuality, NetworkStatus } from './connection.types.ts';

/** Whether an effective connection type is too slow (slow-2g or 2g, spec 2 §8). */
export function isSlowEffectiveType(effectiveType: string | null): boolean {
  return effectiveType !== null && (SLOW_EFFECTIVE_TYPES as readonly string[]).includes(effectiveType);
}

/** The quality a status stands for: offline beats a slow type, which beats everything else. */
export function connectionQuality(status: NetworkStatus): ConnectionQuality {
  if (!status.online) return 'none';
  return isSlowEffectiveType(status.effectiveType) ? 'bad' : 'good';
}

/** Why the browser gave no camera or microphone, as the recorder modals tell it (spec 2 §4). */
export type DeviceFailure = 'denied' | 'noDevice' | 'busy';

/** NotFoundError means no device, NotReadableError a device held elsewhere; anything else is denied access. */
export function deviceFailureOf(error: unknown): DeviceFailure {
  const name =
    typeof error === 'object' && error !== null && 'name' in error
      ? String((error as { name: unknown }).name)
      : '';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError')
    return 'noDevice';
  if (name === 'NotReadableError' || name === 'TrackStartError') return 'busy';
  return 'denied';
}

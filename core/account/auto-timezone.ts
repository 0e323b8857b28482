/**
 * The time zone the app hands the server (`PUT /students/timezone/auto`) for a signed-in person on this
 * device: the device's zone while their automatic time zone is on and it differs from the stored one;
 * null when there is nothing to send (off, the same zone, or a device that names no zone).
 */
export function autoTimezoneToSend(
  user: { is_auto_timezone: boolean; timezone: string } | null | undefined,
  deviceZone: string | undefined,
): string | null {
  if (!user?.is_auto_timezone || !deviceZone) return null;
  return deviceZone === user.timezone ? null : deviceZone;
}

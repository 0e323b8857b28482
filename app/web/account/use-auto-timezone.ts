import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { autoTimezoneToSend } from '../../../core/account/auto-timezone.ts';
import { api } from '../api.ts';
import { sessionKeys, useUser } from '../session/use-session.ts';

/** The zone this device is set to, as the browser names it (IANA), if it names one. */
function deviceTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * While a signed-in person's automatic time zone is on, a device in another zone hands its zone to the
 * server (`PUT /students/timezone/auto`), once per zone and page load; a failure is left quiet (the next
 * load tries again) and the stored zone stays as it was.
 */
export function useAutoTimezone(): void {
  const user = useUser().data;
  const queryClient = useQueryClient();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const zone = autoTimezoneToSend(user, deviceTimezone());
    if (!zone || sent.current === zone) return;
    sent.current = zone;
    api.account.autoTimezone(zone).then(
      (answer) => queryClient.setQueryData(sessionKeys.user, answer.data),
      () => undefined,
    );
  }, [user, queryClient]);
}

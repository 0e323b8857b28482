import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { type Language, PERSONAL_SETTING_KEYS, type User } from '../../../core/api/index.ts';
import { api } from '../api.ts';
import { sessionKeys } from '../session/use-session.ts';
import { currentLanguage, setLanguage, subscribeLanguage } from './language-store.ts';

/** The interface language and a setter that also saves it to a signed-in user's preferences. */
export function useLanguage(): [Language, (next: Language) => void] {
  const language = useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  const queryClient = useQueryClient();
  const change = (next: Language) => {
    setLanguage(next);
    const user = queryClient.getQueryData<User | null>(sessionKeys.user);
    if (user) {
      // The device remembers the choice at once; the account copy follows and may fail quietly.
      void api
        .savePersonalSettings({ settings: [{ key: PERSONAL_SETTING_KEYS.language, value: next }] })
        .catch(() => undefined);
    }
  };
  return [language, change];
}

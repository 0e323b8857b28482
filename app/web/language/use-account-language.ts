import { useEffect } from 'react';
import { PERSONAL_SETTING_KEYS } from '../../../core/api/index.ts';
import { useUser } from '../session/use-session.ts';
import { hasChosenLanguage, setLanguage } from './language-store.ts';

/**
 * Brings a signed-in person's language to a device where none was chosen yet, so the choice made on
 * one device follows them to the next; a choice made on this device stays until they change it.
 */
export function useAccountLanguage(): void {
  const user = useUser().data;
  useEffect(() => {
    if (!user || hasChosenLanguage()) return;
    const saved = user.user_personal_settings.find(
      (setting) => setting.key === PERSONAL_SETTING_KEYS.language,
    )?.value;
    if (typeof saved === 'string') setLanguage(saved);
  }, [user]);
}

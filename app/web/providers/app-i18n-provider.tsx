import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import {
  fetchTranslationsFrom,
  i18nMachine,
  memoryStorage,
  selectI18nView,
  webStorageAdapter,
} from '../../../core/i18n/index.ts';
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import { api } from '../api.ts';
import { currentLanguage, subscribeLanguage } from '../language/language-store.ts';

function browserStorage() {
  try {
    return webStorageAdapter(window.localStorage);
  } catch {
    return memoryStorage();
  }
}

const machine = i18nMachine.provide({
  actors: { fetchTranslations: fetchTranslationsFrom(api.translationGroups) },
});

/** Loads the interface texts for the chosen language (cached, refetched in the background) and supplies `t()`. */
export function AppI18nProvider({ children }: { children: ReactNode }) {
  const loader = useActorRef(machine, { input: { language: currentLanguage(), storage: browserStorage() } });
  const view = useSelector(loader, selectI18nView);

  useEffect(
    () => subscribeLanguage(() => loader.send({ type: 'language.change', language: currentLanguage() })),
    [loader],
  );
  useEffect(() => {
    // Texts fetched while offline may be stale: ask again once the connection is back.
    const refresh = () => loader.send({ type: 'translations.refresh' });
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [loader]);
  useEffect(() => {
    document.documentElement.lang = view.servedLanguage ?? view.language;
  }, [view.servedLanguage, view.language]);

  return (
    <I18nProvider language={view.servedLanguage ?? view.language} catalog={view.catalog}>
      {view.servedLanguage === null && view.isLoading ? null : children}
    </I18nProvider>
  );
}

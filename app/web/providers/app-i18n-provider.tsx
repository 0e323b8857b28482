import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useState } from 'react';
import {
  fetchTranslationsFrom,
  i18nMachine,
  memoryStorage,
  readTranslationCache,
  selectI18nView,
  webStorageAdapter,
} from '../../../core/i18n/index.ts';
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import { api } from '../api.ts';
import { currentLanguage, hasChosenLanguage, subscribeLanguage } from '../language/language-store.ts';
import { servedTranslations } from '../session/boot-data.ts';

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

/**
 * The loader's start: the language the server chose for this viewer with the tables the page came with
 * (app/server/http/page-boot.ts); a language chosen on this device (which the server cannot see) whose
 * tables are cached is drawn from the cache at once instead; else the device's language, fetched.
 */
function loaderInput() {
  const served = servedTranslations();
  const storage = browserStorage();
  const device = currentLanguage();
  const deviceCached = hasChosenLanguage() && readTranslationCache(storage, device) !== null;
  return { language: served && !deviceCached ? served.meta.lang : device, storage, served };
}

/** Loads the interface texts for the chosen language (served with the page, cached, refetched) and supplies `t()`. */
export function AppI18nProvider({ children }: { children: ReactNode }) {
  const [input] = useState(loaderInput);
  const loader = useActorRef(machine, { input });
  const view = useSelector(loader, selectI18nView);

  useEffect(() => {
    // A language chosen on this device only (the server cannot see it) wins: the page redraws in it.
    if (hasChosenLanguage()) loader.send({ type: 'language.change', language: currentLanguage() });
  }, [loader]);
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

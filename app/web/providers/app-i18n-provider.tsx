import { type ReactNode, useEffect, useMemo, useState } from 'react';
import {
  type I18nInput,
  memoryStorage,
  readTranslationCache,
  selectI18nView,
  startingI18nView,
  webStorageAdapter,
} from '../../../core/i18n/index.ts';
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import { useSnapshotOnceRunning } from '../../../ui/on-demand/code-on-demand.ts';
import { currentLanguage, hasChosenLanguage, subscribeLanguage } from '../language/language-store.ts';
import { servedTranslations } from '../session/boot-data.ts';
import type { I18nLoader } from './i18n-loader.ts';

function browserStorage() {
  try {
    return webStorageAdapter(window.localStorage);
  } catch {
    return memoryStorage();
  }
}

/**
 * The loader's start: the language the server chose for this viewer with the tables the page came with
 * (app/server/http/page-boot.ts); a language chosen on this device (which the server cannot see) whose
 * tables are cached is drawn from the cache at once instead; else the device's language, fetched.
 */
function loaderInput(): I18nInput {
  const served = servedTranslations();
  const storage = browserStorage();
  const device = currentLanguage();
  const deviceCached = hasChosenLanguage() && readTranslationCache(storage, device) !== null;
  return { language: served && !deviceCached ? served.meta.lang : device, storage, served };
}

/**
 * The loader, started once its code has loaded (after the first draw). Code that could not load (the
 * connection dropped) is asked for again when the connection is back or the language changes.
 */
function useI18nLoader(input: I18nInput): I18nLoader | null {
  const [loader, setLoader] = useState<I18nLoader | null>(null);
  useEffect(() => {
    let stopped = false;
    let started: I18nLoader | null = null;
    let stopWaiting = () => {};
    const load = () =>
      import('./i18n-loader.ts').then(
        ({ startI18nLoader }) => {
          if (stopped) return;
          started = startI18nLoader(input);
          setLoader(started);
        },
        () => {
          if (stopped) return;
          const again = () => {
            stopWaiting();
            load();
          };
          window.addEventListener('online', again);
          const unsubscribe = subscribeLanguage(again);
          stopWaiting = () => {
            window.removeEventListener('online', again);
            unsubscribe();
          };
        },
      );
    load();
    return () => {
      stopped = true;
      stopWaiting();
      started?.stop();
    };
  }, [input]);
  return loader;
}

/**
 * Supplies `t()` with the interface texts of the chosen language. The first draw takes them from the page
 * (or the device's cache) as the loader would; the loader (cache, refetch, a language change) takes over
 * once its code has loaded, with the same tables, so nothing is drawn again.
 */
export function AppI18nProvider({ children }: { children: ReactNode }) {
  const [input] = useState(loaderInput);
  const [starting] = useState(() => startingI18nView(input));
  const loader = useI18nLoader(input);
  const snapshot = useSnapshotOnceRunning(loader);
  const view = useMemo(() => (snapshot ? selectI18nView(snapshot) : starting), [snapshot, starting]);

  useEffect(() => {
    if (!loader) return;
    const change = () => loader.send({ type: 'language.change', language: currentLanguage() });
    // A language chosen on this device only (the server cannot see it) wins: the page redraws in it.
    if (hasChosenLanguage()) change();
    // Texts fetched while offline may be stale: ask again once the connection is back.
    const refresh = () => loader.send({ type: 'translations.refresh' });
    window.addEventListener('online', refresh);
    const unsubscribe = subscribeLanguage(change);
    return () => {
      unsubscribe();
      window.removeEventListener('online', refresh);
    };
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

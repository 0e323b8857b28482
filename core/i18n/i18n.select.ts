import type { SnapshotFrom } from 'xstate';
import type { Language } from '../api/translations.ts';
import type { i18nMachine } from './i18n.machine.ts';
import type { LoadedTranslations } from './i18n.types.ts';
import { type TranslateParams, type TranslationCatalog, translate } from './translate.ts';

/** A snapshot of the loader. */
export type I18nSnapshot = SnapshotFrom<typeof i18nMachine>;

/** Where the loader stands, as one word. */
export type I18nStatus = 'loading' | 'ready' | 'failed';

/** What the interface needs from the loader. */
export interface I18nView {
  /** Language asked for. */
  language: Language;
  /** Language of the texts shown (the default language on fallback); `null` before any are known. */
  servedLanguage: Language | null;
  /** Texts shown, by group; empty while nothing is known. */
  catalog: TranslationCatalog;
  /** Server version of the texts shown. */
  version: string | null;
  /** When the texts shown were fetched (ms since epoch). */
  fetchedAt: number | null;
  status: I18nStatus;
  isReady: boolean;
  isLoading: boolean;
  isFailed: boolean;
  /** Texts are shown while a newer copy is being fetched. */
  isRefreshing: boolean;
  /** Cached texts are shown because the refetch failed (offline). */
  isStale: boolean;
  /** The default language is shown because the asked one could not be loaded. */
  isFallback: boolean;
  /** Message of the last failed fetch. */
  error: string | null;
}

const EMPTY_CATALOG: TranslationCatalog = {};

function servedTables(snapshot: I18nSnapshot): LoadedTranslations | null {
  const { servedLanguage, loaded } = snapshot.context;
  return servedLanguage === null ? null : (loaded[servedLanguage] ?? null);
}

/** One word for the loader's stand: `ready`, `loading` or `failed`. */
export function selectI18nStatus(snapshot: I18nSnapshot): I18nStatus {
  if (snapshot.hasTag('failed')) return 'failed';
  if (snapshot.hasTag('ready')) return 'ready';
  return 'loading';
}

/** The texts shown, by group. */
export function selectCatalog(snapshot: I18nSnapshot): TranslationCatalog {
  return servedTables(snapshot)?.tables ?? EMPTY_CATALOG;
}

/** The whole view of the loader. */
export function selectI18nView(snapshot: I18nSnapshot): I18nView {
  const served = servedTables(snapshot);
  const status = selectI18nStatus(snapshot);
  return {
    language: snapshot.context.language,
    servedLanguage: served?.language ?? null,
    catalog: served?.tables ?? EMPTY_CATALOG,
    version: served?.version ?? null,
    fetchedAt: served?.fetchedAt ?? null,
    status,
    isReady: status === 'ready',
    isLoading: status === 'loading',
    isFailed: status === 'failed',
    isRefreshing: snapshot.hasTag('refreshing'),
    isStale: snapshot.matches({ ready: 'stale' }),
    isFallback: served !== null && served.language !== snapshot.context.language,
    error: snapshot.context.error,
  };
}

/** `t()` over the texts shown, in the language they are written in. */
export function selectTranslate(snapshot: I18nSnapshot): (key: string, params?: TranslateParams) => string {
  const served = servedTables(snapshot);
  const language = served?.language ?? snapshot.context.language;
  const catalog = served?.tables ?? EMPTY_CATALOG;
  return (key, params) => translate(language, { current: catalog }, key, params);
}

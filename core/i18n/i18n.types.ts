import type { Language, TranslationGroup, TranslationGroupsResponse } from '../api/translations.ts';
import type { TranslationCatalog } from './translate.ts';
import type { TranslationStorage } from './translation-storage.ts';

/** One language's tables as the loader knows them. */
export interface LoadedTranslations {
  /** Language of the tables. */
  language: Language;
  /** Server version of the tables (`meta.version`). */
  version: string;
  /** Group name to table. */
  tables: TranslationCatalog;
  /** When the tables were fetched from the server (ms since epoch). */
  fetchedAt: number;
  /** `cache` until this session fetched them (or the page came with them), then `server`. */
  source: 'cache' | 'server';
}

/** What the app gives the loader when it starts. */
export interface I18nInput {
  /** Any locale (`uk-UA`, `de`, a saved choice); resolved to a supported language. */
  language: string;
  /** Groups to load; all groups by default. */
  groups?: readonly TranslationGroup[];
  /** Local cache; the app passes `webStorageAdapter(localStorage)`. */
  storage: TranslationStorage;
  /** Clock for `fetched_at`; `Date.now` by default. */
  now?: () => number;
  /** The translation groups the page was served with (`GET translation-groups`'s answer, made for this load). */
  served?: FetchTranslationsOutput | undefined;
}

/** The loader's memory. */
export interface I18nContext {
  /** The language asked for (resolved). */
  language: Language;
  /** Groups loaded. */
  groups: readonly TranslationGroup[];
  /** Local cache adapter. */
  storage: TranslationStorage;
  /** Clock. */
  now: () => number;
  /** Tables known per language: read from the cache at start, replaced by fetched ones. */
  loaded: Partial<Record<Language, LoadedTranslations>>;
  /** Language whose tables are shown; `null` until any are known. */
  servedLanguage: Language | null;
  /** Message of the last failed fetch, cleared by a successful one. */
  error: string | null;
}

/** Requests from the app. */
export type I18nEvent = { type: 'language.change'; language: string } | { type: 'translations.refresh' };

/** Input of the `fetchTranslations` actor. */
export interface FetchTranslationsInput {
  groups: readonly TranslationGroup[];
  language: Language;
}

/** Output of the `fetchTranslations` actor: the `GET translation-groups` answer. */
export type FetchTranslationsOutput = TranslationGroupsResponse;

/** The call the app passes: `api.translationGroups`. */
export type TranslationGroupsFetcher = (
  groups: readonly TranslationGroup[],
  language: Language,
) => Promise<TranslationGroupsResponse>;

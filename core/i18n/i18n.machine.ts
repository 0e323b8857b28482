import { and, assign, fromPromise, not, setup } from 'xstate';
import { DEFAULT_LANGUAGE, type Language, resolveLanguage, TRANSLATION_GROUPS } from '../api/translations.ts';
import type {
  FetchTranslationsInput,
  FetchTranslationsOutput,
  I18nContext,
  I18nEvent,
  I18nInput,
} from './i18n.types.ts';
import { fetchErrorMessage, toCachedTranslations, withFetchedTables } from './loaded-translations.ts';
import { loadedAtStart } from './starting-translations.ts';
import { writeTranslationCache } from './translation-cache.ts';

/**
 * Loads the interface texts: starts from the tables the page was served with (no fetch), else shows
 * cached tables at once and refetches them in the background; when
 * the asked language cannot be fetched it keeps the cache, else falls back to the default language.
 */
export const i18nMachine = setup({
  types: {
    context: {} as I18nContext,
    events: {} as I18nEvent,
    input: {} as I18nInput,
    tags: {} as 'ready' | 'loading' | 'failed' | 'refreshing',
  },
  actors: {
    fetchTranslations: fromPromise<FetchTranslationsOutput, FetchTranslationsInput>(async () => {
      throw new Error('provide me: fetchTranslations');
    }),
  },
  guards: {
    hasAskedTables: ({ context }) => context.loaded[context.language] !== undefined,
    hasServedTablesOfAskedLanguage: ({ context }) => context.loaded[context.language]?.source === 'server',
    hasDefaultTables: ({ context }) => context.loaded[DEFAULT_LANGUAGE] !== undefined,
    isAskingDefaultLanguage: ({ context }) => context.language === DEFAULT_LANGUAGE,
    isServingAskedLanguage: ({ context }) => context.servedLanguage === context.language,
    isOtherLanguage: ({ context, event }) =>
      event.type === 'language.change' && resolveLanguage(event.language) !== context.language,
    hasTablesOfNewLanguage: ({ context, event }) =>
      event.type === 'language.change' && context.loaded[resolveLanguage(event.language)] !== undefined,
  },
  actions: {
    assignLanguage: assign({
      language: ({ context, event }) =>
        event.type === 'language.change' ? resolveLanguage(event.language) : context.language,
    }),
    serveAskedLanguage: assign({ servedLanguage: ({ context }) => context.language }),
    serveDefaultLanguage: assign({ servedLanguage: () => DEFAULT_LANGUAGE }),
    storeFetchedTables: assign(({ context }, params: { response: FetchTranslationsOutput }) =>
      withFetchedTables(context, params.response),
    ),
    recordError: assign({ error: (_, params: { error: unknown }) => fetchErrorMessage(params.error) }),
    writeCache: ({ context }, params: { language: Language }) => {
      const loaded = context.loaded[params.language];
      if (loaded) writeTranslationCache(context.storage, toCachedTranslations(loaded));
    },
  },
}).createMachine({
  id: 'i18n',
  context: ({ input }) => ({
    language: resolveLanguage(input.language),
    groups: input.groups ?? TRANSLATION_GROUPS,
    storage: input.storage,
    now: input.now ?? Date.now,
    loaded: loadedAtStart(input),
    servedLanguage: null,
    error: null,
  }),
  initial: 'starting',
  on: {
    'language.change': [
      {
        guard: and(['isOtherLanguage', 'hasTablesOfNewLanguage']),
        target: '.ready.refreshing',
        actions: ['assignLanguage', 'serveAskedLanguage'],
      },
      {
        guard: and(['isOtherLanguage', not('hasTablesOfNewLanguage')]),
        target: '.loading',
        actions: 'assignLanguage',
      },
    ],
  },
  states: {
    starting: {
      always: [
        // The page came with the asked language's tables: shown at once, kept as fetched ones are, not refetched.
        {
          guard: 'hasServedTablesOfAskedLanguage',
          target: 'ready.fresh',
          actions: [
            'serveAskedLanguage',
            { type: 'writeCache', params: ({ context }) => ({ language: context.language }) },
          ],
        },
        { guard: 'hasAskedTables', target: 'ready.refreshing', actions: 'serveAskedLanguage' },
        { target: 'loading' },
      ],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchTranslations',
        src: 'fetchTranslations',
        input: ({ context }) => ({ groups: context.groups, language: context.language }),
        onDone: {
          target: 'ready.fresh',
          actions: [
            { type: 'storeFetchedTables', params: ({ event }) => ({ response: event.output }) },
            { type: 'writeCache', params: ({ event }) => ({ language: event.output.meta.lang }) },
          ],
        },
        onError: [
          {
            guard: and([not('isAskingDefaultLanguage'), 'hasDefaultTables']),
            target: 'ready.fallback',
            actions: [
              { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
              'serveDefaultLanguage',
            ],
          },
          {
            guard: 'isAskingDefaultLanguage',
            target: 'failed',
            actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'loadingDefault',
            actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    loadingDefault: {
      tags: ['loading'],
      invoke: {
        id: 'fetchDefaultTranslations',
        src: 'fetchTranslations',
        input: ({ context }) => ({ groups: context.groups, language: DEFAULT_LANGUAGE }),
        onDone: {
          target: 'ready.fallback',
          actions: [
            { type: 'storeFetchedTables', params: ({ event }) => ({ response: event.output }) },
            { type: 'writeCache', params: ({ event }) => ({ language: event.output.meta.lang }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      tags: ['ready'],
      initial: 'fresh',
      on: { 'translations.refresh': '.refreshing' },
      states: {
        refreshing: {
          tags: ['refreshing'],
          invoke: {
            id: 'refreshTranslations',
            src: 'fetchTranslations',
            input: ({ context }) => ({ groups: context.groups, language: context.language }),
            onDone: {
              target: 'fresh',
              actions: [
                { type: 'storeFetchedTables', params: ({ event }) => ({ response: event.output }) },
                { type: 'writeCache', params: ({ event }) => ({ language: event.output.meta.lang }) },
              ],
            },
            onError: [
              {
                guard: 'isServingAskedLanguage',
                target: 'stale',
                actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'fallback',
                actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        fresh: {},
        stale: {},
        fallback: {},
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'translations.refresh': 'loading' },
    },
  },
});

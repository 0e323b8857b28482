import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { TRANSLATION_GROUPS } from '../../../core/api/index.ts';
import {
  i18nMachine,
  memoryStorage,
  readTranslationCache,
  selectI18nView,
  selectTranslate,
  type TranslationStorage,
  webStorageAdapter,
} from '../../../core/i18n/index.ts';
import { cachedEntry, controllableFetch, responseFor, settle, tablesFor } from './i18n-fakes.ts';

const NOW = 1_700_000_000_000;

function start(
  language: string,
  storage: TranslationStorage = memoryStorage(),
  served?: ReturnType<typeof responseFor>,
) {
  const fetch = controllableFetch();
  const actor = createActor(i18nMachine.provide({ actors: { fetchTranslations: fetch.logic } }), {
    input: { language, storage, now: () => NOW, served },
  }).start();
  const view = () => selectI18nView(actor.getSnapshot());
  return { actor, fetch, storage, view };
}

describe('i18n loader', () => {
  it('without a cache, loads the asked language, shows it and caches it', async () => {
    const { fetch, storage, view, actor } = start('uk-UA');
    expect(view()).toMatchObject({ status: 'loading', language: 'uk', servedLanguage: null, catalog: {} });
    expect(fetch.latest().input).toEqual({ language: 'uk', groups: TRANSLATION_GROUPS });

    await fetch.succeed();
    expect(view()).toMatchObject({
      status: 'ready',
      servedLanguage: 'uk',
      catalog: tablesFor('uk'),
      isRefreshing: false,
    });
    expect(readTranslationCache(storage, 'uk')).toEqual({
      lang: 'uk',
      version: 'v2',
      tables: tablesFor('uk'),
      fetched_at: NOW,
    });
    expect(selectTranslate(actor.getSnapshot())('common.save')).toBe('save-uk-v2');
  });

  it('starts from the tables the page was served with: ready at once, nothing fetched, kept in the cache', () => {
    const { fetch, storage, view, actor } = start(
      'uk',
      memoryStorage({ 'lectern.translations.uk': cachedEntry('uk', 'v1') }),
      responseFor('uk', 'v3'),
    );
    expect(view()).toMatchObject({
      status: 'ready',
      servedLanguage: 'uk',
      catalog: tablesFor('uk', 'v3'),
      isRefreshing: false,
    });
    expect(fetch.languages()).toEqual([]);
    expect(readTranslationCache(storage, 'uk')).toEqual({
      lang: 'uk',
      version: 'v3',
      tables: tablesFor('uk', 'v3'),
      fetched_at: NOW,
    });
    expect(selectTranslate(actor.getSnapshot())('common.save')).toBe('save-uk-v3');
  });

  it('keeps the served tables while a language chosen on the device loads, then redraws in it', async () => {
    const { fetch, view, actor } = start('en', memoryStorage(), responseFor('en'));
    actor.send({ type: 'language.change', language: 'ru' });
    expect(view()).toMatchObject({ status: 'loading', servedLanguage: 'en', catalog: tablesFor('en') });
    await fetch.succeed();
    expect(view()).toMatchObject({ status: 'ready', servedLanguage: 'ru', catalog: tablesFor('ru') });
    expect(fetch.languages()).toEqual(['ru']);
  });

  it('shows cached tables at once and replaces them when the background refetch answers', async () => {
    const { fetch, storage, view } = start(
      'ru',
      memoryStorage({ 'lectern.translations.ru': cachedEntry('ru', 'v1') }),
    );
    expect(view()).toMatchObject({
      status: 'ready',
      isRefreshing: true,
      catalog: tablesFor('ru', 'v1'),
      version: 'v1',
    });
    expect(fetch.languages()).toEqual(['ru']);

    await fetch.succeed(responseFor('ru', 'v3'));
    expect(view()).toMatchObject({
      status: 'ready',
      isRefreshing: false,
      catalog: tablesFor('ru', 'v3'),
      version: 'v3',
    });
    expect(readTranslationCache(storage, 'ru')?.version).toBe('v3');
  });

  it('keeps serving the cache when the refetch fails (offline) and says so', async () => {
    const { fetch, view } = start(
      'ru',
      memoryStorage({ 'lectern.translations.ru': cachedEntry('ru', 'v1') }),
    );
    await fetch.fail(new TypeError('Failed to fetch'));
    expect(view()).toMatchObject({
      status: 'ready',
      isStale: true,
      isFallback: false,
      catalog: tablesFor('ru', 'v1'),
      error: 'Failed to fetch',
    });
  });

  it('falls back to the default language when the asked one cannot be loaded', async () => {
    const { fetch, view, storage } = start('uk');
    await fetch.fail();
    expect(view().status).toBe('loading');
    expect(fetch.languages()).toEqual(['uk', 'en']);
    await fetch.succeed();
    expect(view()).toMatchObject({
      status: 'ready',
      isFallback: true,
      language: 'uk',
      servedLanguage: 'en',
      catalog: tablesFor('en'),
    });
    expect(readTranslationCache(storage, 'en')?.tables).toEqual(tablesFor('en'));
    expect(readTranslationCache(storage, 'uk')).toBeNull();
  });

  it('falls back to the cached default language without fetching it again', async () => {
    const { fetch, view } = start('uk', memoryStorage({ 'lectern.translations.en': cachedEntry('en') }));
    await fetch.fail();
    expect(fetch.languages()).toEqual(['uk']);
    expect(view()).toMatchObject({
      status: 'ready',
      isFallback: true,
      servedLanguage: 'en',
      catalog: tablesFor('en', 'v1'),
    });
  });

  it('tries the asked language again on refresh after a fallback', async () => {
    const { fetch, view, actor } = start(
      'uk',
      memoryStorage({ 'lectern.translations.en': cachedEntry('en') }),
    );
    await fetch.fail();
    actor.send({ type: 'translations.refresh' });
    expect(view()).toMatchObject({ status: 'ready', isRefreshing: true, servedLanguage: 'en' });
    expect(fetch.languages()).toEqual(['uk', 'uk']);
    await fetch.succeed();
    expect(view()).toMatchObject({ isFallback: false, servedLanguage: 'uk', catalog: tablesFor('uk') });
  });

  it('stays on the default language when the retry fails again', async () => {
    const { fetch, view, actor } = start(
      'uk',
      memoryStorage({ 'lectern.translations.en': cachedEntry('en') }),
    );
    await fetch.fail();
    actor.send({ type: 'translations.refresh' });
    await fetch.fail();
    expect(view()).toMatchObject({ status: 'ready', isFallback: true, isStale: false, servedLanguage: 'en' });
  });

  it('fails when even the default language cannot be loaded, and retries on refresh', async () => {
    const { fetch, view, actor } = start('uk');
    await fetch.fail();
    await fetch.fail(new Error('Server is down'));
    expect(view()).toMatchObject({ status: 'failed', error: 'Server is down', catalog: {} });

    actor.send({ type: 'translations.refresh' });
    expect(view().status).toBe('loading');
    await fetch.succeed();
    expect(view()).toMatchObject({ status: 'ready', servedLanguage: 'uk', error: null });
  });

  it('fails at once when the default language itself cannot be loaded and nothing is cached', async () => {
    const { fetch, view } = start('en');
    await fetch.fail();
    expect(fetch.languages()).toEqual(['en']);
    expect(view().status).toBe('failed');
  });

  it('switches language: keeps the old texts while the new ones load, then shows them', async () => {
    const { fetch, view, actor } = start('en');
    await fetch.succeed();
    actor.send({ type: 'language.change', language: 'ru' });
    expect(view()).toMatchObject({
      status: 'loading',
      language: 'ru',
      servedLanguage: 'en',
      catalog: tablesFor('en'),
    });
    await fetch.succeed();
    expect(view()).toMatchObject({
      status: 'ready',
      language: 'ru',
      servedLanguage: 'ru',
      catalog: tablesFor('ru'),
    });
  });

  it('switches to a language it already knows at once and refreshes it in the background', async () => {
    const { fetch, view, actor } = start('en');
    await fetch.succeed();
    actor.send({ type: 'language.change', language: 'ru' });
    await fetch.succeed();
    actor.send({ type: 'language.change', language: 'en-GB' });
    expect(view()).toMatchObject({
      status: 'ready',
      isRefreshing: true,
      servedLanguage: 'en',
      catalog: tablesFor('en'),
    });
    expect(fetch.languages()).toEqual(['en', 'ru', 'en']);
  });

  it('ignores a change to the language already asked for', async () => {
    const { fetch, actor, view } = start('uk');
    await fetch.succeed();
    actor.send({ type: 'language.change', language: 'uk-UA' });
    expect(fetch.languages()).toEqual(['uk']);
    expect(view().isRefreshing).toBe(false);
  });

  it('drops the answer of a language left before it arrived', async () => {
    const { fetch, actor, view } = start('uk');
    const first = fetch.latest();
    actor.send({ type: 'language.change', language: 'ru' });
    first.resolve(responseFor('uk'));
    await settle();
    expect(view()).toMatchObject({ status: 'loading', language: 'ru' });
    await fetch.succeed();
    expect(view()).toMatchObject({ status: 'ready', servedLanguage: 'ru', catalog: tablesFor('ru') });
  });

  it('serves an unknown locale in the default language', () => {
    const { fetch, view } = start('de-DE');
    expect(view().language).toBe('en');
    expect(fetch.languages()).toEqual(['en']);
  });

  it('ignores a corrupt cache entry or one written for another language', () => {
    const storage = memoryStorage({
      'lectern.translations.uk': '{not json',
      'lectern.translations.ru': cachedEntry('uk'),
    });
    expect(start('uk', storage).view().status).toBe('loading');
    expect(start('ru', storage).view().status).toBe('loading');
  });
});

describe('webStorageAdapter', () => {
  it('reads and writes through the web storage', () => {
    const values = new Map<string, string>();
    const adapter = webStorageAdapter({
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
    });
    adapter.set('a', '1');
    expect(adapter.get('a')).toBe('1');
    expect(adapter.get('b')).toBeNull();
  });

  it('reads as empty and ignores writes when the storage throws', () => {
    const adapter = webStorageAdapter({
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(adapter.get('a')).toBeNull();
    expect(() => adapter.set('a', '1')).not.toThrow();
  });
});

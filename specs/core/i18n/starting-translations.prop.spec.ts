import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { i18nMachine, memoryStorage, selectI18nView, startingI18nView } from '../../../core/i18n/index.ts';
import { cachedEntry, controllableFetch, responseFor } from './i18n-fakes.ts';

const NOW = 1_700_000_000_000;
const LANGUAGES = ['en', 'uk', 'ru'] as const;

/** A start as the app can meet it: any asked locale, any languages cached, tables served or not. */
const starts = fc.record({
  asked: fc.constantFrom('en', 'uk', 'ru', 'uk-UA', 'ru-RU', 'en-GB', 'de', 'fr-FR', ''),
  cached: fc.subarray([...LANGUAGES]),
  cachedVersion: fc.constantFrom('v1', 'v2'),
  served: fc.option(
    fc.record({ language: fc.constantFrom(...LANGUAGES), version: fc.constantFrom('v2', 'v3') }),
    {
      nil: undefined,
    },
  ),
  cachedAgo: fc.integer({ min: 0, max: 30 * 24 * 3_600_000 }),
});

describe('the texts drawn before the loader runs (startingI18nView)', () => {
  it('are what the loader machine shows as it starts, for any start the app can meet', () => {
    fc.assert(
      fc.property(starts, ({ asked, cached, cachedVersion, served, cachedAgo }) => {
        const entries = Object.fromEntries(
          cached.map((language) => [
            `lectern.translations.${language}`,
            cachedEntry(language, cachedVersion, NOW - cachedAgo),
          ]),
        );
        const input = () => ({
          language: asked,
          storage: memoryStorage({ ...entries }),
          now: () => NOW,
          served: served ? responseFor(served.language, served.version) : undefined,
        });
        const fetch = controllableFetch();
        const actor = createActor(i18nMachine.provide({ actors: { fetchTranslations: fetch.logic } }), {
          input: input(),
        }).start();
        const machineView = selectI18nView(actor.getSnapshot());
        actor.stop();
        const drawn = startingI18nView(input());
        // What a person sees: the language, the words, and whether the page can draw yet.
        expect(drawn.language).toBe(machineView.language);
        expect(drawn.servedLanguage).toBe(machineView.servedLanguage);
        expect(drawn.catalog).toEqual(machineView.catalog);
        expect(drawn.version).toBe(machineView.version);
        expect(drawn.isReady).toBe(machineView.isReady);
        expect(drawn.isLoading).toBe(machineView.isLoading);
      }),
      { numRuns: 300 },
    );
  });

  it('draw the served tables at once, without waiting for anything', () => {
    const view = startingI18nView({
      language: 'uk',
      storage: memoryStorage(),
      served: responseFor('uk', 'v3'),
    });
    expect(view).toMatchObject({ isReady: true, language: 'uk', servedLanguage: 'uk', version: 'v3' });
    expect(view.catalog).toEqual(responseFor('uk', 'v3').data);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { DEFAULT_LANGUAGE, type Language } from '../../../core/api/index.ts';
import {
  type I18nInput,
  i18nMachine,
  memoryStorage,
  readTranslationCache,
  selectI18nView,
} from '../../../core/i18n/index.ts';
import { listLeafStateIds } from '../../../core/inspector/machine-graph.ts';
import { cachedEntry, controllableFetch, responseFor, settle } from './i18n-fakes.ts';

type I18nSnapshot = SnapshotFrom<typeof i18nMachine>;
type ModelEvent = { type: string; [key: string]: unknown };

const NOW = 1_700_000_000_000;
const OFFLINE = 'offline';

/** Every event the loader can meet: the person's requests and each actor's answer or failure. */
function eventsFor(snapshot: I18nSnapshot): ModelEvent[] {
  const asked = snapshot.context.language;
  return [
    { type: 'xstate.done.actor.fetchTranslations', output: responseFor(asked) },
    { type: 'xstate.error.actor.fetchTranslations', error: OFFLINE },
    { type: 'xstate.done.actor.fetchDefaultTranslations', output: responseFor(DEFAULT_LANGUAGE) },
    { type: 'xstate.error.actor.fetchDefaultTranslations', error: OFFLINE },
    { type: 'xstate.done.actor.refreshTranslations', output: responseFor(asked) },
    { type: 'xstate.error.actor.refreshTranslations', error: OFFLINE },
    { type: 'language.change', language: 'uk' },
    { type: 'language.change', language: 'ru' },
    { type: 'language.change', language: 'de-DE' },
    { type: 'translations.refresh' },
  ];
}

/** Two snapshots are the same model state when they agree on what a person could notice. */
function serializeState(snapshot: I18nSnapshot): string {
  const { language, servedLanguage, loaded, error } = snapshot.context;
  const known = Object.fromEntries(Object.entries(loaded).map(([key, value]) => [key, value?.source]));
  return JSON.stringify({ value: snapshot.value, language, servedLanguage, known, error });
}

function leafId(snapshot: I18nSnapshot): string {
  const node = snapshot._nodes.find((candidate) => candidate.type === 'atomic' || candidate.type === 'final');
  return node?.id ?? '';
}

/** What each state means, stated through the view the interface reads and the stored cache. */
function assertMeaning(snapshot: I18nSnapshot, cache: ReturnType<typeof memoryStorage>): void {
  const view = selectI18nView(snapshot);
  const served = snapshot.context.servedLanguage;
  const ownTags = (['ready', 'loading', 'failed'] as const).filter((tag) => snapshot.hasTag(tag));
  expect(ownTags).toEqual([view.status]);
  expect(view.catalog).toEqual(served ? snapshot.context.loaded[served]?.tables : {});

  switch (leafId(snapshot)) {
    case 'i18n.loading':
      expect(view.isLoading).toBe(true);
      break;
    case 'i18n.loadingDefault':
      expect(view.isLoading).toBe(true);
      expect(view.language).not.toBe(DEFAULT_LANGUAGE);
      expect(view.error).toBe(OFFLINE);
      break;
    case 'i18n.ready.refreshing':
      expect(view).toMatchObject({ isReady: true, isRefreshing: true, isStale: false });
      expect(Object.keys(view.catalog).length).toBeGreaterThan(0);
      break;
    case 'i18n.ready.fresh':
      expect(view).toMatchObject({ isReady: true, isRefreshing: false, isFallback: false, error: null });
      expect(view.servedLanguage).toBe(view.language);
      expect(view.catalog).toEqual(responseFor(view.language).data);
      expect(readTranslationCache(cache, view.language)).toEqual({
        lang: view.language,
        version: 'v2',
        tables: view.catalog,
        fetched_at: NOW,
      });
      break;
    case 'i18n.ready.stale':
      expect(view).toMatchObject({ isReady: true, isStale: true, isFallback: false, error: OFFLINE });
      expect(view.servedLanguage).toBe(view.language);
      break;
    case 'i18n.ready.fallback':
      expect(view).toMatchObject({
        isReady: true,
        isFallback: true,
        servedLanguage: DEFAULT_LANGUAGE,
        error: OFFLINE,
      });
      expect(view.language).not.toBe(DEFAULT_LANGUAGE);
      break;
    case 'i18n.failed':
      expect(view).toMatchObject({ isFailed: true, isReady: false, error: OFFLINE });
      break;
    default:
      throw new Error(`No meaning written for state ${leafId(snapshot)}`);
  }
}

interface Scenario {
  name: string;
  language: string;
  cached: Partial<Record<Language, string>>;
  /** The tables the page was served with, if any. */
  served?: ReturnType<typeof responseFor>;
}

const scenarios: Scenario[] = [
  { name: 'default language, empty cache', language: 'en', cached: {} },
  { name: 'Ukrainian, empty cache', language: 'uk', cached: {} },
  { name: 'Ukrainian, default language cached', language: 'uk', cached: { en: cachedEntry('en') } },
  { name: 'Russian, Russian cached', language: 'ru', cached: { ru: cachedEntry('ru') } },
  // The page came with the asked language's tables (app/server/http/page-boot.ts): no fetch to start.
  {
    name: 'Ukrainian served with the page, empty cache',
    language: 'uk',
    cached: {},
    served: responseFor('uk'),
  },
  {
    name: 'English served with the page over an older English cache',
    language: 'en',
    cached: { en: cachedEntry('en') },
    served: responseFor('en'),
  },
];

function storageOf(scenario: Scenario) {
  return memoryStorage(
    Object.fromEntries(
      Object.entries(scenario.cached).map(([language, entry]) => [`lectern.translations.${language}`, entry]),
    ),
  );
}

function inputOf(scenario: Scenario, storage = storageOf(scenario)): I18nInput {
  return { language: scenario.language, storage, now: () => NOW, served: scenario.served };
}

/** The shortest path to each distinct meaning (state, fallback or not, where the shown tables came from). */
function pathsOf(scenario: Scenario) {
  const paths = getShortestPaths(i18nMachine, {
    input: inputOf(scenario),
    events: eventsFor as never,
    serializeState: serializeState as never,
  });
  const byMeaning = new Map<string, (typeof paths)[number]>();
  for (const path of [...paths].sort((a, b) => a.steps.length - b.steps.length)) {
    const view = selectI18nView(path.state);
    const served = path.state.context.servedLanguage;
    const key = JSON.stringify([
      leafId(path.state),
      view.isFallback,
      served && path.state.context.loaded[served]?.source,
    ]);
    if (!byMeaning.has(key)) byMeaning.set(key, path);
  }
  return { all: paths, representative: [...byMeaning.values()] };
}

/** Replays a path on a running actor whose fetches the path's answers settle. */
async function replay(scenario: Scenario, path: ReturnType<typeof pathsOf>['all'][number]) {
  const storage = storageOf(scenario);
  const fetch = controllableFetch();
  const actor = createActor(i18nMachine.provide({ actors: { fetchTranslations: fetch.logic } }), {
    input: inputOf(scenario, storage),
  }).start();
  // A page served with the asked language's tables starts ready, having asked the server for nothing.
  if (scenario.served?.meta.lang === scenario.language) expect(fetch.languages()).toEqual([]);
  for (const step of path.steps) {
    const event = step.event as ModelEvent;
    if (event.type === 'xstate.init') {
      // the actor started in this state already
    } else if (event.type.startsWith('xstate.done.actor.')) {
      const output = event.output as ReturnType<typeof responseFor>;
      expect(fetch.latest().input.language).toBe(output.meta.lang);
      await fetch.succeed(output);
    } else if (event.type.startsWith('xstate.error.actor.')) {
      await fetch.fail(event.error);
    } else {
      actor.send(event as never);
      await settle();
    }
    expect(actor.getSnapshot().value).toEqual(step.state.value);
    expect(selectI18nView(actor.getSnapshot())).toEqual(selectI18nView(step.state));
    assertMeaning(actor.getSnapshot(), storage);
  }
  actor.stop();
}

describe('i18n loader model', () => {
  const reached = new Set<string>();

  for (const scenario of scenarios) {
    describe(scenario.name, () => {
      const { all, representative } = pathsOf(scenario);
      for (const path of all) reached.add(leafId(path.state));

      it('means what each reachable state says, on every shortest path', () => {
        for (const path of all) assertMeaning(path.state, storageWithFetched(path.state));
      });

      for (const path of representative) {
        const label = path.steps.map((step) => (step.event as ModelEvent).type).join(' → ');
        it(`replays on a running actor: ${label}`, async () => {
          await replay(scenario, path);
        });
      }
    });
  }

  it('reaches every state of the machine', () => {
    expect([...reached].sort()).toEqual([...listLeafStateIds(i18nMachine)].sort());
  });
});

/** The cache a running actor would hold in a snapshot: every table it fetched, written out. */
function storageWithFetched(snapshot: I18nSnapshot) {
  const storage = memoryStorage();
  for (const loaded of Object.values(snapshot.context.loaded)) {
    if (loaded?.source === 'server') {
      storage.set(
        `lectern.translations.${loaded.language}`,
        JSON.stringify({
          format: 1,
          lang: loaded.language,
          version: loaded.version,
          tables: loaded.tables,
          fetched_at: loaded.fetchedAt,
        }),
      );
    }
  }
  return storage;
}

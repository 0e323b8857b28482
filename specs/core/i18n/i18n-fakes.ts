import { fromPromise } from 'xstate';
import type { Language } from '../../../core/api/index.ts';
import type { FetchTranslationsInput, FetchTranslationsOutput } from '../../../core/i18n/index.ts';

/** Distinct tables per language and version, so a spec can tell which ones are shown. */
export function tablesFor(language: Language, version = 'v2'): Record<string, Record<string, string>> {
  return {
    common: { save: `save-${language}-${version}` },
    network: { connection_no: `offline-${language}-${version}` },
  };
}

/** A `GET translation-groups` answer for a language. */
export function responseFor(language: Language, version = 'v2'): FetchTranslationsOutput {
  return { data: tablesFor(language, version), meta: { lang: language, version } };
}

interface PendingFetch {
  input: FetchTranslationsInput;
  resolve: (output: FetchTranslationsOutput) => void;
  reject: (error: unknown) => void;
}

/** A `fetchTranslations` actor whose answers the spec hands out one by one. */
export function controllableFetch() {
  const pending: PendingFetch[] = [];
  const logic = fromPromise<FetchTranslationsOutput, FetchTranslationsInput>(
    ({ input }) => new Promise((resolve, reject) => pending.push({ input, resolve, reject })),
  );
  const latest = (): PendingFetch => {
    const last = pending.at(-1);
    if (!last) throw new Error('no fetch was started');
    return last;
  };
  return {
    logic,
    /** Languages asked for, in order. */
    languages: () => pending.map((entry) => entry.input.language),
    latest,
    succeed: async (output?: FetchTranslationsOutput) => {
      const last = latest();
      last.resolve(output ?? responseFor(last.input.language));
      await settle();
    },
    fail: async (error: unknown = new Error('Failed to fetch')) => {
      latest().reject(error);
      await settle();
    },
  };
}

/** Lets promise callbacks and the actor's reactions run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A storage entry as the loader writes it. */
export function cachedEntry(language: Language, version = 'v1', fetchedAt = 500): string {
  return JSON.stringify({
    format: 1,
    lang: language,
    version,
    tables: tablesFor(language, version),
    fetched_at: fetchedAt,
  });
}

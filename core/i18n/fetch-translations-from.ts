import { fromPromise } from 'xstate';
import type {
  FetchTranslationsInput,
  FetchTranslationsOutput,
  TranslationGroupsFetcher,
} from './i18n.types.ts';

/** The `fetchTranslations` actor over a fetcher: `i18nMachine.provide({ actors: { fetchTranslations: fetchTranslationsFrom(api.translationGroups) } })`. */
export function fetchTranslationsFrom(fetcher: TranslationGroupsFetcher) {
  return fromPromise<FetchTranslationsOutput, FetchTranslationsInput>(({ input }) =>
    fetcher(input.groups, input.language),
  );
}

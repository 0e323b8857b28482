import { createActor } from 'xstate';
import { fetchTranslationsFrom, type I18nInput, i18nMachine } from '../../../core/i18n/index.ts';
import { api } from '../api.ts';

const machine = i18nMachine.provide({
  actors: { fetchTranslations: fetchTranslationsFrom(api.translationGroups) },
});

/** Starts the texts' loader. Its code (and XState's) comes after the first draw, which needs only the served texts. */
export function startI18nLoader(input: I18nInput) {
  return createActor(machine, { input }).start();
}

/** A running texts' loader. */
export type I18nLoader = ReturnType<typeof startI18nLoader>;

import { createActor, fromPromise } from 'xstate';
import { accountFlowMachine, type ConfirmInput } from '../../core/account/index.ts';
import type { AccountFlowCalls } from './use-account-flow.ts';

/**
 * Starts an account flow's machine on the app's calls (the latest ones, read when it runs them). Loaded
 * after the form's first draw (`useAccountFlow`), so a page's start carries no XState for it.
 */
export function startAccountFlow(calls: () => AccountFlowCalls) {
  return createActor(
    accountFlowMachine.provide({
      actors: {
        sendCode: fromPromise(({ input }) => calls().send(input.values)),
        confirmCode: fromPromise(({ input }: { input: ConfirmInput }) => {
          const confirm = calls().confirm;
          if (!confirm) throw new Error('This flow has no code step.');
          return confirm(input);
        }),
      },
      actions: { notifyDone: ({ context }) => calls().onDone?.(context.result) },
    }),
  ).start();
}

/** A running account flow. */
export type AccountFlowActor = ReturnType<typeof startAccountFlow>;

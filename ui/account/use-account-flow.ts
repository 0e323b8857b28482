import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  type AccountFlowView,
  accountFlowMachine,
  type ConfirmInput,
  type FlowSent,
  type FlowValues,
  selectAccountFlowView,
} from '../../core/account/index.ts';
import type { AccountFormStatus } from './account-forms.tsx';

/** The calls of one account flow, made by the app: the form's send, and the code's confirm where it has one. */
export interface AccountFlowCalls {
  send: (values: FlowValues) => Promise<FlowSent>;
  confirm?: (input: ConfirmInput) => Promise<unknown>;
  /** Told once each time the flow finishes, with what it answered. */
  onDone?: (result: unknown) => void;
}

/** What an account form gets: the flow's view, its status as the forms take it, and the commands. */
export interface AccountFlowBinding {
  view: AccountFlowView;
  status: AccountFormStatus;
  submit: (values: FlowValues) => void;
  confirm: (code: string, extra?: FlowValues) => void;
  resend: () => void;
  back: () => void;
}

/** Binds the account flow machine to the app's calls (docs/account.md). */
export function useAccountFlow(calls: AccountFlowCalls): AccountFlowBinding {
  // The machine is made once; the latest calls are read when it runs them.
  const latest = useRef(calls);
  latest.current = calls;
  const actorRef = useActorRef(
    accountFlowMachine.provide({
      actors: {
        sendCode: fromPromise(({ input }) => latest.current.send(input.values)),
        confirmCode: fromPromise(({ input }: { input: ConfirmInput }) => {
          const confirm = latest.current.confirm;
          if (!confirm) throw new Error('This flow has no code step.');
          return confirm(input);
        }),
      },
      actions: { notifyDone: ({ context }) => latest.current.onDone?.(context.result) },
    }),
  );
  const view = useSelector(actorRef, selectAccountFlowView);
  return {
    view,
    status: { pending: view.pending, formError: view.errors.formError, fieldErrors: view.errors.fieldErrors },
    submit: (values) => actorRef.send({ type: 'form.submit', values }),
    confirm: (code, extra) => actorRef.send({ type: 'code.submit', code, extra }),
    resend: () => actorRef.send({ type: 'code.resend' }),
    back: () => actorRef.send({ type: 'form.back' }),
  };
}

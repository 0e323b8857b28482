import { assign, fromPromise, setup } from 'xstate';
import { COUNTDOWN_TICK_MS } from './account-flow.constants.ts';
import type {
  AccountFlowContext,
  AccountFlowEvent,
  ConfirmInput,
  FlowSent,
  SendInput,
} from './account-flow.types.ts';
import { STARTING_ACCOUNT_FLOW_CONTEXT } from './account-flow-context.ts';
import { flowErrorsOf, NO_FLOW_ERRORS } from './flow-errors.ts';

type Done<T> = { event: { output: T } };
type Failed = { event: { error: unknown } };
const sentOf = ({ event }: Done<FlowSent>) => event.output;
const resultOf = ({ event }: Done<unknown>) => event.output;
const errorOf = ({ event }: Failed) => event.error;

/**
 * An account flow (docs/account.md): a form is sent; where the flow has a code step, a code goes by
 * mail and the person types it (with a resend once the countdown has run out), then the code is
 * confirmed. A flow without a code step (a new school, contact fields) finishes with its first call.
 */
export const accountFlowMachine = setup({
  types: {
    context: {} as AccountFlowContext,
    events: {} as AccountFlowEvent,
    tags: {} as 'busy',
  },
  actors: {
    sendCode: fromPromise<FlowSent, SendInput>(() => {
      throw new Error('provide me: sendCode');
    }),
    confirmCode: fromPromise<unknown, ConfirmInput>(() => {
      throw new Error('provide me: confirmCode');
    }),
  },
  delays: { countdownTick: COUNTDOWN_TICK_MS },
  guards: {
    finishesWithoutCode: (_, sent: FlowSent) => sent.sentTo === null,
    hasRunOut: ({ context }) => context.secondsLeft <= 0,
  },
  actions: {
    assignValues: assign({
      values: ({ context, event }) => (event.type === 'form.submit' ? event.values : context.values),
    }),
    assignCode: assign(({ event }) =>
      event.type === 'code.submit' ? { code: event.code, extra: event.extra ?? {} } : {},
    ),
    assignSent: assign((_, sent: FlowSent) => ({
      sentTo: sent.sentTo,
      secondsLeft: Math.max(0, Math.ceil(sent.resendAfter)),
    })),
    assignResult: assign((_, result: unknown) => ({ result })),
    finishRound: assign(({ context }) => ({
      sentTo: null,
      secondsLeft: 0,
      code: '',
      extra: {},
      values: {},
      rounds: context.rounds + 1,
    })),
    clearSent: assign({ sentTo: null, secondsLeft: 0, code: '', extra: {} }),
    tickCountdown: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    assignErrors: assign((_, error: unknown) => ({ errors: flowErrorsOf(error) })),
    clearErrors: assign({ errors: NO_FLOW_ERRORS }),
    notifyDone: () => {},
  },
}).createMachine({
  id: 'accountFlow',
  context: STARTING_ACCOUNT_FLOW_CONTEXT,
  initial: 'editing',
  states: {
    editing: {
      on: { 'form.submit': { target: 'sending', actions: ['assignValues', 'clearErrors'] } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ values: context.values }),
        onDone: [
          {
            guard: { type: 'finishesWithoutCode', params: sentOf },
            target: 'done',
            actions: [
              { type: 'assignResult', params: ({ event }: Done<FlowSent>) => event.output.result ?? null },
              'finishRound',
              'notifyDone',
            ],
          },
          { target: 'codeEntry', actions: { type: 'assignSent', params: sentOf } },
        ],
        onError: { target: 'editing', actions: { type: 'assignErrors', params: errorOf } },
      },
    },
    codeEntry: {
      initial: 'counting',
      on: {
        'code.submit': { target: 'confirming', actions: ['assignCode', 'clearErrors'] },
        'form.back': { target: 'editing', actions: ['clearSent', 'clearErrors'] },
      },
      states: {
        counting: {
          always: { guard: 'hasRunOut', target: 'resendable' },
          after: { countdownTick: { target: 'counting', reenter: true, actions: 'tickCountdown' } },
        },
        resendable: {
          on: { 'code.resend': { target: '#accountFlow.resending', actions: 'clearErrors' } },
        },
      },
    },
    resending: {
      tags: ['busy'],
      invoke: {
        id: 'resendCode',
        src: 'sendCode',
        input: ({ context }) => ({ values: context.values }),
        onDone: { target: 'codeEntry', actions: { type: 'assignSent', params: sentOf } },
        onError: { target: 'codeEntry', actions: { type: 'assignErrors', params: errorOf } },
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmCode',
        src: 'confirmCode',
        input: ({ context }) => ({ values: context.values, code: context.code, extra: context.extra }),
        onDone: {
          target: 'done',
          actions: [{ type: 'assignResult', params: resultOf }, 'finishRound', 'notifyDone'],
        },
        onError: { target: 'codeEntry', actions: { type: 'assignErrors', params: errorOf } },
      },
    },
    done: {
      on: { 'form.submit': { target: 'sending', actions: ['assignValues', 'clearErrors'] } },
    },
  },
});

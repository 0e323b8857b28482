import { assign, fromCallback, setup } from 'xstate';
import type { ConnectionContext, ConnectionEvent, ConnectionInput } from './connection.types.ts';
import { connectionQuality } from './connection-quality.ts';

/**
 * The connection alert of spec 2: fed by an injected network adapter, it rests in `good`, `bad`
 * (slow-2g or 2g) or `none` (offline).
 */
export const connectionMachine = setup({
  types: {
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
    input: {} as ConnectionInput,
    tags: {} as 'alert',
  },
  actors: {
    watchNetwork: fromCallback<ConnectionEvent>(() => {
      throw new Error('provide me: watchNetwork');
    }),
  },
  guards: {
    isOffline: ({ context }) => connectionQuality(context) === 'none',
    isSlow: ({ context }) => connectionQuality(context) === 'bad',
  },
  actions: {
    assignOnline: assign({ online: true }),
    assignOffline: assign({ online: false }),
    assignEffectiveType: assign({
      effectiveType: ({ context, event }) =>
        event.type === 'network.type_changed' ? event.effectiveType : context.effectiveType,
    }),
  },
}).createMachine({
  id: 'connection',
  context: ({ input }) => ({ online: input?.online ?? true, effectiveType: input?.effectiveType ?? null }),
  invoke: { id: 'watchNetwork', src: 'watchNetwork' },
  initial: 'evaluating',
  on: {
    'network.went_online': { target: '.evaluating', actions: 'assignOnline' },
    'network.went_offline': { target: '.evaluating', actions: 'assignOffline' },
    'network.type_changed': { target: '.evaluating', actions: 'assignEffectiveType' },
  },
  states: {
    evaluating: {
      always: [
        { guard: 'isOffline', target: 'none' },
        { guard: 'isSlow', target: 'bad' },
        { target: 'good' },
      ],
    },
    good: {},
    bad: { tags: ['alert'] },
    none: { tags: ['alert'] },
  },
});

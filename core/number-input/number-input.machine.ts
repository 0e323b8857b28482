import { assign, emit, setup } from 'xstate';
import { checkNumber } from './check-number.ts';
import { NUMBER_INPUT_FLASH_MS } from './number-input.constants.ts';
import type {
  NumberCheck,
  NumberInputContext,
  NumberInputEmitted,
  NumberInputEvent,
  NumberInputInput,
} from './number-input.types.ts';

function checkEvent(context: NumberInputContext, event: NumberInputEvent): NumberCheck | null {
  if (event.type === 'value.commit') return checkNumber(event.text, context);
  if (event.type === 'value.step')
    return checkNumber(String((context.value ?? context.min ?? 0) + event.delta), context);
  return null;
}

/** Spec 1 §5, §9: a number outside min–max is rejected, the old value stays and the field flashes 500 ms. */
export const numberInputMachine = setup({
  types: {
    context: {} as NumberInputContext,
    events: {} as NumberInputEvent,
    input: {} as NumberInputInput,
    emitted: {} as NumberInputEmitted,
  },
  delays: { flash: NUMBER_INPUT_FLASH_MS },
  guards: {
    isAccepted: ({ context, event }) => checkEvent(context, event)?.accepted === true,
    isUnchanged: ({ context, event }) => {
      const check = checkEvent(context, event);
      return check?.accepted === true && check.value === context.value;
    },
  },
  actions: {
    acceptValue: assign(({ context, event }) => {
      const check = checkEvent(context, event);
      return check?.accepted ? { value: check.value, rejection: null } : {};
    }),
    assignRejection: assign(({ context, event }) => {
      const check = checkEvent(context, event);
      return check && !check.accepted ? { rejection: check.reason } : {};
    }),
    clearRejection: assign({ rejection: null }),
    assignBounds: assign(({ event }) =>
      event.type === 'bounds.change' ? { min: event.min, max: event.max } : {},
    ),
    syncValue: assign(({ event }) => (event.type === 'value.sync' ? { value: event.value } : {})),
    notifyChanged: emit(({ context }) => ({ type: 'value.changed' as const, value: context.value })),
  },
}).createMachine({
  id: 'numberInput',
  context: ({ input }) => ({
    value: input.value ?? null,
    min: input.min,
    max: input.max,
    allowEmpty: input.allowEmpty,
    rejection: null,
  }),
  initial: 'idle',
  on: {
    'bounds.change': { actions: 'assignBounds' },
    'value.sync': { actions: 'syncValue' },
  },
  states: {
    idle: {
      on: {
        'value.commit': [
          { guard: 'isUnchanged' },
          { guard: 'isAccepted', actions: ['acceptValue', 'notifyChanged'] },
          { target: 'flashing', actions: 'assignRejection' },
        ],
        'value.step': [
          { guard: 'isAccepted', actions: ['acceptValue', 'notifyChanged'] },
          { target: 'flashing', actions: 'assignRejection' },
        ],
      },
    },
    flashing: {
      tags: ['flashing'],
      after: { flash: { target: 'idle', actions: 'clearRejection' } },
      on: {
        'value.commit': [
          { guard: 'isUnchanged', target: 'idle', actions: 'clearRejection' },
          { guard: 'isAccepted', target: 'idle', actions: ['acceptValue', 'notifyChanged'] },
          { target: 'flashing', reenter: true, actions: 'assignRejection' },
        ],
        'value.step': [
          { guard: 'isAccepted', target: 'idle', actions: ['acceptValue', 'notifyChanged'] },
          { target: 'flashing', reenter: true, actions: 'assignRejection' },
        ],
      },
    },
  },
});

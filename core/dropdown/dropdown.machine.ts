import { assign, emit, not, setup } from 'xstate';
import type { DropdownContext, DropdownEmitted, DropdownEvent, DropdownInput } from './dropdown.types.ts';

/** Spec 1 §4 Dropdown: open or closed; outside click and Escape close it; read-only never opens. */
export const dropdownMachine = setup({
  types: {
    context: {} as DropdownContext,
    events: {} as DropdownEvent,
    input: {} as DropdownInput,
    emitted: {} as DropdownEmitted,
  },
  guards: {
    isReadOnly: ({ context }) => context.readOnly,
    closesOnSelect: ({ context }) => context.closeOnSelect,
    becameReadOnly: ({ event }) => event.type === 'readonly.changed' && event.readOnly,
  },
  actions: {
    highlightRequested: assign({
      highlightedKey: ({ event, context }) =>
        (event.type === 'dropdown.open' || event.type === 'dropdown.toggle') &&
        event.highlightedKey !== undefined
          ? event.highlightedKey
          : context.highlightedKey,
    }),
    clearSearch: assign({ search: '' }),
    assignSearch: assign({
      search: ({ event, context }) => (event.type === 'search.change' ? event.text : context.search),
    }),
    assignHighlight: assign({
      highlightedKey: ({ event, context }) =>
        event.type === 'option.highlight' ? event.key : context.highlightedKey,
    }),
    assignReadOnly: assign({
      readOnly: ({ event, context }) =>
        event.type === 'readonly.changed' ? event.readOnly : context.readOnly,
    }),
    notifySelected: emit(({ event }) => ({
      type: 'option.selected' as const,
      key: event.type === 'option.select' ? event.key : '',
    })),
    highlightSelected: assign({
      highlightedKey: ({ event, context }) =>
        event.type === 'option.select' ? event.key : context.highlightedKey,
    }),
  },
}).createMachine({
  id: 'dropdown',
  context: ({ input }) => ({
    readOnly: input.readOnly ?? false,
    closeOnSelect: input.closeOnSelect ?? true,
    search: '',
    highlightedKey: input.selectedKey ?? null,
  }),
  initial: 'closed',
  on: {
    'readonly.changed': [
      { guard: 'becameReadOnly', target: '.closed', actions: 'assignReadOnly' },
      { actions: 'assignReadOnly' },
    ],
  },
  states: {
    closed: {
      on: {
        'dropdown.open': { guard: not('isReadOnly'), target: 'open' },
        'dropdown.toggle': { guard: not('isReadOnly'), target: 'open' },
      },
    },
    open: {
      tags: ['open'],
      entry: 'highlightRequested',
      exit: 'clearSearch',
      on: {
        'dropdown.close': 'closed',
        'dropdown.toggle': 'closed',
        'outside.clicked': 'closed',
        'escape.pressed': 'closed',
        'search.change': { actions: 'assignSearch' },
        'option.highlight': { actions: 'assignHighlight' },
        'option.select': [
          { guard: 'closesOnSelect', target: 'closed', actions: ['highlightSelected', 'notifySelected'] },
          { actions: ['highlightSelected', 'notifySelected'] },
        ],
      },
    },
  },
});

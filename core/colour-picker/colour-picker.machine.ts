import { and, assign, emit, fromPromise, setup } from 'xstate';
import { clampOpacity, decodeColour, encodeColour } from './colour-hex.ts';
import { OPACITY_MAX } from './colour-picker.constants.ts';
import type {
  ColourPickerContext,
  ColourPickerEmitted,
  ColourPickerEvent,
  ColourPickerInput,
  SaveUsedColorsInput,
} from './colour-picker.types.ts';
import { rememberUsedColour } from './remember-used-colour.ts';

function customColour(context: ColourPickerContext): string | null {
  return encodeColour(context.hexInput, context.opacity);
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'save failed';
}

/** Spec 1 §4: closed, open (palette and used colours), custom mode (hex + opacity) and saving. */
export const colourPickerMachine = setup({
  types: {
    context: {} as ColourPickerContext,
    events: {} as ColourPickerEvent,
    input: {} as ColourPickerInput,
    emitted: {} as ColourPickerEmitted,
  },
  actors: {
    saveUsedColors: fromPromise<void, SaveUsedColorsInput>(async () => {
      throw new Error('provide saveUsedColors');
    }),
  },
  guards: {
    hasValidCustomColour: ({ context }) => customColour(context) !== null,
    isSignedIn: ({ context }) => context.signedIn,
    hasSaveError: ({ context }) => context.saveError !== null,
  },
  actions: {
    pickColour: assign({
      value: ({ event, context }) => (event.type === 'colour.pick' ? event.colour : context.value),
    }),
    prefillCustom: assign(({ context }) => {
      const decoded = context.value ? decodeColour(context.value) : null;
      return {
        hexInput: decoded && decoded.opacity > 0 ? decoded.hex : context.hexInput,
        opacity: decoded && decoded.opacity > 0 ? decoded.opacity : OPACITY_MAX,
        saveError: null,
      };
    }),
    assignHex: assign({
      hexInput: ({ event, context }) => (event.type === 'hex.change' ? event.text : context.hexInput),
    }),
    assignOpacity: assign({
      opacity: ({ event, context }) =>
        event.type === 'opacity.change' ? clampOpacity(event.opacity) : context.opacity,
    }),
    applyCustom: assign(({ context }) => {
      const colour = customColour(context) ?? context.value;
      return colour
        ? { value: colour, usedColors: rememberUsedColour(context.usedColors, colour), saveError: null }
        : {};
    }),
    assignSaveError: assign({ saveError: ({ event }) => errorText((event as { error?: unknown }).error) }),
    clearSaveError: assign({ saveError: null }),
    notifyChanged: emit(({ context }) => ({ type: 'colour.changed' as const, colour: context.value ?? '' })),
  },
}).createMachine({
  id: 'colourPicker',
  context: ({ input }) => ({
    value: input.value ?? null,
    usedColors: input.usedColors ?? [],
    hexInput: '',
    opacity: OPACITY_MAX,
    signedIn: input.signedIn ?? false,
    saveError: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'picker.open': 'open' },
    },
    open: {
      tags: ['open'],
      on: {
        'picker.close': 'closed',
        'outside.clicked': 'closed',
        'escape.pressed': 'closed',
        'colour.pick': { target: 'closed', actions: ['pickColour', 'notifyChanged'] },
        'custom.open': { target: 'custom', actions: 'prefillCustom' },
      },
    },
    custom: {
      tags: ['open', 'custom'],
      on: {
        'picker.close': 'closed',
        'outside.clicked': 'closed',
        'escape.pressed': 'closed',
        'custom.back': { target: 'open', actions: 'clearSaveError' },
        'hex.change': { actions: 'assignHex' },
        'opacity.change': { actions: 'assignOpacity' },
        'custom.apply': [
          {
            guard: and(['hasValidCustomColour', 'isSignedIn']),
            target: 'saving',
            actions: ['applyCustom', 'notifyChanged'],
          },
          { guard: 'hasValidCustomColour', target: 'closed', actions: ['applyCustom', 'notifyChanged'] },
        ],
        'save.retry': { guard: and(['isSignedIn', 'hasSaveError']), target: 'saving' },
      },
    },
    saving: {
      tags: ['open', 'custom', 'busy'],
      invoke: {
        src: 'saveUsedColors',
        input: ({ context }) => ({ usedColors: context.usedColors }),
        onDone: 'closed',
        onError: { target: 'custom', actions: 'assignSaveError' },
      },
    },
  },
});

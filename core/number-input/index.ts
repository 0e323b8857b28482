export { checkNumber, parseNumber } from './check-number.ts';
export * from './number-input.constants.ts';
export { numberInputMachine } from './number-input.machine.ts';
export { type NumberInputView, selectNumberInputView } from './number-input.select.ts';
export type {
  NumberBounds,
  NumberCheck,
  NumberInputContext,
  NumberInputEmitted,
  NumberInputEvent,
  NumberInputInput,
  NumberRejection,
} from './number-input.types.ts';

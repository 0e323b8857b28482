export {
  clampOpacity,
  decodeColour,
  encodeColour,
  type HexWithOpacity,
  isSameColour,
  normaliseHex,
} from './colour-hex.ts';
export * from './colour-picker.constants.ts';
export { colourPickerMachine } from './colour-picker.machine.ts';
export { type ColourPickerView, selectColourPickerView } from './colour-picker.select.ts';
export type {
  ColourPickerContext,
  ColourPickerEmitted,
  ColourPickerEvent,
  ColourPickerInput,
  SaveUsedColorsInput,
} from './colour-picker.types.ts';
export { rememberUsedColour } from './remember-used-colour.ts';

export { ColourPicker, type ColourPickerProps } from './colour-picker.tsx';
export { ColourSwatch } from './colour-swatch.tsx';
export {
  type ColourPickerBinding,
  type UseColourPickerOptions,
  useColourPicker,
} from './use-colour-picker.ts';

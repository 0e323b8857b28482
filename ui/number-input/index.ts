export { NumberInput, type NumberInputProps } from './number-input.tsx';
export { type NumberInputBinding, type UseNumberInputOptions, useNumberInput } from './use-number-input.ts';

import type { SnapshotFrom } from 'xstate';
import type { numberInputMachine } from './number-input.machine.ts';
import type { NumberRejection } from './number-input.types.ts';

/** What a number input's view reads. */
export interface NumberInputView {
  value: number | null;
  isFlashing: boolean;
  rejection: NumberRejection | null;
  canDecrease: boolean;
  canIncrease: boolean;
  min: number | undefined;
  max: number | undefined;
}

/** Turns a number input snapshot into its view. */
export function selectNumberInputView(snapshot: SnapshotFrom<typeof numberInputMachine>): NumberInputView {
  const { value, min, max, rejection } = snapshot.context;
  return {
    value,
    isFlashing: snapshot.hasTag('flashing'),
    rejection,
    canDecrease: min === undefined || value === null || value > min,
    canIncrease: max === undefined || value === null || value < max,
    min,
    max,
  };
}

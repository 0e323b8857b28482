import type { SnapshotFrom } from 'xstate';
import { encodeColour, normaliseHex } from './colour-hex.ts';
import type { colourPickerMachine } from './colour-picker.machine.ts';

/** What the colour picker's view reads. */
export interface ColourPickerView {
  isOpen: boolean;
  isCustom: boolean;
  isSaving: boolean;
  value: string | null;
  usedColors: string[];
  hexInput: string;
  opacity: number;
  /** The colour the custom fields describe, or null while the hex is not valid. */
  customPreview: string | null;
  /** The hex text is filled but is not a colour. */
  isHexInvalid: boolean;
  canApply: boolean;
  saveError: string | null;
  signedIn: boolean;
}

/** Turns a colour picker snapshot into its view. */
export function selectColourPickerView(snapshot: SnapshotFrom<typeof colourPickerMachine>): ColourPickerView {
  const { context } = snapshot;
  const customPreview = encodeColour(context.hexInput, context.opacity);
  const isSaving = snapshot.hasTag('busy');
  return {
    isOpen: snapshot.hasTag('open'),
    isCustom: snapshot.hasTag('custom'),
    isSaving,
    value: context.value,
    usedColors: context.usedColors,
    hexInput: context.hexInput,
    opacity: context.opacity,
    customPreview,
    isHexInvalid: context.hexInput.trim() !== '' && normaliseHex(context.hexInput) === null,
    canApply: customPreview !== null && !isSaving,
    saveError: context.saveError,
    signedIn: context.signedIn,
  };
}

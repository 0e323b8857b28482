/** What the colour picker keeps. */
export interface ColourPickerContext {
  /** The chosen colour: `#rrggbb`, `#rrggbbaa` or `transparent`; null when none yet. */
  value: string | null;
  /** The user's used colours, newest first (preference `used_colors`). */
  usedColors: string[];
  /** Custom mode: the hex text as typed. */
  hexInput: string;
  /** Custom mode: opacity 0–255. */
  opacity: number;
  /** Spec 1 §6: used colours are saved only for a signed-in user. */
  signedIn: boolean;
  /** Why saving the used colours failed, if it did. */
  saveError: string | null;
}

/** How a colour picker starts. */
export interface ColourPickerInput {
  value?: string | null;
  usedColors?: string[];
  signedIn?: boolean;
}

/** Saves the used colours to the user's preferences (`POST /user-personal-settings`, key used_colors). */
export interface SaveUsedColorsInput {
  usedColors: string[];
}

/** Requests from the person. */
export type ColourPickerEvent =
  | { type: 'picker.open' }
  | { type: 'picker.close' }
  | { type: 'outside.clicked' }
  | { type: 'escape.pressed' }
  | { type: 'colour.pick'; colour: string }
  | { type: 'custom.open' }
  | { type: 'custom.back' }
  | { type: 'hex.change'; text: string }
  | { type: 'opacity.change'; opacity: number }
  | { type: 'custom.apply' }
  | { type: 'save.retry' };

/** Emitted whenever the chosen colour changes. */
export type ColourPickerEmitted = { type: 'colour.changed'; colour: string };

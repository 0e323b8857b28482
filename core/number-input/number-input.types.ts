/** Why a typed number was not taken. */
export type NumberRejection = 'below-min' | 'above-max' | 'not-a-number';

/** The outcome of checking a typed number. */
export type NumberCheck =
  | { accepted: true; value: number | null }
  | { accepted: false; reason: NumberRejection };

/** Bounds of a number input. */
export interface NumberBounds {
  min?: number;
  max?: number;
  /** Whether an empty field is a valid (null) value. */
  allowEmpty?: boolean;
}

/** What the number input machine keeps. */
export interface NumberInputContext extends NumberBounds {
  /** The last accepted value. */
  value: number | null;
  /** Why the last attempt was rejected, while flashing. */
  rejection: NumberRejection | null;
}

/** How a number input starts. */
export interface NumberInputInput extends NumberBounds {
  value?: number | null;
}

/** Requests from the person. */
export type NumberInputEvent =
  | { type: 'value.commit'; text: string }
  | { type: 'value.step'; delta: number }
  | { type: 'bounds.change'; min?: number; max?: number }
  | { type: 'value.sync'; value: number | null };

/** Emitted when a new value is accepted. */
export type NumberInputEmitted = { type: 'value.changed'; value: number | null };

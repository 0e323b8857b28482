/** Spec 1 §9: the default palette, 24 colours including transparent (neutrals, strong, light). */
export const COLOUR_PALETTE = [
  'transparent',
  '#000000',
  '#3f4254',
  '#6b7280',
  '#9ca3af',
  '#d1d5db',
  '#f3f4f6',
  '#ffffff',
  '#e53935',
  '#fb8c00',
  '#fdd835',
  '#43a047',
  '#00acc1',
  '#3965ff',
  '#8e24aa',
  '#d81b60',
  '#ffcdd2',
  '#ffe0b2',
  '#fff9c4',
  '#c8e6c9',
  '#b2ebf2',
  '#c5d3ff',
  '#e1bee7',
  '#f8bbd0',
] as const;

/** The palette's transparent entry. */
export const TRANSPARENT = 'transparent';
/** Spec 1 §5: opacity runs 0–255 in steps of 1; 255 is fully opaque and adds no digits. */
export const OPACITY_MIN = 0;
export const OPACITY_MAX = 255;
export const OPACITY_STEP = 1;
/** How many used colours are kept in the user's preferences (our choice; the spec does not say). */
export const USED_COLOURS_LIMIT = 12;
/** The preference key the used colours are saved under (spec 1 §3 Saved user preferences). */
export const USED_COLOURS_SETTING = 'used_colors';

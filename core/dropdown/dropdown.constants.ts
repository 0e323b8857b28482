/** Spec 1 §9: a dropdown label longer than this is trimmed (the full text stays available). */
export const DROPDOWN_LABEL_MAX_LENGTH = 48;
/** Spec 1 §9: the list's maximum height in px. */
export const DROPDOWN_MAX_HEIGHT = 280;
/** Spec 2 §9: the list's maximum height in px in the quiz and media screens. */
export const DROPDOWN_COMPACT_MAX_HEIGHT = 220;
/** Spec 1 §9: at this width in px and below, the dropdown opens as a bottom sheet. */
export const DROPDOWN_MOBILE_BREAKPOINT = 640;
/** Spec 1 §9: a screen under this width in px is a mobile screen (as is an Android or iPhone agent). */
export const MOBILE_SCREEN_MAX_WIDTH = 600;

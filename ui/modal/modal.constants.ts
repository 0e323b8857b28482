/** Spec 1 §9 and spec 2 §9: a modal is 440 px wide unless it asks otherwise. */
export const MODAL_DEFAULT_WIDTH = 440;

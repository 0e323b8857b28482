/** Spec 1 §9: a rejected number input flashes for 500 ms. */
export const NUMBER_INPUT_FLASH_MS = 500;

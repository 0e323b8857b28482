import { DROPDOWN_MOBILE_BREAKPOINT } from '../../core/dropdown/dropdown.constants.ts';

/** Phones: spec 1 §9's 640 px breakpoint; the side menu becomes a drawer and dropdowns a sheet. */
export const PHONE_MAX_WIDTH = DROPDOWN_MOBILE_BREAKPOINT;
/** The media query for phones, for `matchMedia`; CSS modules repeat the number (CSS cannot read it). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;

import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import './tokens.css';
import './base.css';

export { type BrandingStyle, brandingStyle } from './branding-style.ts';
export { MOBILE_MEDIA_QUERY, PHONE_MAX_WIDTH } from './breakpoints.ts';
export { readableTextColour, relativeLuminance } from './readable-text-colour.ts';

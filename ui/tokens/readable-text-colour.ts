export { readableTextColour, relativeLuminance } from '../../core/avatar/index.ts';

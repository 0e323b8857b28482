import { FONT_FAMILIES } from '../editor.constants.ts';

// The values a style attribute may carry: plain colours, lengths and names, never a url(), an
// expression or anything that ends the declaration.

const COLOUR =
  /^(#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|transparent|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/i;
const LENGTH = /^(0|auto|-?\d{1,4}(\.\d{1,3})?(px|em|rem|%|vw|vh))$/;
const BOX =
  /^(0|auto|-?\d{1,4}(\.\d{1,3})?(px|em|rem|%))(\s+(0|auto|-?\d{1,4}(\.\d{1,3})?(px|em|rem|%))){0,3}$/;

/** A colour: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), rgba() or transparent. */
export const isCssColour = (value: string): boolean => COLOUR.test(value.trim());
/** One length: 0, auto, or a number with px, em, rem, %, vw or vh. */
export const isCssLength = (value: string): boolean => LENGTH.test(value.trim());
/** One to four lengths (margin, padding, border radius). */
export const isCssBox = (value: string): boolean => BOX.test(value.trim());
/** One of the offered font families. */
export const isFontFamily = (value: string): boolean =>
  (FONT_FAMILIES as readonly string[]).includes(value.replace(/["']/g, '').trim());
/** A cursor a button may show. */
export const isCssCursor = (value: string): boolean => ['pointer', 'default', 'text'].includes(value.trim());
/** A display a button may take. */
export const isCssDisplay = (value: string): boolean =>
  ['inline', 'inline-block', 'block', 'flex'].includes(value.trim());
/** A text alignment. */
export const isCssTextAlign = (value: string): boolean =>
  ['left', 'center', 'right', 'justify'].includes(value.trim());

/** The text-style attributes and the rule each value must meet (spec 1 §3: font, size, colour, button styling). */
export const TEXT_STYLE_RULES: Readonly<Record<string, (value: string) => boolean>> = {
  fontFamily: isFontFamily,
  fontSize: (value) =>
    /^\d{1,3}px$/.test(value.trim()) && Number.parseInt(value, 10) >= 1 && Number.parseInt(value, 10) <= 100,
  color: isCssColour,
  background: isCssColour,
  backgroundColor: isCssColour,
  cursor: isCssCursor,
  margin: isCssBox,
  textAlign: isCssTextAlign,
  width: isCssLength,
  padding: isCssBox,
  borderRadius: isCssBox,
  display: isCssDisplay,
};

/** The CSS property each text-style attribute writes. */
export const TEXT_STYLE_PROPERTIES: Readonly<Record<string, string>> = {
  fontFamily: 'font-family',
  fontSize: 'font-size',
  color: 'color',
  background: 'background',
  backgroundColor: 'background-color',
  cursor: 'cursor',
  margin: 'margin',
  textAlign: 'text-align',
  width: 'width',
  padding: 'padding',
  borderRadius: 'border-radius',
  display: 'display',
};

import { HTML_BLOCK_STYLE_PROPERTIES } from './html-allowlist.ts';

// An inline style kept to the allowed properties with plain values: no url(), expression(), image-set,
// escapes, comments, @-rules or anything that could load or run.

const UNSAFE_VALUE =
  /url\s*\(|expression|image-set|image\s*\(|javascript|vbscript|behavior|binding|[\\<>{}@;]|\/\*|&#/i;
const VALUE = /^[\w\s#%.,()'"!+-]*$/;

/** A style attribute's text with only the allowed declarations, or '' for none. */
export function cleanStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!HTML_BLOCK_STYLE_PROPERTIES.includes(property) || value === '' || value.length > 200) continue;
    if (UNSAFE_VALUE.test(value) || !VALUE.test(value)) continue;
    kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

import { blockingInterFaces, inlineStylesheets } from '../../lesson-page/lesson-page-html.ts';

/**
 * The family the served first paint's paragraphs are drawn in: the page's regular (400) Inter faces again
 * under a name of their own with `font-display: block`, so those paragraphs are painted once, in the face
 * the app paints them in, rather than first in the fallback font. The app's paint of the same words in
 * Inter is a new paint; had the served one been in the (narrower or wider) fallback, the app's could be
 * the larger and so the page's largest paint, seconds later (the sign-in page's code hint did, 11,856
 * against 11,470 px²; the lesson page's heading had, docs/lesson-page.md).
 */
export const FIRST_PAINT_TEXT_FONT = 'Lectern First Paint Text';

/** The page's regular Inter `@font-face` rules under `FIRST_PAINT_TEXT_FONT`, blocking; empty when it has none. */
export function firstPaintTextFaces(html: string): string {
  return blockingInterFaces(html, 400, FIRST_PAINT_TEXT_FONT);
}

/** The subset of Inter a language's paragraphs are written in (the face files are named for it). */
const SUBSET: Record<string, string> = { en: 'latin', uk: 'cyrillic', ru: 'cyrillic' };

/**
 * `<link rel="preload">` for the regular face file of the page's language (`faces`' own address), asked
 * for first: the first paint's paragraphs wait for it, and found only once the page is laid out it came
 * behind the app's scripts on a thin link.
 */
function textFacePreload(faces: string, language: string | undefined): string {
  const subset = SUBSET[language ?? 'en'] ?? 'latin';
  const file = faces.match(
    new RegExp(`url\\(\\s*['"]?([^'")\\s]*-${subset}-400-normal[^'")\\s]*\\.woff2)`),
  )?.[1];
  return file
    ? `<link rel="preload" as="font" type="font/woff2" href="${file}" crossorigin fetchpriority="high">`
    : '';
}

/**
 * A page with a served first paint, styled for it: the entry's style sheets in the page (the first paint
 * then waits for the page alone, not for a style sheet queued behind the app's scripts), the first
 * paint's text faces (`firstPaintTextFaces`) in its head, and the face file of the page's language
 * preloaded.
 */
export function withFirstPaintStyles(html: string, webRoot: string, language?: string): string {
  const inlined = inlineStylesheets(html, webRoot);
  const faces = firstPaintTextFaces(inlined);
  if (!faces) return inlined;
  return inlined.replace(
    '</title>',
    () => `</title>${textFacePreload(faces, language)}<style>${faces}</style>`,
  );
}

import { inlineStylesheets } from '../../lesson-page/lesson-page-html.ts';

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
  return [...html.matchAll(/@font-face\s*\{[^}]*\}/g)]
    .map(([face]) => face)
    .filter((face) => /font-weight:\s*400\b/.test(face) && /font-family:\s*['"]?Inter['"]?\s*[;}]/.test(face))
    .map((face) =>
      face
        .replace(/font-family:[^;}]+/, `font-family:"${FIRST_PAINT_TEXT_FONT}"`)
        .replace(/font-display:[^;}]+/, 'font-display:block'),
    )
    .join('');
}

/**
 * A page with a served first paint, styled for it: the entry's style sheets in the page (the first paint
 * then waits for the page alone, not for a style sheet queued behind the app's scripts), and the
 * first paint's text faces (`firstPaintTextFaces`) in its head.
 */
export function withFirstPaintStyles(html: string, webRoot: string): string {
  const inlined = inlineStylesheets(html, webRoot);
  const faces = firstPaintTextFaces(inlined);
  return faces ? inlined.replace('</title>', () => `</title><style>${faces}</style>`) : inlined;
}

/**
 * The lesson page's served first paint (app/server/lesson-page/lesson-page-html.ts): the lesson's title
 * and text, outside the app's root so the app's start does not wipe it. The app keeps what is already on
 * screen: each text block's nodes move into the view's own block (`firstPaintText`), each video's poster
 * into the video's poster box (`firstPaintPoster`), the title's and the access screen's words into the
 * view's heading and message (`firstPaintPart`), then the rest
 * of the first paint goes (`removeFirstPaint`), in one frame, so the text is never painted again larger
 * or later (docs/performance.md).
 */

/** The element of the served first paint (the server's `LESSON_FIRST_PAINT_ELEMENT`). */
export const FIRST_PAINT_ELEMENT = 'lesson-first-paint';

/** Whether the page still shows the served first paint. */
export function hasFirstPaint(): boolean {
  return typeof document !== 'undefined' && document.getElementById(FIRST_PAINT_ELEMENT) !== null;
}

/** The served element of a text block's HTML, while the first paint is still there. */
export function firstPaintText(unitId: number): Element | null {
  if (typeof document === 'undefined') return null;
  return (
    document.getElementById(FIRST_PAINT_ELEMENT)?.querySelector(`[data-lesson-text="${unitId}"]`) ?? null
  );
}

/** The served poster `<img>` of a video unit, while the first paint is still there. */
export function firstPaintPoster(unitId: number): Element | null {
  if (typeof document === 'undefined') return null;
  return (
    document.getElementById(FIRST_PAINT_ELEMENT)?.querySelector(`[data-lesson-video="${unitId}"] > img`) ??
    null
  );
}

/**
 * The served element of the lesson's title or of the access screen's heading or message
 * (`data-first-paint`), while the first paint is still there: its words move into the view.
 */
export function firstPaintPart(part: 'title' | 'heading' | 'message'): Element | null {
  if (typeof document === 'undefined') return null;
  return document.getElementById(FIRST_PAINT_ELEMENT)?.querySelector(`[data-first-paint="${part}"]`) ?? null;
}

/** The first paint's leftovers (its title and frame) go once the app's view holds the text. */
export function removeFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ELEMENT)?.remove();
}

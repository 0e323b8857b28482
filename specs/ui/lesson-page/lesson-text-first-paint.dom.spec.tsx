import { cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { lessonDocumentHtml } from '../../../app/server/lesson-page/lesson-page-html.ts';
import { LessonDocumentView } from '../../../ui/editor/lesson-document-view.tsx';
import { editorDoc } from '../../arbitraries/lessons.ts';
import { countingDocument } from './lesson-page.fixtures.tsx';

// The served first paint of a text unit is the DOM LessonDocumentView draws for the same document, so the
// page that adopts the served nodes shows what the view would have drawn (docs/lesson-page.md).

afterEach(cleanup);

/** Markup as a DOM would hold it, styles written as the CSSOM writes them. */
function normalised(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  for (const element of box.querySelectorAll<HTMLElement>('[style]'))
    element.setAttribute('style', element.style.cssText);
  return box.innerHTML;
}

function viewMarkup(doc: unknown): string {
  const { container } = render(<LessonDocumentView document={doc} />);
  const markup = normalised((container.firstElementChild as HTMLElement).innerHTML);
  cleanup();
  return markup;
}

describe('a text unit’s first paint', () => {
  it('is the nodes LessonDocumentView draws, for the fixture and for random documents', () => {
    expect(normalised(lessonDocumentHtml(countingDocument))).toBe(viewMarkup(countingDocument));
    expect(lessonDocumentHtml(countingDocument)).toBe('<p>One, two, <strong>three</strong>.</p>');
    fc.assert(
      fc.property(editorDoc, (doc) => {
        expect(normalised(lessonDocumentHtml(doc))).toBe(viewMarkup(doc));
      }),
      { numRuns: 60 },
    );
  });
});

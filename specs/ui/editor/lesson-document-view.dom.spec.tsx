import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sanitizeDocument } from '../../../core/editor/html-block/sanitize-document.ts';
import { LessonDocumentView, loadHtmlPurifier } from '../../../ui/editor/lesson-document-view.tsx';
import {
  HTML_BLOCK_VECTORS,
  htmlBlockDocument,
  inertProblems,
  STORED_VECTORS,
} from '../../core/editor/xss-corpus.ts';

// The read-only lesson document (what a student's page shows): every node of the schema, the XSS corpus
// inert in the DOM as the server stores it (happy-dom's parser is not a browser's, so the browser's second
// pass with DOMPurify is not what is checked here), in-app links opened inside the app.

describe('LessonDocumentView', () => {
  it('renders headings, marks, lists, quotes, code, images, iframes and files', () => {
    const { container } = render(
      <LessonDocumentView
        document={{
          type: 'doc',
          content: [
            {
              type: 'heading',
              attrs: { level: 2, textAlign: 'center', lineHeight: '1.8' },
              content: [{ type: 'text', text: 'Title' }],
            },
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'bold',
                  marks: [
                    { type: 'bold' },
                    { type: 'textStyle', attrs: { color: '#ff0000', fontSize: '18px' } },
                  ],
                },
              ],
            },
            {
              type: 'blockquote',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'quoted' }] }],
            },
            { type: 'codeBlock', attrs: { value: '<b>x</b>', language: 'html', theme: 'vs' } },
            { type: 'image', attrs: { src: 'https://a.test/x.png', width: '50%', hidemobile: true } },
            { type: 'iframe', attrs: { src: 'https://www.youtube.com/embed/x' } },
            {
              type: 'fileBlock',
              attrs: { files: JSON.stringify([{ name: 'notes.pdf', url: '/files/notes.pdf' }]) },
            },
          ],
        }}
      />,
    );
    expect(container.querySelector('h2')?.style.textAlign).toBe('center');
    expect(container.querySelector('strong')?.parentElement?.style.color).toBeTruthy();
    expect(container.querySelector('blockquote')?.textContent).toBe('quoted');
    expect(container.querySelector('code')?.textContent).toBe('<b>x</b>');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://a.test/x.png');
    expect(container.querySelector('[data-hide-mobile="true"]')).not.toBeNull();
    expect(container.querySelector('iframe')?.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-presentation allow-popups',
    );
    expect(container.querySelector('a[download]')?.textContent).toBe('notes.pdf');
  });

  it('draws an HTML block once DOMPurify has loaded with it, cleaned again', async () => {
    const { container, unmount } = render(
      <LessonDocumentView
        document={htmlBlockDocument('<div onclick="alert(1)">Hello <b>students</b></div>')}
      />,
    );
    await act(() => loadHtmlPurifier());
    expect(container.textContent).toBe('Hello students');
    expect(container.querySelector('b')?.textContent).toBe('students');
    expect(container.querySelector('[onclick]')).toBeNull();
    unmount();
  });

  it('keeps every vector of the corpus inert in the DOM, as the server stores it', async () => {
    for (const vector of HTML_BLOCK_VECTORS) {
      const { container, unmount } = render(
        <LessonDocumentView document={sanitizeDocument(htmlBlockDocument(vector))} />,
      );
      // Each block is drawn with DOMPurify's output, which comes with its code (loaded on demand).
      await act(() => loadHtmlPurifier());
      expect(inertProblems(container.innerHTML), vector).toEqual([]);
      unmount();
    }
    for (const [name, document] of STORED_VECTORS) {
      const { container, unmount } = render(<LessonDocumentView document={document} />);
      expect(inertProblems(container.innerHTML), name).toEqual([]);
      unmount();
    }
  });

  it('opens an in-app link inside the app and leaves a web link to the browser', () => {
    const onNavigate = vi.fn();
    const link = (href: string, target: string | null = null) => ({
      type: 'paragraph',
      content: [{ type: 'text', text: href, marks: [{ type: 'link', attrs: { href, target } }] }],
    });
    const { getByText } = render(
      <LessonDocumentView
        document={{ type: 'doc', content: [link('/group-access/4'), link('https://a.test/', '_blank')] }}
        onNavigate={onNavigate}
      />,
    );
    fireEvent.click(getByText('/group-access/4'));
    expect(onNavigate).toHaveBeenCalledWith('/group-access/4');
    fireEvent.click(getByText('https://a.test/'));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('shows nothing for what is not a document', () => {
    const { container } = render(<LessonDocumentView document={'<script>alert(1)</script>'} />);
    expect(container.textContent).toBe('');
  });
});

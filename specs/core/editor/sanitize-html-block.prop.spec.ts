import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { lessonDocumentSchema } from '../../../core/editor/document/document-schema.ts';
import { sanitizeDocument } from '../../../core/editor/html-block/sanitize-document.ts';
import { sanitizeHtmlBlock } from '../../../core/editor/html-block/sanitize-html-block.ts';
import { renderDocumentHtml } from '../../../core/editor/render-document.ts';
import {
  CORPUS_SIZE,
  HTML_BLOCK_VECTORS,
  htmlBlockDocument,
  inertProblems,
  REFUSED_VECTORS,
  STORED_VECTORS,
} from './xss-corpus.ts';

// The HTML block's sanitizer and the document renderer against the XSS corpus: what is refused never
// passes the schema, what is stored renders inert; the sanitizer is idempotent and never emits a
// script-capable attribute, whatever it is given.

const rendered = (document: unknown) => renderDocumentHtml(document, { sanitizeHtml: sanitizeHtmlBlock });

const fragments = fc.constantFrom(
  '<',
  '>',
  '"',
  "'",
  '=',
  '/',
  ' ',
  'script',
  'img',
  'svg',
  'iframe',
  'a',
  'href',
  'src',
  'onerror',
  'onload',
  'style',
  'javascript:',
  'data:',
  'vbscript:',
  'alert(1)',
  'srcdoc',
  '<!--',
  '-->',
  '&#106;',
  '\t',
  'url(',
  'expression(',
  'https://www.youtube.com/embed/x',
  'https://evil.test/',
  'p',
  'div',
  'math',
  'xlink:href',
);
const hostileHtml = fc.oneof(
  fc.array(fragments, { maxLength: 40 }).map((parts) => parts.join('')),
  fc.constantFrom(...HTML_BLOCK_VECTORS),
  fc
    .tuple(fc.constantFrom(...HTML_BLOCK_VECTORS), fc.constantFrom(...HTML_BLOCK_VECTORS))
    .map(([a, b]) => a + b),
  fc.string(),
);

describe('the XSS corpus', () => {
  it('holds at least 40 vectors', () => {
    expect(CORPUS_SIZE).toBeGreaterThanOrEqual(40);
  });

  it.each(REFUSED_VECTORS)('refuses %s', (_name, document) => {
    expect(v.safeParse(lessonDocumentSchema, document).success).toBe(false);
  });

  it.each(HTML_BLOCK_VECTORS.map((vector) => [vector]))('stores the HTML block %s inert', (vector) => {
    const parsed = v.parse(lessonDocumentSchema, htmlBlockDocument(vector));
    const stored = sanitizeDocument(parsed);
    const value = String(stored.content[0]!.attrs!.value);
    expect(inertProblems(value)).toEqual([]);
    expect(inertProblems(rendered(stored))).toEqual([]);
    // Even a document stored before the sanitizer existed shows inert: the renderer cleans again.
    expect(inertProblems(rendered(htmlBlockDocument(vector)))).toEqual([]);
  });

  it.each(STORED_VECTORS)('stores %s and shows it as text', (_name, document) => {
    const parsed = v.parse(lessonDocumentSchema, document);
    const html = rendered(sanitizeDocument(parsed));
    expect(inertProblems(html)).toEqual([]);
    expect(html).not.toMatch(/<script/i);
  });
});

describe('sanitizeHtmlBlock', () => {
  it('never emits a script-capable tag or attribute', () => {
    fc.assert(
      fc.property(hostileHtml, (markup) => {
        expect(inertProblems(sanitizeHtmlBlock(markup))).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(hostileHtml, (markup) => {
        const once = sanitizeHtmlBlock(markup);
        expect(sanitizeHtmlBlock(once)).toBe(once);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps the templates an expert inserts (button, iframe, paragraph, list, call to action, image)', () => {
    const button =
      '<a class="btn" href="https://a.test/" target="_blank" style="background: #3965FF; color: #fff; padding: 10px 20px">Go</a>';
    const cleaned = sanitizeHtmlBlock(button);
    expect(cleaned).toContain('href="https://a.test/"');
    expect(cleaned).toContain('style="background: #3965FF; color: #fff; padding: 10px 20px"');
    expect(cleaned).toContain('rel="noopener noreferrer nofollow"');
    expect(
      sanitizeHtmlBlock('<iframe src="https://www.youtube.com/embed/x" width="560" height="315"></iframe>'),
    ).toContain('sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"');
    expect(sanitizeHtmlBlock('<ul><li>One</li></ul><p>Two</p><img src="https://a.test/x.png" alt="x">')).toBe(
      '<ul><li>One</li></ul><p>Two</p><img src="https://a.test/x.png" alt="x" />',
    );
  });
});

import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type EditorDoc, editorDocSchema, isSafeHref } from '../../../core/api/lessons.ts';
import { renderEditorDoc } from '../../../core/lessons/index.ts';
import { editorDoc } from '../../arbitraries/lessons.ts';
import { anyCase } from '../../arbitraries/upload.ts';

// A text block's document (the basic editor schema) and the HTML rendered from it: the schema takes
// only the basic nodes and marks, links only to http, https and mailto; the HTML carries only the
// schema's tags and attributes, every text escaped, whatever the document holds. So a lesson never
// carries a script.

const ALLOWED_TAGS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'br',
  'strong',
  'em',
  'a',
]);
const ALLOWED_ATTRIBUTES = new Set(['href', 'target', 'rel', 'start']);

/** Every tag of an HTML text with its attribute names; text between tags must hold no `<` or `>`. */
function tagsOf(html: string): { tag: string; attributes: string[] }[] {
  const tags = [...html.matchAll(/<(\/?)([a-z0-9]+)((?:\s+[a-z-]+="[^"<>]*")*)\s*>/g)];
  const rest = html.replace(/<(\/?)([a-z0-9]+)((?:\s+[a-z-]+="[^"<>]*")*)\s*>/g, '');
  expect(rest).not.toMatch(/[<>]/);
  return tags.map((match) => ({
    tag: match[2]!,
    attributes: [...match[3]!.matchAll(/\s([a-z-]+)=/g)].map((attribute) => attribute[1]!),
  }));
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

function textsOf(node: unknown): string {
  if (node === null || typeof node !== 'object') return '';
  const record = node as { type?: unknown; text?: unknown; content?: unknown };
  if (record.type === 'text' && typeof record.text === 'string') return record.text;
  return Array.isArray(record.content) ? record.content.map(textsOf).join('') : '';
}

describe('the editor document schema', () => {
  it('takes every document of the basic schema as it is', () => {
    fc.assert(
      fc.property(editorDoc, (doc) => {
        const parsed = v.safeParse(editorDocSchema, doc);
        expect(parsed.issues).toBeUndefined();
      }),
    );
  });

  it('refuses any node or mark the editor lacks, any other link scheme, a foreign iframe, and raw HTML', () => {
    const paragraph = (content: unknown[]) => ({ type: 'doc', content: [{ type: 'paragraph', content }] });
    const link = (href: string) =>
      paragraph([{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] }]);
    for (const doc of [
      '<p>hi</p>',
      { type: 'doc', content: [{ type: 'script', content: [] }] },
      { type: 'doc', content: [{ type: 'codeBlock', content: [{ type: 'text', text: 'x' }] }] },
      paragraph([{ type: 'image', attrs: { src: 'x' } }]),
      paragraph([{ type: 'text', text: 'x', marks: [{ type: 'code' }] }]),
      paragraph([{ type: 'text', text: '' }]),
      link('javascript:alert(1)'),
      link(' JaVaScRiPt:alert(1)'),
      link('java\tscript:alert(1)'),
      link('data:text/html,<script>alert(1)</script>'),
      link('vbscript:x'),
      link('//evil.test/x'),
      { type: 'doc', content: [{ type: 'iframe', attrs: { src: 'https://evil.test/' } }] },
      { type: 'doc', content: [{ type: 'heading', attrs: { level: 0 } }] },
      { type: 'paragraph' },
    ])
      expect(v.safeParse(editorDocSchema, doc).success, JSON.stringify(doc)).toBe(false);
  });

  it('refuses javascript: in any case and with any spaces before it', () => {
    fc.assert(
      fc.property(anyCase('javascript:alert(1)'), fc.stringMatching(/^[ \t\n]{0,3}$/), (href, space) => {
        expect(isSafeHref(space + href)).toBe(false);
      }),
    );
  });

  it('drops attributes it does not name', () => {
    const parsed = v.parse(editorDocSchema, {
      type: 'doc',
      content: [
        { type: 'paragraph', attrs: { onclick: 'x()' }, content: [{ type: 'text', text: 'hi', style: 'x' }] },
      ],
    });
    expect(parsed).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', attrs: {}, content: [{ type: 'text', text: 'hi' }] }],
    });
  });
});

describe('renderEditorDoc', () => {
  it('emits only the schema’s tags and attributes, and every text once, escaped', () => {
    fc.assert(
      fc.property(editorDoc, (doc) => {
        const html = renderEditorDoc(doc);
        for (const { tag, attributes } of tagsOf(html)) {
          expect(ALLOWED_TAGS.has(tag), tag).toBe(true);
          for (const attribute of attributes) expect(ALLOWED_ATTRIBUTES.has(attribute), attribute).toBe(true);
        }
        expect(decode(html.replace(/<[^>]*>/g, ''))).toBe(textsOf(doc));
        expect(html).not.toMatch(/<script/i);
        for (const [, href] of html.matchAll(/href="([^"]*)"/g))
          expect(href).toMatch(/^(https?:\/\/|mailto:)/);
      }),
    );
  });

  it('emits only the schema’s tags for any JSON at all, never throwing (a document it was not meant to get)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.jsonValue({ maxDepth: 4 }), (content, marks) => {
        const hostile = {
          type: 'doc',
          content: [content, { type: 'paragraph', content: [{ type: 'text', text: '<script>', marks }] }],
        };
        const html = renderEditorDoc(hostile as unknown as EditorDoc);
        for (const { tag } of tagsOf(html)) expect(ALLOWED_TAGS.has(tag), tag).toBe(true);
        expect(html).not.toMatch(/<script/i);
        for (const [, href] of html.matchAll(/href="([^"]*)"/g))
          expect(href).toMatch(/^(https?:\/\/|mailto:)/);
      }),
    );
  });

  it('renders the basic schema as HTML', () => {
    expect(
      renderEditorDoc({
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'A & B' }] },
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'bold', marks: [{ type: 'bold' }, { type: 'italic' }] },
              { type: 'hardBreak' },
              {
                type: 'text',
                text: 'site',
                marks: [{ type: 'link', attrs: { href: 'https://a.test/?q="x"', target: '_blank' } }],
              },
            ],
          },
          {
            type: 'orderedList',
            attrs: { start: 3 },
            content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }],
          },
          {
            type: 'bulletList',
            content: [
              {
                type: 'listItem',
                content: [{ type: 'paragraph', content: [{ type: 'text', text: '<li>' }] }],
              },
            ],
          },
        ],
      }),
    ).toBe(
      '<h2>A &amp; B</h2><p><em><strong>bold</strong></em><br><a href="https://a.test/?q=%22x%22" target="_blank" rel="noopener noreferrer nofollow">site</a></p>' +
        '<ol start="3"><li><p></p></li></ol><ul><li><p>&lt;li&gt;</p></li></ul>',
    );
    expect(renderEditorDoc(null)).toBe('');
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Editor, type JSONContent } from '@tiptap/core';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { lessonDocumentSchema } from '../../../core/editor/document/document-schema.ts';
import { lessonExtensions } from '../../../core/editor/lesson-extensions.ts';
import { cleanPastedHtml, PASTE_TAGS } from '../../../core/editor/paste/clean-pasted-html.ts';

// Paste from Word, Google Docs and web pages: the cleanup rule (any HTML → only headings, paragraphs,
// lists, links, bold, italic and images, the text kept, idempotent) and real clipboard HTML of Word,
// Google Docs and a web page pasted into the editor.

const sample = (name: string) =>
  readFileSync(join(process.cwd(), 'specs/core/editor/paste-samples', name), 'utf8');
const parse = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A random piece of pasted HTML, with the text a reader sees and which words are bold or italic. */
interface Piece {
  html: string;
  text: string;
  bold: ReadonlySet<string>;
  italic: ReadonlySet<string>;
  /** Words an inner element already made bold or not (an outer one does not change them, as in a browser). */
  boldSet: ReadonlySet<string>;
  italicSet: ReadonlySet<string>;
}
const leaf = fc.integer({ min: 0, max: 9999 }).map(
  (n): Piece => ({
    html: ` w${n} `,
    text: ` w${n} `,
    bold: new Set(),
    italic: new Set(),
    boldSet: new Set(),
    italicSet: new Set(),
  }),
);
const WRAPPERS: readonly { open: string; close: string; bold?: boolean | null; italic?: boolean | null }[] = [
  { open: '<p class="MsoNormal">', close: '</p>' },
  { open: '<div style="color:red">', close: '</div>' },
  { open: '<span style="font-family:Comic Sans MS;font-size:30px">', close: '</span>' },
  { open: '<b>', close: '</b>', bold: true },
  { open: '<strong>', close: '</strong>', bold: true },
  { open: '<b style="font-weight:normal" id="docs-internal-guid-1">', close: '</b>', bold: false },
  { open: '<span style="font-weight:700">', close: '</span>', bold: true },
  { open: '<span style="font-weight:400">', close: '</span>', bold: false },
  { open: '<i>', close: '</i>', italic: true },
  { open: '<em style="font-style:normal">', close: '</em>', italic: false },
  { open: '<span style="font-style:italic">', close: '</span>', italic: true },
  { open: '<u>', close: '</u>' },
  { open: '<font color="red">', close: '</font>' },
  { open: '<h2 class="x">', close: '</h2>' },
  { open: '<blockquote>', close: '</blockquote>' },
  { open: '<a href="https://example.com/a" onclick="x()" class="c">', close: '</a>' },
  { open: '<a href="javascript:alert(1)">', close: '</a>' },
  { open: '<table><tr><td>', close: '</td></tr></table>' },
  { open: '<ul><li style="color:blue">', close: '</li></ul>' },
  { open: '<ol start="3"><li>', close: '</li></ol>' },
];
const piece: fc.Arbitrary<Piece> = fc.letrec<{ piece: Piece }>((tie) => ({
  piece: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.tuple(fc.constantFrom(...WRAPPERS), tie('piece')).map(([wrapper, inner]): Piece => {
      const all = [...inner.text.matchAll(/w\d+/g)].map((match) => match[0]);
      // The innermost element that says bold (or italic) decides; an outer one only reaches the rest.
      const mark = (
        set: ReadonlySet<string>,
        decided: ReadonlySet<string>,
        on: boolean | null | undefined,
      ) =>
        on === true || on === false
          ? {
              marked: new Set(all.filter((word) => (decided.has(word) ? set.has(word) : on))),
              decided: new Set(all),
            }
          : { marked: set, decided };
      const bold = mark(inner.bold, inner.boldSet, wrapper.bold);
      const italic = mark(inner.italic, inner.italicSet, wrapper.italic);
      return {
        html: `${wrapper.open}${inner.html}${wrapper.close}`,
        text: inner.text,
        bold: bold.marked,
        italic: italic.marked,
        boldSet: bold.decided,
        italicSet: italic.decided,
      };
    }),
    fc.array(tie('piece'), { minLength: 2, maxLength: 3 }).map(
      (pieces): Piece => ({
        html: pieces.map((one) => one.html).join(''),
        text: pieces.map((one) => one.text).join(''),
        bold: new Set(pieces.flatMap((one) => [...one.bold])),
        italic: new Set(pieces.flatMap((one) => [...one.italic])),
        boldSet: new Set(pieces.flatMap((one) => [...one.boldSet])),
        italicSet: new Set(pieces.flatMap((one) => [...one.italicSet])),
      }),
    ),
    leaf.map((one): Piece => ({ ...one, html: `${one.html}<script>w0 stolen()</script><style>p{}</style>` })),
    leaf.map(
      (one): Piece => ({ ...one, html: `${one.html}<img src="https://example.com/p.png" onerror="x()">` }),
    ),
  ),
})).piece;

describe('the paste cleanup rule', () => {
  it('keeps only headings, paragraphs, lists, links, bold, italic and images, with nothing but href, src, alt and start', () => {
    fc.assert(
      fc.property(piece, ({ html }) => {
        const out = parse(cleanPastedHtml(html));
        for (const element of out.querySelectorAll('*')) {
          expect(PASTE_TAGS as readonly string[]).toContain(element.tagName.toLowerCase());
          for (const attribute of element.getAttributeNames())
            expect(['href', 'src', 'alt', 'start']).toContain(attribute);
          const href = element.getAttribute('href');
          if (href !== null) expect(href).toMatch(/^(https?:|mailto:|tel:|#|\/)/);
        }
      }),
    );
  });

  it('keeps the text a reader sees (scripts and styles dropped) and which words are bold or italic', () => {
    fc.assert(
      fc.property(piece, ({ html, text, bold, italic }) => {
        const out = parse(cleanPastedHtml(html));
        expect(words(out.textContent ?? '')).toBe(words(text));
        // A word the piece holds twice may be bold in one place and not in the other: only words that occur
        // once are judged.
        const counts = new Map<string, number>();
        for (const word of text.match(/w\d+/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
        const walker = out.ownerDocument.createTreeWalker(out, 4);
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          for (const word of (node.textContent ?? '').match(/w\d+/g) ?? []) {
            if ((counts.get(word) ?? 0) > 1) continue;
            const inside = (tag: string) => Boolean(node.parentElement?.closest(tag));
            if (!node.parentElement?.closest('h1,h2,h3,h4,h5,h6'))
              expect(inside('strong')).toBe(bold.has(word));
            expect(inside('em')).toBe(italic.has(word));
          }
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(piece, ({ html }) => {
        const once = cleanPastedHtml(html);
        expect(cleanPastedHtml(once)).toBe(once);
      }),
    );
  });

  it('nests the items of a flat list by their left margins when no level is marked (older Google Docs), and by a list put straight inside a list', () => {
    const item = (text: string, margin: string) => `<li style="margin-left:${margin}"><p>${text}</p></li>`;
    expect(
      cleanPastedHtml(
        `<ol start="2">${item('one', '36pt')}${item('one a', '72pt')}${item('one a i', '108pt')}${item('two', '36pt')}</ol>`,
      ),
    ).toBe(
      '<ol start="2"><li><p>one</p><ol><li><p>one a</p><ol><li><p>one a i</p></li></ol></li></ol></li><li><p>two</p></li></ol>',
    );
    expect(cleanPastedHtml('<ul><li>a</li><ul><li>a 1</li></ul><li>b</li></ul>')).toBe(
      '<ul><li>a<ul><li>a 1</li></ul></li><li>b</li></ul>',
    );
  });

  it('leaves a copy from the editor itself as it is', () => {
    const copy = '<p data-pm-slice="1 1 []"><span style="color: #ff0000">red</span></p>';
    expect(cleanPastedHtml(copy)).toBe(copy);
  });
});

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

/** Pastes `html` into an empty lesson editor the way the browser's paste does; answers the document. */
function pasteIntoEditor(html: string): JSONContent {
  editor = new Editor({ extensions: lessonExtensions({ host: 'lectern.test' }), content: '<p></p>' });
  editor.view.pasteHTML(html);
  const doc = editor.getJSON();
  expect(v.safeParse(lessonDocumentSchema, doc).success).toBe(true);
  return doc;
}
const json = (doc: JSONContent) => JSON.stringify(doc);
const marksOf = (doc: JSONContent) => [
  ...new Set([...json(doc).matchAll(/"type":"(\w+)"/g)].map((m) => m[1])),
];

/** A document's paragraphs as their text and its lists as `{ kind: [items] }`, each item its outline. */
type Outline = string | { [list: string]: Outline[][] };
function outline(node: JSONContent): Outline[] {
  return (node.content ?? []).map((child): Outline => {
    if (child.type === 'bulletList' || child.type === 'orderedList')
      return { [child.type]: (child.content ?? []).map((item) => outline(item)) };
    return (child.content ?? []).map((text) => text.text ?? '').join('');
  });
}
/** The outline without the empty paragraph a paste leaves after it. */
const pastedOutline = (doc: JSONContent) => outline(doc).filter((block) => block !== '');

describe('pasting real clipboard HTML into the editor', () => {
  it('from Word keeps the heading, bold, italic, the link and the bullet (nested) and numbered lists, and drops fonts, colours, Office markup and unreadable pictures', () => {
    const doc = pasteIntoEditor(sample('word.clipboard.txt'));
    const blocks = doc.content ?? [];
    expect(blocks[0]).toMatchObject({ type: 'heading', attrs: { level: 1 } });
    expect(json(blocks[0]!)).toContain('Lesson plan');
    expect(json(doc)).toContain('{"type":"text","marks":[{"type":"bold"}],"text":"three"}');
    expect(json(doc)).toContain('{"type":"text","marks":[{"type":"italic"}],"text":"short"}');
    expect(json(doc)).toMatch(
      /"type":"link","attrs":\{"href":"https:\/\/example.com\/forum"[^}]*\}\}\],"text":"the forum"/,
    );
    const bullets = blocks.find((block) => block.type === 'bulletList')!;
    expect(bullets.content).toHaveLength(2);
    expect(json(bullets.content![0]!)).toContain('Read the first story');
    expect(json(bullets.content![0]!)).toMatch(/"type":"bulletList".*Note the narrator/);
    expect(json(bullets)).not.toMatch(/·|"o"/);
    const numbered = blocks.find((block) => block.type === 'orderedList')!;
    expect(json(numbered)).toMatch(/Open the book.*Answer the questions/);
    expect(json(numbered)).not.toContain('1.');
    expect(json(doc)).toContain('Red');
    expect(json(doc)).toContain('Cell text');
    expect(marksOf(doc)).not.toContain('textStyle');
    expect(json(doc)).not.toMatch(/file:|mso-|Calibri|C00000|image/);
  });

  it('from Google Docs keeps the heading, plain words plain (its bold wrapper dropped), bold, italic, the link, both lists and the picture, and drops colours and fonts', () => {
    const doc = pasteIntoEditor(sample('google-docs.clipboard.txt'));
    const blocks = doc.content ?? [];
    expect(blocks[0]).toMatchObject({ type: 'heading', attrs: { level: 2 } });
    expect(json(doc)).toContain('{"type":"text","text":"Plain words, "}');
    expect(json(doc)).toContain('{"type":"text","marks":[{"type":"bold"}],"text":"bold words"}');
    expect(json(doc)).toContain('{"type":"text","marks":[{"type":"italic"}],"text":"italic words"}');
    expect(json(doc)).toContain('"href":"https://docs.example.com/reading"');
    expect(blocks.map((block) => block.type)).toEqual(
      expect.arrayContaining(['bulletList', 'orderedList', 'image']),
    );
    expect(json(doc)).toContain('"src":"https://lh7-rt.googleusercontent.com/docsz/AD_4nXc-picture"');
    expect(marksOf(doc)).not.toContain('textStyle');
    expect(marksOf(doc)).not.toContain('highlight');
    expect(json(doc)).not.toMatch(/Arial|#ff0000|docs-internal/);
  });

  it('from Google Docs keeps nested lists nested, by the level Docs marks on each item, bulleted levels in a numbered list too', () => {
    const doc = pasteIntoEditor(sample('google-docs-nested.clipboard.txt'));
    expect(pastedOutline(doc)).toEqual([
      'Topics of the week',
      {
        bulletList: [
          ['Vocabulary', { bulletList: [['Nouns'], ['Verbs']] }],
          ['Grammar', { bulletList: [['Past simple', { bulletList: [['Irregular verbs']] }]] }],
          ['Listening'],
        ],
      },
      'Homework',
      {
        orderedList: [
          ['Read the story', { orderedList: [['Underline the new words'], ['Look them up']] }],
          ['Answer the questions'],
        ],
      },
    ]);
  });

  it('from a web page keeps the heading, bold, italic, the link and the picture with its alt, and drops scripts, styles, buttons, iframes and unsafe links', () => {
    const doc = pasteIntoEditor(sample('web-page.clipboard.txt'));
    expect(doc.content?.[0]).toMatchObject({ type: 'heading', attrs: { level: 3 } });
    expect(json(doc)).toContain('{"type":"text","marks":[{"type":"bold"}],"text":"at growing intervals"}');
    expect(json(doc)).toContain('"href":"https://research.example.org/spacing"');
    expect(json(doc)).toMatch(
      /"type":"image","attrs":\{"src":"https:\/\/images.example.org\/curve.webp","alt":"Forgetting curve"/,
    );
    expect(json(doc)).toContain('The forgetting curve');
    expect(json(doc)).toContain('Memory is a muscle.');
    expect(json(doc)).not.toMatch(
      /alert|track|Buy now|buy\(|steal|javascript|iframe|horizontalRule|blockquote|srcset/,
    );
  });
});

import { Editor, type JSONContent } from '@tiptap/core';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { lessonDocumentSchema } from '../../../core/editor/document/document-schema.ts';
import { DEFAULT_FONT_SIZES, LINE_HEIGHTS } from '../../../core/editor/editor.constants.ts';
import { lessonExtensions } from '../../../core/editor/lesson-extensions.ts';

// The editor's extensions against the stored schema: a document with every node and mark loads and comes
// back unchanged in meaning and valid; any sequence of toolbar commands on a random document yields a
// document the server takes; the line height and font size rules hold in the editor.

const EVERY_NODE: JSONContent = {
  type: 'doc',
  content: [
    {
      type: 'heading',
      attrs: { level: 3, textAlign: 'center', lineHeight: '1.8', indent: 2 },
      content: [{ type: 'text', text: 'Title' }],
    },
    {
      type: 'paragraph',
      content: [
        {
          type: 'text',
          text: 'bold',
          marks: [{ type: 'bold' }, { type: 'italic' }, { type: 'underline' }, { type: 'strike' }],
        },
        { type: 'text', text: '2', marks: [{ type: 'superscript' }] },
        {
          type: 'text',
          text: 'styled',
          marks: [
            { type: 'textStyle', attrs: { fontFamily: 'Georgia', fontSize: '18px', color: '#ff0000' } },
            { type: 'highlight', attrs: { color: '#ffff00' } },
          ],
        },
        {
          type: 'text',
          text: 'tip',
          marks: [{ type: 'tooltip', attrs: { title: 'Term', description: 'Meaning' } }],
        },
        {
          type: 'text',
          text: 'go',
          marks: [
            { type: 'link', attrs: { href: '#unit-4', target: null, rel: null, class: 'builder-button' } },
          ],
        },
      ],
    },
    {
      type: 'orderedList',
      attrs: { start: 3 },
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'three' }] }] },
      ],
    },
    {
      type: 'taskList',
      content: [
        {
          type: 'taskItem',
          attrs: { checked: true },
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'done' }] }],
        },
      ],
    },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'quote' }] }] },
    { type: 'horizontalRule' },
    { type: 'codeBlock', attrs: { theme: 'vs', language: 'css', value: 'a { color: red }', height: 300 } },
    { type: 'htmlBlock', attrs: { open: false, value: '<p>Hi</p>', height: 250 } },
    {
      type: 'iframe',
      attrs: {
        src: 'https://www.youtube.com/embed/x',
        width: 560,
        height: 315,
        allowfullscreen: true,
        frameborder: '0',
      },
    },
    {
      type: 'image',
      attrs: {
        src: 'https://a.test/x.png',
        width: '60%',
        justify: 'center',
        hidemobile: true,
        allowzoom: true,
      },
    },
    {
      type: 'fileBlock',
      attrs: { files: '[{"uuid":"u","name":"a.pdf","url":"/files/a.pdf"}]', fileIds: ['u'] },
    },
    {
      type: 'audioRecording',
      attrs: { src: '/files/a.mp3', 'data-file-id': 'f1', name: 'a.mp3', script: 'Say hello.' },
    },
  ],
};

let editor: Editor | undefined;
afterEach(() => editor?.destroy());
const open = (content: JSONContent) => {
  editor = new Editor({ extensions: lessonExtensions({ host: 'lectern.test' }), content });
  return editor;
};
const valid = (json: unknown) => {
  const parsed = v.safeParse(lessonDocumentSchema, json);
  expect(
    parsed.issues?.map((issue) => `${issue.message} at ${issue.path?.map((item) => item.key).join('.')}`),
  ).toBeUndefined();
};

describe('the lesson editor extensions', () => {
  it('load every node and mark of the schema and give back a document the server takes', () => {
    const json = open(EVERY_NODE).getJSON();
    valid(json);
    expect(json.content?.map((node) => node.type)).toEqual(EVERY_NODE.content!.map((node) => node.type));
    expect(json.content?.[0]?.attrs).toMatchObject({
      level: 3,
      textAlign: 'center',
      lineHeight: '1.8',
      indent: 2,
    });
    expect(json.content?.[6]?.attrs).toMatchObject({
      theme: 'vs',
      language: 'css',
      value: 'a { color: red }',
    });
    expect(json.content?.[9]?.attrs).toMatchObject({
      src: 'https://a.test/x.png',
      width: '60%',
      justify: 'center',
      hidemobile: true,
    });
  });

  it('set only the 13 line heights and indent at most 8 levels', () => {
    const doc = open({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }],
    });
    doc.commands.selectAll();
    expect(doc.commands.setLineHeight('2.5')).toBe(false);
    expect(doc.commands.setLineHeight('0.85')).toBe(false);
    for (const value of LINE_HEIGHTS) {
      expect(doc.commands.setLineHeight(value)).toBe(true);
      expect(doc.getJSON().content?.[0]?.attrs?.lineHeight).toBe(value);
    }
    for (let i = 0; i < 12; i += 1) doc.commands.indent();
    expect(doc.getJSON().content?.[0]?.attrs?.indent).toBe(8);
    for (let i = 0; i < 12; i += 1) doc.commands.outdent();
    expect(doc.getJSON().content?.[0]?.attrs?.indent).toBeNull();
  });

  it('insert six non-breaking spaces on Tab', () => {
    const doc = open({ type: 'doc', content: [{ type: 'paragraph' }] });
    doc.commands.focus('end');
    doc.commands.insertTab();
    expect(doc.getText()).toBe('\u00a0'.repeat(6));
  });

  it('refuse a foreign iframe and take an allowed one', () => {
    const doc = open({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(doc.commands.insertIframe({ src: 'https://evil.test/x' })).toBe(false);
    expect(doc.commands.insertIframe({ src: 'https://player.vimeo.com/video/1' })).toBe(true);
    valid(doc.getJSON());
  });

  it('yield a valid document after any sequence of toolbar commands', () => {
    const command = fc.oneof(
      fc.constantFrom<(e: Editor) => unknown>(
        (e) => e.chain().toggleBold().run(),
        (e) => e.chain().toggleItalic().run(),
        (e) => e.chain().toggleUnderline().run(),
        (e) => e.chain().toggleStrike().run(),
        (e) => e.chain().toggleSuperscript().run(),
        (e) => e.chain().toggleSubscript().run(),
        (e) => e.chain().unsetAllMarks().clearNodes().run(),
        (e) => e.chain().setParagraph().run(),
        (e) => e.chain().toggleBulletList().run(),
        (e) => e.chain().toggleOrderedList().run(),
        (e) => e.chain().toggleTaskList().run(),
        (e) => e.chain().toggleBlockquote().run(),
        (e) => e.chain().setTextAlign('center').run(),
        (e) => e.chain().setTextAlign('right').run(),
        (e) => e.chain().indent().run(),
        (e) => e.chain().outdent().run(),
        (e) => e.chain().setHorizontalRule().run(),
        (e) => e.chain().insertCodeBlock().run(),
        (e) => e.chain().insertHtmlBlock('<p>x</p>').run(),
        (e) => e.chain().setImage({ src: 'https://a.test/x.png' }).run(),
        (e) =>
          e
            .chain()
            .insertFileBlock([{ uuid: 'u', name: 'f.pdf' }])
            .run(),
        (e) => e.chain().setLink({ href: 'https://a.test/' }).run(),
        (e) => e.chain().unsetLink().run(),
        (e) => e.chain().setTooltip({ title: 'T', description: 'D' }).run(),
        (e) => e.chain().insertContent('typed').run(),
        (e) => e.chain().insertTab().run(),
        (e) => e.commands.selectAll(),
        (e) => e.commands.focus('start'),
        (e) => e.commands.focus('end'),
      ),
      fc.integer({ min: 1, max: 6 }).map(
        (level) => (e: Editor) =>
          e
            .chain()
            .toggleHeading({ level: level as 1 })
            .run(),
      ),
      fc.constantFrom(...LINE_HEIGHTS).map((value) => (e: Editor) => e.chain().setLineHeight(value).run()),
      fc.constantFrom(...DEFAULT_FONT_SIZES).map((size) => (e: Editor) => e.chain().setFontSize(size).run()),
      fc
        .constantFrom('Inter', 'Georgia')
        .map((family) => (e: Editor) => e.chain().setFontFamily(family).run()),
      fc
        .constantFrom('#ff0000', '#3965FF80', 'transparent')
        .map((colour) => (e: Editor) => e.chain().setColor(colour).setHighlight({ color: colour }).run()),
    );
    fc.assert(
      fc.property(fc.array(command, { maxLength: 25 }), (commands) => {
        const doc = open(EVERY_NODE);
        for (const run of commands) run(doc);
        valid(doc.getJSON());
        doc.destroy();
      }),
      { numRuns: 60 },
    );
  });
});

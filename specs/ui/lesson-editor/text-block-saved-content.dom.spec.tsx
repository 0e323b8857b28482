import { act, cleanup, render } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enEditor from '../../../app/server/translations/en/editor.json' with { type: 'json' };
import enUi from '../../../app/server/translations/en/ui.json' with { type: 'json' };
import type { EditorDoc } from '../../../core/api/lessons.ts';
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import { TextBlockEditor } from '../../../ui/lesson-editor/text-block-editor.tsx';

// A save's answer gives the text block its document back as the database's JSON wrote it: the same
// content with its keys in another order. The text must stay as it is (selection, toolbar and all);
// only a document that differs in content replaces it.

const catalog = { editor: enEditor, ui: enUi };
const inI18n = (ui: ReactElement) => (
  <I18nProvider language="en" catalog={catalog} fallback={catalog}>
    {ui}
  </I18nProvider>
);
afterEach(cleanup);

const typed: EditorDoc = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Coloured ' },
        { type: 'text', text: 'words', marks: [{ type: 'textStyle', attrs: { color: '#8e24aa' } }] },
      ],
    },
  ],
} as EditorDoc;

/** A value with every object's keys in reverse order, as a database's JSON may answer it. */
function reordered<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reordered) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, inner]) => [key, reordered(inner)]),
  ) as T;
}

function editorOf(container: HTMLElement): Editor {
  const element = container.querySelector('.ProseMirror') as (HTMLElement & { editor?: Editor }) | null;
  if (!element?.editor) throw new Error('no editor');
  return element.editor;
}

describe('the text block given its saved document back', () => {
  it('keeps the text and the selection when only the keys’ order differs', () => {
    const onChange = vi.fn();
    const view = render(inI18n(<TextBlockEditor label="Text" content={null} onChange={onChange} />));
    const editor = editorOf(view.container);
    act(() => {
      editor.commands.setContent(typed as never);
      editor.commands.setTextSelection({ from: 10, to: 15 });
    });
    const before = editor.getJSON();
    const saved = reordered(before) as EditorDoc;
    expect(JSON.stringify(saved)).not.toBe(JSON.stringify(before));

    view.rerender(inI18n(<TextBlockEditor label="Text" content={saved} onChange={onChange} />));
    expect(editor.getJSON()).toEqual(before);
    expect([editor.state.selection.from, editor.state.selection.to]).toEqual([10, 15]);
  });

  it('shows a document that differs in content (a reload, a copy)', () => {
    const view = render(inI18n(<TextBlockEditor label="Text" content={typed} onChange={vi.fn()} />));
    const editor = editorOf(view.container);
    const other = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Copied from another lesson' }] }],
    } as EditorDoc;
    view.rerender(inI18n(<TextBlockEditor label="Text" content={reordered(other)} onChange={vi.fn()} />));
    expect(editor.getText()).toBe('Copied from another lesson');
  });

  it('keeps the caret where it was when the saved document differs after it (an HTML block cleaned)', () => {
    const sent = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Buttons:' }] },
        { type: 'paragraph' },
        { type: 'htmlBlock', attrs: { open: true, value: '<p onclick="x()">Hi</p>' } },
        { type: 'paragraph', content: [{ type: 'text', text: 'After' }] },
      ],
    } as EditorDoc;
    const view = render(inI18n(<TextBlockEditor label="Text" content={sent} onChange={vi.fn()} />));
    const editor = editorOf(view.container);
    // The caret on the empty line under "Buttons:".
    act(() => {
      editor.commands.setTextSelection(11);
    });
    expect(editor.state.selection.$from.parent.content.size).toBe(0);
    const cleaned = JSON.parse(JSON.stringify(editor.getJSON()).replace(' onclick=\\"x()\\"', ''));
    expect(JSON.stringify(cleaned)).not.toContain('onclick');

    view.rerender(inI18n(<TextBlockEditor label="Text" content={cleaned} onChange={vi.fn()} />));
    expect(JSON.stringify(editor.getJSON())).not.toContain('onclick');
    expect(editor.state.selection.from).toBe(11);
  });
});

describe('the text block given an older document of its own', () => {
  const paragraph = (text: string) =>
    ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] }) as EditorDoc;

  it('keeps what was written since: a late echo of its own earlier text never replaces newer text', () => {
    const handed: EditorDoc[] = [];
    const onChange = (doc: EditorDoc) => handed.push(doc);
    const view = render(inI18n(<TextBlockEditor label="Text" content={null} onChange={onChange} />));
    const editor = editorOf(view.container);
    act(() => {
      editor.commands.insertContent('First words');
    });
    act(() => {
      editor.commands.selectAll();
      editor.commands.setLink({ href: 'https://example.com/guide' });
    });
    expect(handed).toHaveLength(2);
    const [older, newer] = handed as [EditorDoc, EditorDoc];

    // The lesson catches up late: it renders the first text after the link was already made.
    view.rerender(inI18n(<TextBlockEditor label="Text" content={older} onChange={onChange} />));
    expect(editor.getJSON()).toEqual(newer);
    expect(view.container.querySelector('a[href="https://example.com/guide"]')).not.toBeNull();
    view.rerender(inI18n(<TextBlockEditor label="Text" content={newer} onChange={onChange} />));
    expect(editor.getJSON()).toEqual(newer);
  });

  it('shows its own earlier text again once something else was shown in between (a Retry after a failed save)', () => {
    const handed: EditorDoc[] = [];
    const view = render(
      inI18n(<TextBlockEditor label="Text" content={null} onChange={(doc) => handed.push(doc)} />),
    );
    const editor = editorOf(view.container);
    act(() => {
      editor.commands.insertContent('Unsaved words');
    });
    const draft = handed.at(-1) as EditorDoc;
    // The save failed: the screen goes back to the saved text, then Retry brings the draft back.
    view.rerender(inI18n(<TextBlockEditor label="Text" content={paragraph('Saved')} onChange={vi.fn()} />));
    expect(editor.getText()).toBe('Saved');
    view.rerender(inI18n(<TextBlockEditor label="Text" content={draft} onChange={vi.fn()} />));
    expect(editor.getText()).toBe('Unsaved words');
  });
});

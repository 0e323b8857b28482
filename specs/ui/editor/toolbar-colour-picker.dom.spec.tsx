import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/core';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enEditor from '../../../app/server/translations/en/editor.json' with { type: 'json' };
import enUi from '../../../app/server/translations/en/ui.json' with { type: 'json' };
import type { EditorDoc } from '../../../core/api/lessons.ts';
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import { TextBlockEditor } from '../../../ui/lesson-editor/text-block-editor.tsx';

// The formatting toolbar's colour pickers (spec 1 §2-§4, docs/editor.md "Tests"): the popover opens by its
// button inside the toolbar, as a dialog named after the picker's label, and the toolbar stays shown while
// the focus is in it, even when the text changes under it (a save's answer); a pick colours the selection.

const catalog = { editor: enEditor, ui: enUi };
const inI18n = (ui: ReactElement) => (
  <I18nProvider language="en" catalog={catalog} fallback={catalog}>
    {ui}
  </I18nProvider>
);
afterEach(cleanup);

const doc = (...lines: string[]): EditorDoc =>
  ({
    type: 'doc',
    content: lines.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  }) as EditorDoc;

function editorOf(container: HTMLElement): Editor {
  const element = container.querySelector('.ProseMirror') as (HTMLElement & { editor?: Editor }) | null;
  if (!element?.editor) throw new Error('no editor');
  return element.editor;
}

describe('the formatting toolbar’s colour pickers', () => {
  it.each([
    ['Text colour', 'textStyle'],
    ['Highlight', 'highlight'],
  ])(
    '%s: the popover is a dialog named after the picker, by its button in the toolbar, which stays shown while it is open',
    async (label, mark) => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      const view = render(
        inI18n(<TextBlockEditor label="Text" content={doc('Coloured words')} onChange={onChange} />),
      );
      const editor = editorOf(view.container);
      await user.click(screen.getByRole('textbox', { name: 'Text' }));
      act(() => {
        editor.commands.setTextSelection({ from: 10, to: 15 });
      });
      await user.keyboard('{Alt>}{F10}{/Alt}');
      const toolbar = await screen.findByRole('toolbar', { name: 'Text formatting' });

      await user.click(within(toolbar).getByRole('button', { name: new RegExp(`^${label} `) }));
      const picker = await screen.findByRole('dialog', { name: label });
      // Anchored by its button: inside the toolbar, not at the page's end.
      expect(toolbar.parentElement?.contains(picker)).toBe(true);
      await waitFor(() => expect(picker.contains(document.activeElement)).toBe(true));

      // The text changes while the focus is in the picker (a save's answer): the toolbar and its picker stay.
      view.rerender(
        inI18n(<TextBlockEditor label="Text" content={doc('Coloured words', 'Saved')} onChange={onChange} />),
      );
      expect(editor.getText()).toContain('Saved');
      expect(screen.getByRole('toolbar', { name: 'Text formatting' })).toBe(toolbar);
      expect(toolbar.isConnected).toBe(true);
      expect(screen.getByRole('dialog', { name: label })).toBe(picker);

      await user.click(within(picker).getByRole('button', { name: '#3965ff' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const words = JSON.stringify(editor.getJSON());
      expect(words).toMatch(
        new RegExp(`"type":"${mark}","attrs":\\{[^}]*"color":"#3965ff"[^}]*\\}\\}\\],"text":"words"`),
      );
    },
  );

  it('Escape closes the picker and leaves the toolbar open with the focus on the picker’s button', async () => {
    const user = userEvent.setup();
    const view = render(
      inI18n(<TextBlockEditor label="Text" content={doc('Coloured words')} onChange={vi.fn()} />),
    );
    const editor = editorOf(view.container);
    await user.click(screen.getByRole('textbox', { name: 'Text' }));
    act(() => {
      editor.commands.setTextSelection({ from: 10, to: 15 });
    });
    await user.keyboard('{Alt>}{F10}{/Alt}');
    const toolbar = await screen.findByRole('toolbar', { name: 'Text formatting' });
    const trigger = within(toolbar).getByRole('button', { name: /^Text colour / });
    await user.click(trigger);
    const picker = await screen.findByRole('dialog', { name: 'Text colour' });
    await waitFor(() => expect(picker.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toolbar.isConnected).toBe(true);
    expect(document.activeElement).toBe(trigger);
  });
});

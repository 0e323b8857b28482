import { Extension } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';

/** The controls of a block's view the keyboard can reach. */
const CONTROLS =
  'button:not(:disabled), select:not(:disabled), input:not(:disabled), textarea:not(:disabled), [tabindex="0"], .cm-content';

/**
 * Tab on a selected block with controls of its own (an image's handles and settings, a code or HTML
 * block's language, templates and code) moves the focus into them; the view's Escape brings it back. It
 * runs before the Tab that inserts spaces.
 */
export const NodeViewFocus = Extension.create({
  name: 'nodeViewFocus',
  priority: 1000,
  addKeyboardShortcuts() {
    return {
      Tab: ({ editor }) => {
        const { selection } = editor.state;
        if (!(selection instanceof NodeSelection)) return false;
        const dom = editor.view.nodeDOM(selection.from);
        if (!(dom instanceof HTMLElement)) return false;
        const control = dom.querySelector<HTMLElement>(CONTROLS);
        if (!control) return false;
        control.focus();
        return true;
      },
    };
  },
});

import { Node } from '@tiptap/core';
import { CODE_HEIGHT_DEFAULT } from '../editor.constants.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    htmlBlock: {
      /** Inserts an HTML block with its code area open. */
      insertHtmlBlock: (value?: string) => ReturnType;
    };
  }
}

/** A block of the expert's own HTML (spec 1 §3: open, value), sanitized by the server on save. */
export const HtmlBlock = Node.create({
  name: 'htmlBlock',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      open: { default: true },
      value: { default: '' },
      height: { default: CODE_HEIGHT_DEFAULT },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-html-block]', getAttrs: (element) => ({ value: element.innerHTML }) }];
  },
  // The markup is shown by the node view (in the editor) and the renderer (for students), never as the node's DOM.
  renderHTML() {
    return ['div', { 'data-html-block': '', class: 'lesson-html' }];
  },
  addCommands() {
    return {
      insertHtmlBlock:
        (value = '') =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { value, open: true } }),
    };
  },
});

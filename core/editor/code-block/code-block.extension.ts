import { Node } from '@tiptap/core';
import {
  CODE_HEIGHT_DEFAULT,
  CODE_LANGUAGE_DEFAULT,
  CODE_THEME_DEFAULT,
  type CodeTheme,
} from '../editor.constants.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    codeEditorBlock: {
      /** Inserts a code block (theme vs-dark, language html, 250 px high). */
      insertCodeBlock: (attributes?: { language?: string; theme?: CodeTheme; value?: string }) => ReturnType;
    };
  }
}

/** A code block edited in its own code editor (spec 1 §3: theme, language, value; §9 heights). */
export const CodeBlock = Node.create({
  name: 'codeBlock',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      theme: { default: CODE_THEME_DEFAULT },
      language: {
        default: CODE_LANGUAGE_DEFAULT,
        parseHTML: (element) =>
          element.querySelector('code')?.getAttribute('data-language') ?? CODE_LANGUAGE_DEFAULT,
      },
      value: { default: '', parseHTML: (element) => element.textContent ?? '' },
      height: { default: CODE_HEIGHT_DEFAULT },
    };
  },
  parseHTML() {
    return [{ tag: 'pre', preserveWhitespace: 'full' }];
  },
  renderHTML({ node }) {
    return [
      'pre',
      { class: 'lesson-code', 'data-theme': node.attrs.theme },
      ['code', { 'data-language': node.attrs.language }, String(node.attrs.value ?? '')],
    ];
  },
  addCommands() {
    return {
      insertCodeBlock:
        (attributes = {}) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: attributes }),
    };
  },
});

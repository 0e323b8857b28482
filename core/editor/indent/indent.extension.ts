import { Extension } from '@tiptap/core';
import { INDENT_MAX_LEVEL, TAB_TEXT } from '../editor.constants.ts';
import { indentMargin, nextIndent } from './indent-rules.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    indent: {
      /** Indents the selected paragraphs and headings by 3em, up to 8 levels. */
      indent: () => ReturnType;
      outdent: () => ReturnType;
      /** Inserts six non-breaking spaces (the Tab key). */
      insertTab: () => ReturnType;
    };
  }
}

const TYPES = new Set(['paragraph', 'heading']);

/** Indents of paragraphs and headings (spec 1 §9) and the Tab key. */
export const Indent = Extension.create({
  name: 'indent',
  addGlobalAttributes() {
    return [
      {
        types: [...TYPES],
        attributes: {
          indent: {
            default: null,
            parseHTML: (element) => {
              const em = Number.parseFloat(element.style.marginLeft || '');
              const level = Math.round(em / 3);
              return element.style.marginLeft.endsWith('em') && level > 0
                ? Math.min(level, INDENT_MAX_LEVEL)
                : null;
            },
            renderHTML: (attributes) => {
              const margin = indentMargin(Number(attributes.indent));
              return margin ? { style: `margin-left: ${margin}` } : {};
            },
          },
        },
      },
    ];
  },
  addCommands() {
    const shift =
      (direction: 1 | -1) =>
      () =>
      ({
        tr,
        state,
      }: {
        tr: import('@tiptap/pm/state').Transaction;
        state: import('@tiptap/pm/state').EditorState;
      }) => {
        let changed = false;
        const { from, to } = state.selection;
        state.doc.nodesBetween(from, to, (node, position) => {
          if (!TYPES.has(node.type.name)) return true;
          const level = nextIndent(Number(node.attrs.indent ?? 0), direction);
          if (level !== Number(node.attrs.indent ?? 0)) {
            tr.setNodeMarkup(position, undefined, { ...node.attrs, indent: level === 0 ? null : level });
            changed = true;
          }
          return false;
        });
        return changed;
      };
    return {
      indent: shift(1),
      outdent: shift(-1),
      insertTab:
        () =>
        ({ commands }) =>
          commands.insertContent(TAB_TEXT),
    };
  },
  addKeyboardShortcuts() {
    return {
      Tab: () =>
        this.editor.isActive('listItem') || this.editor.isActive('taskItem')
          ? false
          : this.editor.commands.insertTab(),
      'Mod-]': () => this.editor.commands.indent(),
      'Mod-[': () => this.editor.commands.outdent(),
    };
  },
});

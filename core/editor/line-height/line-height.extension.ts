import { Extension } from '@tiptap/core';
import { lineHeightOf } from './line-height-rules.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    lineHeight: {
      /** Sets the line height of the selected paragraphs and headings: only one of the 13 values is taken. */
      setLineHeight: (value: string) => ReturnType;
      unsetLineHeight: () => ReturnType;
    };
  }
}

const TYPES = ['paragraph', 'heading'];

/** The line-height attribute of paragraphs and headings (spec 1 §3; unset follows the course's 1.3). */
export const LineHeight = Extension.create({
  name: 'lineHeight',
  addGlobalAttributes() {
    return [
      {
        types: TYPES,
        attributes: {
          lineHeight: {
            default: null,
            parseHTML: (element) => lineHeightOf(element.style.lineHeight || ''),
            renderHTML: (attributes) => {
              const value = lineHeightOf(String(attributes.lineHeight ?? ''));
              return value ? { style: `line-height: ${value}` } : {};
            },
          },
        },
      },
    ];
  },
  addCommands() {
    return {
      setLineHeight:
        (value) =>
        ({ commands }) => {
          const lineHeight = lineHeightOf(value);
          if (!lineHeight) return false;
          return TYPES.map((type) => commands.updateAttributes(type, { lineHeight })).some(Boolean);
        },
      unsetLineHeight:
        () =>
        ({ commands }) =>
          TYPES.map((type) => commands.resetAttributes(type, 'lineHeight')).some(Boolean),
    };
  },
});

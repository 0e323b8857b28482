import { Mark, mergeAttributes } from '@tiptap/core';
import { TOOLTIP_DESCRIPTION_MAX, TOOLTIP_TITLE_MAX } from '../editor.constants.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    tooltip: {
      /** Gives the selected text a tooltip (title and description); both empty removes it. */
      setTooltip: (attributes: { title: string; description: string }) => ReturnType;
      unsetTooltip: () => ReturnType;
    };
  }
}

/** A tooltip on a run of text (spec 1 §3 Tooltip: title, description). */
export const Tooltip = Mark.create({
  name: 'tooltip',
  inclusive: false,
  addAttributes() {
    return {
      title: { default: null, parseHTML: (element) => element.getAttribute('data-tooltip-title') },
      description: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-tooltip-description'),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-tooltip-title]' }];
  },
  renderHTML({ HTMLAttributes }) {
    const title = String(HTMLAttributes.title ?? '');
    const description = String(HTMLAttributes.description ?? '');
    return [
      'span',
      mergeAttributes({
        class: 'lesson-tooltip',
        'data-tooltip-title': title,
        'data-tooltip-description': description,
        title: [title, description].filter(Boolean).join(': '),
      }),
      0,
    ];
  },
  addCommands() {
    return {
      setTooltip:
        ({ title, description }) =>
        ({ commands }) => {
          const cleanTitle = title.trim().slice(0, TOOLTIP_TITLE_MAX);
          const cleanDescription = description.trim().slice(0, TOOLTIP_DESCRIPTION_MAX);
          if (!cleanTitle && !cleanDescription) return commands.unsetMark(this.name);
          return commands.setMark(this.name, { title: cleanTitle, description: cleanDescription });
        },
      unsetTooltip:
        () =>
        ({ commands }) =>
          commands.unsetMark(this.name),
    };
  },
});

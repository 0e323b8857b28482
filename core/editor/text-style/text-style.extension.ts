import { TextStyle } from '@tiptap/extension-text-style';
import { TEXT_STYLE_PROPERTIES, TEXT_STYLE_RULES } from './css-values.ts';

// The text-style mark with the button styling attributes of spec 1 §3 (background, backgroundColor,
// cursor, margin, textAlign, width, padding, borderRadius, display: inline by default). Font family, size
// and colour come from their own extensions over the same mark.

const BUTTON_ATTRIBUTES = [
  'background',
  'backgroundColor',
  'cursor',
  'margin',
  'textAlign',
  'width',
  'padding',
  'borderRadius',
  'display',
];

export const LessonTextStyle = TextStyle.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      ...Object.fromEntries(
        BUTTON_ATTRIBUTES.map((name) => [
          name,
          {
            default: null,
            parseHTML: (element: HTMLElement) => {
              const value = element.style.getPropertyValue(TEXT_STYLE_PROPERTIES[name]!);
              return value && TEXT_STYLE_RULES[name]!(value) ? value : null;
            },
            renderHTML: (attributes: Record<string, unknown>) => {
              const value = attributes[name];
              return typeof value === 'string' && TEXT_STYLE_RULES[name]!(value)
                ? { style: `${TEXT_STYLE_PROPERTIES[name]}: ${value}` }
                : {};
            },
          },
        ]),
      ),
    };
  },
});

import Image from '@tiptap/extension-image';
import { IMAGE_WIDTH_DEFAULT } from '../editor.constants.ts';

/** The image with the attributes of spec 1 §3 (width 100 %, justify, hide per device, zoom, full width, file id). */
export const LessonImage = Image.extend({
  draggable: true,
  addAttributes() {
    return {
      ...this.parent?.(),
      width: { default: IMAGE_WIDTH_DEFAULT },
      height: { default: 'auto' },
      display: { default: null },
      'data-file-id': { default: null },
      justify: { default: null },
      hidemobile: { default: false },
      hidetablet: { default: false },
      hidedesktop: { default: false },
      allowzoom: { default: false },
      fullwidth: { default: false },
    };
  },
}).configure({ inline: false, allowBase64: true });

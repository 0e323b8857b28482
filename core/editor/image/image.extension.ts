import Image from '@tiptap/extension-image';
import { Fragment, type Node as ProseMirrorNode, Slice } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { IMAGE_WIDTH_DEFAULT } from '../editor.constants.ts';
import type { ImageRefusalNoticeRenderer } from './image-upload.extension.ts';

/**
 * What the image keeps for the editor it is in: the person's click-to-zoom preference (spec 1 §3), and
 * how a notice is drawn where another site's image was taken out (given by the image's view, ui/editor).
 */
export interface LessonImageStorage {
  /** Whether a new image (picked, pasted or dropped) opens large on click: the person's saved `allowzoom`. */
  allowZoomDefault: boolean;
  /** Told when the person turns click-to-zoom on or off for an image, to save it as their preference. */
  onAllowZoomChange: ((on: boolean) => void) | null;
  /** Draws the notice left where an image that could not be copied was taken out; null: not drawn. */
  refusalNotice: ImageRefusalNoticeRenderer | null;
}

declare module '@tiptap/core' {
  interface Storage {
    image: LessonImageStorage;
  }
}

/** A pasted piece with its images' click-to-zoom set to the person's preference. */
function withZoom(fragment: Fragment, on: boolean): Fragment {
  const nodes: ProseMirrorNode[] = [];
  fragment.forEach((node) => {
    if (node.type.name === 'image')
      nodes.push(node.type.create({ ...node.attrs, allowzoom: on }, null, node.marks));
    else nodes.push(node.copy(withZoom(node.content, on)));
  });
  return Fragment.from(nodes);
}

/**
 * The image with the attributes of spec 1 §3 (width 100 %, justify, hide per device, zoom, full width, file
 * id); click-to-zoom of a new image follows the person's saved preference.
 */
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
  addStorage(): LessonImageStorage {
    return { allowZoomDefault: false, onAllowZoomChange: null, refusalNotice: null };
  },
  addProseMirrorPlugins() {
    const storage = this.storage as LessonImageStorage;
    return [
      ...(this.parent?.() ?? []),
      new Plugin({
        key: new PluginKey('lessonImageZoomDefault'),
        props: {
          // Pasted images open large on click when the person chose that last.
          transformPasted: (slice) =>
            storage.allowZoomDefault
              ? new Slice(withZoom(slice.content, true), slice.openStart, slice.openEnd)
              : slice,
        },
      }),
    ];
  },
}).configure({ inline: false, allowBase64: true });

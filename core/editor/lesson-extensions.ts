import type { AnyExtension } from '@tiptap/core';
import Highlight from '@tiptap/extension-highlight';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import Subscript from '@tiptap/extension-subscript';
import Superscript from '@tiptap/extension-superscript';
import TextAlign from '@tiptap/extension-text-align';
import { Color, FontFamily, FontSize } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';
import { AudioRecording } from './audio-recording/audio-recording.extension.ts';
import { CodeBlock } from './code-block/code-block.extension.ts';
import { TEXT_ALIGNS } from './editor.constants.ts';
import { FileBlock } from './file-block/file-block.extension.ts';
import { HtmlBlock } from './html-block/html-block.extension.ts';
import { Iframe } from './iframe/iframe.extension.ts';
import { LessonImage } from './image/image.extension.ts';
import { ImageUpload, type ImageUploadOptions } from './image/image-upload.extension.ts';
import { Indent } from './indent/indent.extension.ts';
import { LineHeight } from './line-height/line-height.extension.ts';
import { lessonLink } from './link/link.extension.ts';
import { NodeViewFocus } from './node-view-focus/node-view-focus.extension.ts';
import { PasteCleanup } from './paste/paste-cleanup.extension.ts';
import { LessonTextStyle } from './text-style/text-style.extension.ts';
import { Tooltip } from './tooltip/tooltip.extension.ts';

/** Where the editor runs: its host (for autolinks). */
export interface LessonExtensionsOptions {
  host: string;
  /** Extensions that take the place of those of the same name (the node views of ui/editor). */
  replace?: readonly AnyExtension[] | undefined;
  /**
   * Stores a pasted or dropped picture through the upload queue (asked each time: null when the person
   * may not upload images); without it pictures stay as they came.
   */
  uploadImage?: ImageUploadOptions['upload'] | undefined;
  /** Has the server import another site's image the page may not read (POST /files/import). */
  importImage?: ImageUploadOptions['importImage'] | undefined;
  /** The hosts of the product's storage, whose images are not uploaded again (the site's host counts too). */
  storageHosts?: readonly string[] | undefined;
}

/**
 * Every extension of the lesson editor: the schema of `lessonDocumentSchema` node for node. Views
 * (toolbar, insert menu, node views) are added by ui/editor.
 */
export function lessonExtensions({
  host,
  replace = [],
  uploadImage = null,
  importImage = null,
  storageHosts = [],
}: LessonExtensionsOptions): AnyExtension[] {
  const extensions: AnyExtension[] = [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      code: false,
      codeBlock: false,
      link: false,
      trailingNode: {},
    }),
    lessonLink(host),
    LessonTextStyle,
    FontFamily,
    FontSize,
    Color,
    Highlight.configure({ multicolor: true }),
    Subscript,
    Superscript,
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...TEXT_ALIGNS] }),
    TaskList,
    TaskItem.configure({ nested: true }),
    LineHeight,
    Indent,
    Tooltip,
    CodeBlock,
    HtmlBlock,
    Iframe,
    LessonImage,
    FileBlock,
    AudioRecording,
    NodeViewFocus,
    PasteCleanup,
    ImageUpload.configure({ upload: uploadImage, importImage, storageHosts }),
  ];
  return extensions.map((extension) => replace.find((other) => other.name === extension.name) ?? extension);
}

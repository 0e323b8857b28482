import * as v from 'valibot';
import { AUDIO_NAME_MAX, AUDIO_SCRIPT_MAX } from '../audio-recording/audio-recording-rules.ts';
import {
  CODE_HEIGHT_MAX,
  CODE_THEMES,
  CODE_VALUE_MAX_LENGTH,
  DOCUMENT_MAX_DEPTH,
  HEADING_LEVELS,
  IMAGE_JUSTIFIES,
  INDENT_MAX_LEVEL,
  TEXT_MAX_LENGTH,
  TOOLTIP_DESCRIPTION_MAX,
  TOOLTIP_TITLE_MAX,
  URL_MAX_LENGTH,
} from '../editor.constants.ts';
import { isAllowedIframeSrc } from '../iframe/iframe-allowlist.ts';
import { isImageWidth } from '../image/image-rules.ts';
import { isLineHeight } from '../line-height/line-height-rules.ts';
import { isSafeLinkHref, isSafeMediaSrc } from '../link/link-rules.ts';
import { isCssColour, TEXT_STYLE_RULES } from '../text-style/css-values.ts';

// The lesson document the editor writes and the server stores (spec 1 §3 "Editor nodes"): every node,
// mark and attribute the editor has, each value checked. Anything else is refused; attributes not named
// here are dropped. Nothing is added: a document the editor wrote passes through unchanged.

/** A node of a stored document, loosely: the schema below says which ones exist. */
export interface LessonDocumentNode {
  type: string;
  attrs?: Record<string, unknown> | undefined;
  content?: LessonDocumentNode[] | undefined;
  marks?: { type: string; attrs?: Record<string, unknown> | undefined }[] | undefined;
  text?: string | undefined;
}
/** A stored lesson document. */
export interface LessonDocument {
  type: 'doc';
  content: LessonDocumentNode[];
}

const maybe = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema));
const shortText = (max: number) => v.pipe(v.string(), v.maxLength(max));
const flag = maybe(v.union([v.boolean(), v.picklist(['true', 'false'])]));
const pixels = (max: number) =>
  maybe(
    v.union([
      v.pipe(v.number(), v.minValue(0), v.maxValue(max)),
      v.pipe(v.string(), v.regex(/^\d{1,4}(px)?$/)),
    ]),
  );

const linkHref = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(URL_MAX_LENGTH, 'A link address is at most 2048 characters.'),
  v.check(isSafeLinkHref, 'A link must be an http, https, mailto or tel address, or a path of this site.'),
);

const styleValue = (name: string) =>
  maybe(
    v.pipe(
      v.string(),
      v.maxLength(100),
      v.check(
        (value) => value === '' || TEXT_STYLE_RULES[name]!(value),
        `The ${name} of a text is not one the editor sets.`,
      ),
    ),
  );

const markSchema = v.variant(
  'type',
  [
    ...(['bold', 'italic', 'underline', 'strike', 'superscript', 'subscript'] as const).map((type) =>
      v.object({ type: v.literal(type) }),
    ),
    v.object({
      type: v.literal('link'),
      attrs: v.object({
        href: linkHref,
        target: maybe(v.picklist(['_blank', '_self'])),
        rel: maybe(shortText(100)),
        class: maybe(shortText(100)),
      }),
    }),
    v.object({
      type: v.literal('textStyle'),
      attrs: v.optional(
        v.object(Object.fromEntries(Object.keys(TEXT_STYLE_RULES).map((name) => [name, styleValue(name)]))),
      ),
    }),
    v.object({
      type: v.literal('highlight'),
      attrs: v.optional(
        v.object({ color: maybe(v.pipe(v.string(), v.check(isCssColour, 'A highlight is a colour.'))) }),
      ),
    }),
    v.object({
      type: v.literal('tooltip'),
      attrs: v.object({
        title: maybe(shortText(TOOLTIP_TITLE_MAX)),
        description: maybe(shortText(TOOLTIP_DESCRIPTION_MAX)),
      }),
    }),
  ],
  'A text carries only the editor’s marks.',
);

const inlineSchema = v.variant('type', [
  v.object({
    type: v.literal('text'),
    text: v.pipe(
      v.string(),
      v.minLength(1, 'A text node is never empty.'),
      v.maxLength(TEXT_MAX_LENGTH, 'A text is at most 100 000 characters.'),
    ),
    marks: v.optional(v.array(markSchema)),
  }),
  v.object({ type: v.literal('hardBreak') }),
]);

const textBlockAttrs = {
  textAlign: maybe(v.picklist(['left', 'center', 'right', 'justify'])),
  lineHeight: maybe(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.check(isLineHeight, 'A line height is one of 0.8 to 2.0 in 0.1 steps.'),
    ),
  ),
  indent: maybe(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(0),
      v.maxValue(INDENT_MAX_LEVEL, 'An indent is at most 8 levels.'),
    ),
  ),
};

const imageSrc = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (src) => isSafeMediaSrc(src) || /^data:image\/(png|jpe?g|webp|gif);base64,[A-Za-z0-9+/=]+$/.test(src),
    'An image is an http(s) address, a path of this site or a base64 picture.',
  ),
);

const atomNodes = [
  v.object({ type: v.literal('horizontalRule') }),
  v.object({
    type: v.literal('codeBlock'),
    attrs: v.object({
      theme: maybe(v.picklist(CODE_THEMES)),
      language: maybe(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,32}$/i))),
      value: maybe(shortText(CODE_VALUE_MAX_LENGTH)),
      height: pixels(CODE_HEIGHT_MAX),
    }),
  }),
  v.object({
    type: v.literal('htmlBlock'),
    attrs: v.object({
      open: flag,
      value: maybe(shortText(CODE_VALUE_MAX_LENGTH)),
      height: pixels(CODE_HEIGHT_MAX),
    }),
  }),
  v.object({
    type: v.literal('iframe'),
    attrs: v.object({
      src: v.pipe(
        v.string(),
        v.trim(),
        v.check(isAllowedIframeSrc, 'An embedded page must be https from an allowed service.'),
      ),
      frameborder: maybe(v.union([v.literal('0'), v.literal(0)])),
      width: pixels(4000),
      height: pixels(4000),
      allowfullscreen: flag,
    }),
  }),
  v.object({
    type: v.literal('image'),
    attrs: v.object({
      src: imageSrc,
      alt: maybe(shortText(500)),
      title: maybe(shortText(500)),
      width: maybe(
        v.pipe(
          v.union([v.string(), v.number()]),
          v.check((width) => isImageWidth(String(width)), 'An image width is a percentage or pixels.'),
        ),
      ),
      height: maybe(
        v.pipe(
          v.union([v.string(), v.number()]),
          v.check((height) => isImageWidth(String(height)), 'An image height is auto or pixels.'),
        ),
      ),
      display: maybe(v.picklist(['block', 'inline', 'inline-block', 'flex'])),
      'data-file-id': maybe(
        v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^[0-9a-zA-Z-]{1,64}$/))]),
      ),
      justify: maybe(v.picklist(IMAGE_JUSTIFIES)),
      hidemobile: flag,
      hidetablet: flag,
      hidedesktop: flag,
      allowzoom: flag,
      fullwidth: flag,
    }),
  }),
  v.object({
    type: v.literal('audioRecording'),
    attrs: v.object({
      src: v.pipe(
        v.string(),
        v.trim(),
        v.check(isSafeMediaSrc, 'A recording is an http(s) address or a path of this site.'),
      ),
      'data-file-id': maybe(v.union([v.pipe(v.number(), v.integer()), shortText(64)])),
      name: maybe(shortText(AUDIO_NAME_MAX)),
      script: maybe(shortText(AUDIO_SCRIPT_MAX)),
    }),
  }),
  v.object({
    type: v.literal('fileBlock'),
    attrs: v.object({
      files: maybe(
        v.union([shortText(200_000), v.pipe(v.array(v.record(v.string(), v.unknown())), v.maxLength(50))]),
      ),
      fileIds: maybe(
        v.pipe(v.array(v.union([v.pipe(v.number(), v.integer()), shortText(64)])), v.maxLength(50)),
      ),
      preview: flag,
      download: flag,
    }),
  }),
];

let blockVariant: v.GenericSchema<unknown, LessonDocumentNode> | undefined;
const blockSchema: v.GenericSchema<unknown, LessonDocumentNode> = v.lazy(
  () =>
    (blockVariant ??= v.variant(
      'type',
      [
        v.object({
          type: v.literal('paragraph'),
          attrs: v.optional(v.object(textBlockAttrs)),
          content: v.optional(v.array(inlineSchema)),
        }),
        v.object({
          type: v.literal('heading'),
          attrs: v.object({
            level: v.picklist(HEADING_LEVELS, 'A heading is of level 1 to 6.'),
            ...textBlockAttrs,
          }),
          content: v.optional(v.array(inlineSchema)),
        }),
        v.object({ type: v.literal('bulletList'), content: v.array(listItemSchema) }),
        v.object({
          type: v.literal('orderedList'),
          attrs: v.optional(
            v.object({
              start: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999_999))),
              type: maybe(v.picklist(['1', 'a', 'A', 'i', 'I'])),
            }),
          ),
          content: v.array(listItemSchema),
        }),
        v.object({ type: v.literal('taskList'), content: v.array(taskItemSchema) }),
        v.object({ type: v.literal('blockquote'), content: v.array(blockSchema) }),
        ...atomNodes,
      ],
      'A lesson text holds only the editor’s blocks.',
    ) as unknown as v.GenericSchema<unknown, LessonDocumentNode>),
);

const listItemSchema = v.object({
  type: v.literal('listItem'),
  content: v.pipe(v.array(blockSchema), v.minLength(1, 'A list item holds a paragraph.')),
});
const taskItemSchema = v.object({
  type: v.literal('taskItem'),
  attrs: v.optional(v.object({ checked: v.optional(v.boolean()) })),
  content: v.pipe(v.array(blockSchema), v.minLength(1, 'A task holds a paragraph.')),
});

/** How deep a JSON value nests, counted up to `limit + 1` (no further: a hostile document costs nothing). */
function nestsWithin(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth > limit) return false;
    for (const inner of Object.values(item)) stack.push([inner, depth + 1]);
  }
  return true;
}

/** A stored lesson document: the editor's full schema. */
export const lessonDocumentSchema = v.pipe(
  v.unknown(),
  // Nodes, their content lists and attribute objects alternate: a node's depth is about a third of the JSON's.
  v.check((value) => nestsWithin(value, DOCUMENT_MAX_DEPTH * 3), 'The text is nested too deeply.'),
  v.object({
    type: v.literal('doc', 'A text is a document (type doc).'),
    content: v.array(blockSchema),
  }),
) as v.GenericSchema<unknown, LessonDocument>;

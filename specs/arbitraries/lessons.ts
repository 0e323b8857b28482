import fc from 'fast-check';
import type {
  EditorBlock,
  EditorDoc,
  EditorInline,
  EditorMark,
  InfoUnit,
  InfoUnitInput,
  LessonSection,
  LessonSectionInput,
  UnitFile,
} from '../../core/api/lessons.ts';
import { DESKTOP_PLAYER_SIZES, INFO_UNIT_TYPE_IDS, type InfoUnitTypeId } from '../../core/lessons/index.ts';

// Lessons' content as authors build it: editor documents of the basic schema (with text that looks
// like markup), blocks of every type, sections of blocks, as the server answers them or as drafts.

/** Text that often looks like markup or an attack on it. */
export const markupText = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "it's & <b>bold</b>",
    'javascript:alert(1)',
    '</p><iframe src="x">',
  ),
);

/** A link address the schema accepts. */
export const safeHref = fc.constantFrom(
  'https://example.com/?q="<script>"',
  'http://lectern.test/a b',
  'mailto:ada@lectern.test',
  'HTTPS://EXAMPLE.COM/x',
);

const mark: fc.Arbitrary<EditorMark> = fc.oneof(
  fc.constant({ type: 'bold' as const }),
  fc.constant({ type: 'italic' as const }),
  fc.record({
    type: fc.constant('link' as const),
    attrs: fc.record({ href: safeHref, target: fc.constantFrom('_blank' as const, '_self' as const, null) }),
  }),
);

const inline: fc.Arbitrary<EditorInline> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      {
        type: fc.constant('text' as const),
        text: markupText,
        marks: fc.option(fc.array(mark, { maxLength: 3 }), { nil: undefined }),
      },
      { requiredKeys: ['type', 'text'] },
    ),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'hardBreak' as const }) },
);
const inlines = fc.option(fc.array(inline, { maxLength: 4 }), { nil: undefined });

const { block } = fc.letrec<{ block: EditorBlock; item: { type: 'listItem'; content: EditorBlock[] } }>(
  (tie) => ({
    block: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.record({ type: fc.constant('paragraph' as const), content: inlines }, { requiredKeys: ['type'] }),
      fc.record(
        {
          type: fc.constant('heading' as const),
          attrs: fc.record({
            level: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const, 5 as const, 6 as const),
          }),
          content: inlines,
        },
        { requiredKeys: ['type', 'attrs'] },
      ),
      fc.record({
        type: fc.constant('bulletList' as const),
        content: fc.array(tie('item'), { maxLength: 3 }),
      }),
      fc.record({
        type: fc.constant('orderedList' as const),
        attrs: fc.record({ start: fc.integer({ min: 0, max: 20 }) }),
        content: fc.array(tie('item'), { maxLength: 3 }),
      }),
    ) as fc.Arbitrary<EditorBlock>,
    item: fc.record({
      type: fc.constant('listItem' as const),
      content: fc.array(tie('block'), { minLength: 1, maxLength: 2 }),
    }),
  }),
);

/** A text block's document of the basic schema. */
export const editorDoc: fc.Arbitrary<EditorDoc> = fc.record({
  type: fc.constant('doc' as const),
  content: fc.array(block, { maxLength: 4 }),
});

const uuid = fc.uuid({ version: 4 });
const flag = fc.option(fc.boolean(), { nil: null });

/** A file of a block as the server answers it. */
const unitFile: fc.Arbitrary<UnitFile> = fc.record({
  uuid,
  id: fc.nat(),
  url: fc.constant(null),
  process_status: fc.constant('completed' as const),
  allow_doc_download: flag,
  allow_doc_preview: flag,
  pivot: fc.record({ allow_doc_download: flag, allow_doc_preview: flag }),
});

const styles = fc.record({
  bg_color: fc.option(fc.constantFrom('#fff', '#3965FF', 'transparent'), { nil: null }),
  text_color: fc.constant(null),
  block_color: fc.constant(null),
  block_color_2: fc.constant(null),
  button_color: fc.option(fc.constant('#000000ff'), { nil: null }),
});

const unitCommon = (typeId: InfoUnitTypeId) => ({
  type_id: fc.constant(typeId),
  // As the server keeps them: trimmed, a blank title being none.
  title: fc.option(
    fc.string({ minLength: 1, maxLength: 20 }).filter((title) => title.trim() === title),
    { nil: null },
  ),
  copied: fc.boolean(),
  quiz_id: typeId === 5 ? fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }) : fc.constant(null),
  styles,
  is_comments_disabled: fc.boolean(),
  is_audio_comment_enabled: fc.boolean(),
  is_video_comment_enabled: fc.boolean(),
  is_file_comment_enabled: fc.boolean(),
  desktop_player_size: fc.option(fc.constantFrom(...DESKTOP_PLAYER_SIZES), { nil: null }),
  preview_index: fc.option(fc.nat(10), { nil: null }),
  is_vertical: fc.boolean(),
  show_preview_on_pause: fc.boolean(),
  show_custom_youtube_player: fc.boolean(),
});

const typeId = fc.constantFrom(...INFO_UNIT_TYPE_IDS);
const holdsFiles = (id: InfoUnitTypeId) => [1, 2, 4].includes(id);

/** A block as the server answers it. */
export const infoUnit: fc.Arbitrary<InfoUnit> = typeId.chain((id) =>
  fc.record({
    ...unitCommon(id),
    id: fc.integer({ min: 1, max: 1_000_000 }),
    order: fc.integer({ min: 1, max: 50 }),
    files: holdsFiles(id) ? fc.array(unitFile, { maxLength: 3 }) : fc.constant([]),
    content: id === 3 ? fc.option(editorDoc, { nil: null }) : fc.constant(null),
    description_formatted: fc.constant(null),
  }),
);

/** A block as a draft holds it: a saved one (with its id) or a new one. */
export const infoUnitDraft: fc.Arbitrary<InfoUnitInput> = typeId.chain((id) =>
  fc.record({
    ...unitCommon(id),
    id: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
    files: holdsFiles(id)
      ? fc.array(fc.record({ uuid, allow_doc_download: flag, allow_doc_preview: flag }), { maxLength: 3 })
      : fc.constant([]),
    content: id === 3 ? fc.option(editorDoc, { nil: null }) : fc.constant(null),
  }),
);

const sectionName = fc.string({ maxLength: 20 }).map((name) => name.trim());

/** A section as the server answers it. */
export const lessonSection: fc.Arbitrary<LessonSection> = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  name: sectionName,
  order: fc.integer({ min: 1, max: 20 }),
  copied: fc.boolean(),
  info_units: fc.array(infoUnit, { maxLength: 5 }),
});

/** A section as a draft holds it. */
export const lessonSectionDraft: fc.Arbitrary<LessonSectionInput> = fc.record({
  id: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
  name: sectionName,
  copied: fc.boolean(),
  info_units: fc.array(infoUnitDraft, { maxLength: 5 }),
});

import * as v from 'valibot';
import { lessonDocumentSchema } from '../editor/document/document-schema.ts';
import {
  DESKTOP_PLAYER_SIZES,
  EDITOR_LINK_PROTOCOLS,
  INFO_UNIT_TYPE_IDS,
  LESSON_LIMITS,
} from '../lessons/lessons.constants.ts';
import { dataEnvelope } from './envelope.ts';
import { fileRecordSchema } from './files.ts';

// Lessons for their authors (spec 1 §3 Lesson, Section, Info unit; §4 "Lesson editing"; §7 "Lessons")
// and the blocks students read (spec 3 §3 Section, Unit). The expert's lesson carries a `version`:
// a save names the version it started from, and a stale one is answered 409 with the lesson as it now is.

const dbId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// ---------------------------------------------------------------------------------------------
// The text block's document: ProseMirror/Tiptap JSON with the basic nodes and marks only.

/** Whether a link address is one a lesson may carry: http, https or mailto, nothing that runs. */
export function isSafeHref(href: string): boolean {
  try {
    return (EDITOR_LINK_PROTOCOLS as readonly string[]).includes(new URL(href).protocol);
  } catch {
    return false;
  }
}

/** Whether an image or preview address is http(s) or a path of this site (never `javascript:` or `data:`). */
export function isSafeMediaUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    const protocol = new URL(url).protocol;
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** A mark of a text node (the full editor schema: core/editor/document/document-schema.ts). */
export type EditorMark =
  | { type: 'bold' }
  | { type: 'italic' }
  | {
      type: 'link';
      attrs: { href: string; target?: '_blank' | '_self' | null; rel?: string | null; class?: string | null };
    }
  | {
      type: 'underline' | 'strike' | 'superscript' | 'subscript' | 'textStyle' | 'highlight' | 'tooltip';
      attrs?: Record<string, unknown> | undefined;
    };
/** A run of text. */
export interface EditorText {
  type: 'text';
  text: string;
  marks?: EditorMark[] | undefined;
}
/** A line break inside a paragraph or heading. */
export interface EditorHardBreak {
  type: 'hardBreak';
}
export type EditorInline = EditorText | EditorHardBreak;
export interface EditorParagraph {
  type: 'paragraph';
  attrs?: Record<string, unknown> | undefined;
  content?: EditorInline[] | undefined;
}
export interface EditorHeading {
  type: 'heading';
  attrs: { level: 1 | 2 | 3 | 4 | 5 | 6; [attribute: string]: unknown };
  content?: EditorInline[] | undefined;
}
export interface EditorListItem {
  type: 'listItem';
  content: EditorBlock[];
}
export interface EditorBulletList {
  type: 'bulletList';
  content: EditorListItem[];
}
export interface EditorOrderedList {
  type: 'orderedList';
  attrs?: { start?: number | undefined; type?: string | null | undefined } | undefined;
  content: EditorListItem[];
}
/** The other blocks of the full editor: task lists, quotes, separators, code, HTML, iframes, images, files. */
export interface EditorRichBlock {
  type:
    | 'taskList'
    | 'blockquote'
    | 'horizontalRule'
    | 'codeBlock'
    | 'htmlBlock'
    | 'iframe'
    | 'image'
    | 'fileBlock';
  attrs?: Record<string, unknown> | undefined;
  content?: unknown[] | undefined;
}
export type EditorBlock =
  | EditorParagraph
  | EditorHeading
  | EditorBulletList
  | EditorOrderedList
  | EditorRichBlock;
/** A text block's document. */
export interface EditorDoc {
  type: 'doc';
  content: EditorBlock[];
}

/**
 * A text block's document (the editor's JSON) in the editor's full schema (spec 1 §3 "Editor nodes"):
 * every node, mark and attribute checked, links only to http, https, mailto, tel or this site, iframes only
 * from the allowed hosts. Anything else is refused; attributes not named are dropped. The server also
 * cleans each HTML block's markup on save (core/editor/html-block/sanitize-document.ts).
 */
export const editorDocSchema = lessonDocumentSchema as unknown as v.GenericSchema<unknown, EditorDoc>;

// ---------------------------------------------------------------------------------------------
// Blocks (info units) and lesson sections.

const colourSchema = v.pipe(
  v.string(),
  v.regex(
    /^(#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|transparent)$/i,
    'A colour is #rgb or #rrggbb (with an optional opacity), or transparent.',
  ),
);
const optionalColour = v.optional(v.nullable(colourSchema), null);

/** A block's colours (spec 3 §3 Unit `styles`); null keeps the page's own. */
export const unitStylesSchema = v.object({
  bg_color: optionalColour,
  text_color: optionalColour,
  block_color: optionalColour,
  block_color_2: optionalColour,
  button_color: optionalColour,
});
export type UnitStyles = v.InferOutput<typeof unitStylesSchema>;

/** A file a block holds, by uuid, with the block's own document switches (the pivot flags; null is allowed). */
export const unitFileRefSchema = v.object({
  uuid: v.pipe(v.string(), v.toLowerCase(), v.regex(UUID, 'A file is named by its uuid.')),
  allow_doc_download: v.optional(v.nullable(v.boolean()), null),
  allow_doc_preview: v.optional(v.nullable(v.boolean()), null),
});
export type UnitFileRef = v.InferOutput<typeof unitFileRefSchema>;

const flag = v.optional(v.boolean(), false);

/** The player fields of a block (spec 3 §3 Unit). */
const playerFields = {
  desktop_player_size: v.optional(v.nullable(v.picklist(DESKTOP_PLAYER_SIZES)), null),
  preview_index: v.optional(
    v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
    null,
  ),
  is_vertical: flag,
  show_preview_on_pause: flag,
  show_custom_youtube_player: flag,
};

/** The comment switches of a block (spec 3 §3 Unit). */
const commentFlags = {
  is_comments_disabled: flag,
  is_audio_comment_enabled: flag,
  is_video_comment_enabled: flag,
  is_file_comment_enabled: flag,
};

const blockTitle = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(LESSON_LIMITS.unitTitleLength, 'A block title is at most 255 characters.'),
      v.transform((title) => (title === '' ? null : title)),
    ),
  ),
  null,
);

/**
 * A block as an author sends it: `id` null for a new one (the server gives it one), an id of the
 * lesson's blocks to keep it. Text only in a text block, files only in audio, video and file blocks,
 * a quiz only in a practice block.
 */
export const infoUnitInputSchema = v.pipe(
  v.object({
    id: v.optional(v.nullable(dbId), null),
    type_id: v.picklist(INFO_UNIT_TYPE_IDS, 'A block is of type 1 to 7.'),
    title: blockTitle,
    copied: flag,
    files: v.optional(
      v.pipe(
        v.array(unitFileRefSchema),
        v.maxLength(LESSON_LIMITS.filesPerUnit, 'A block holds at most 50 files.'),
      ),
      [],
    ),
    content: v.optional(v.nullable(editorDocSchema), null),
    quiz_id: v.optional(v.nullable(dbId), null),
    styles: v.optional(unitStylesSchema, {}),
    ...commentFlags,
    ...playerFields,
  }),
  v.forward(
    v.check((unit) => unit.content === null || unit.type_id === 3, 'Only a text block holds text.'),
    ['content'],
  ),
  v.forward(
    v.check((unit) => unit.quiz_id === null || unit.type_id === 5, 'Only a practice block names a quiz.'),
    ['quiz_id'],
  ),
  v.forward(
    v.check(
      (unit) => unit.files.length === 0 || [1, 2, 4].includes(unit.type_id),
      'Only audio, video and file blocks hold files.',
    ),
    ['files'],
  ),
);
/** A block as an author's draft holds it (and sends it): `id` null until saved. */
export type InfoUnitInput = v.InferOutput<typeof infoUnitInputSchema>;

const sectionName = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(LESSON_LIMITS.sectionNameLength, 'A section name is at most 200 characters.'),
  ),
  '',
);
const sectionUnits = v.optional(
  v.pipe(
    v.array(infoUnitInputSchema),
    v.maxLength(LESSON_LIMITS.unitsPerSection, 'A section holds at most 500 blocks.'),
  ),
  [],
);

/** A lesson section as an author sends it: `id` null for a new one; its blocks in their order. */
export const lessonSectionInputSchema = v.object({
  id: v.optional(v.nullable(dbId), null),
  name: sectionName,
  copied: flag,
  info_units: sectionUnits,
});
export type LessonSectionInput = v.InferOutput<typeof lessonSectionInputSchema>;

/** A file of a block as the lesson answers it: the file record, the block's switches in `pivot`. */
export const unitFileSchema = fileRecordSchema;
export type UnitFile = v.InferOutput<typeof unitFileSchema>;

const nullableString = v.nullable(v.string());

/** A block as its author reads it (spec 1 §3 Info unit, spec 3 §3 Unit). */
export const infoUnitSchema = v.object({
  id: v.number(),
  type_id: v.picklist(INFO_UNIT_TYPE_IDS),
  /** Null when untitled: `unitTitle` gives the label 'Block #{n} ({type})'. */
  title: nullableString,
  /** 1-based place in its section. */
  order: v.number(),
  copied: v.boolean(),
  files: v.array(unitFileSchema),
  /** The text block's document; null for other blocks. */
  content: v.nullable(editorDocSchema),
  /** The document rendered to safe HTML by the server; null for other blocks. */
  description_formatted: nullableString,
  quiz_id: v.nullable(v.number()),
  styles: v.object({
    bg_color: nullableString,
    text_color: nullableString,
    block_color: nullableString,
    block_color_2: nullableString,
    button_color: nullableString,
  }),
  is_comments_disabled: v.boolean(),
  is_audio_comment_enabled: v.boolean(),
  is_video_comment_enabled: v.boolean(),
  is_file_comment_enabled: v.boolean(),
  desktop_player_size: v.nullable(v.picklist(DESKTOP_PLAYER_SIZES)),
  preview_index: v.nullable(v.number()),
  is_vertical: v.boolean(),
  show_preview_on_pause: v.boolean(),
  show_custom_youtube_player: v.boolean(),
});
export type InfoUnit = v.InferOutput<typeof infoUnitSchema>;

/** A lesson section as its author reads it (spec 1 §3 Section). */
export const lessonSectionSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** 1-based; the constructor's `?section=` is `order - 1`. */
  order: v.number(),
  copied: v.boolean(),
  info_units: v.array(infoUnitSchema),
});
export type LessonSection = v.InferOutput<typeof lessonSectionSchema>;

// ---------------------------------------------------------------------------------------------
// The expert's lesson.

/** A preview image or clip of a lesson (spec 1 §3 Media item). */
export const mediaItemSchema = v.object({
  url: v.pipe(
    v.string(),
    v.maxLength(2048),
    v.check(isSafeMediaUrl, 'A preview is an http(s) address or a path of this site.'),
  ),
  extension: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(16))), null),
  mime_type: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(127))), null),
  preview_index: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null),
});
export type MediaItem = v.InferOutput<typeof mediaItemSchema>;

/** The course's text styles the editor shows the lesson in (spec 1 §3 `course.custom_styles.font_styles`). */
export const fontStylesSchema = v.object({ family: v.string(), size: v.string(), height: v.number() });
export type FontStyles = v.InferOutput<typeof fontStylesSchema>;

/** The course a lesson belongs to, as the editor reads it. */
export const lessonEditorCourseSchema = v.object({
  id: v.number(),
  title: v.string(),
  slug: v.string(),
  type: v.picklist(['course', 'marathon', 'closed_group']),
  custom_styles: v.object({ font_styles: fontStylesSchema }),
});

/** The lesson as its author reads it (spec 1 §3 Lesson), with the version a save must name. */
export const expertLessonSchema = v.object({
  id: v.number(),
  course_id: v.number(),
  /** The program section the lesson stands in; null while it stands in none. */
  course_nodeble_id: v.nullable(v.number()),
  title: v.string(),
  slug: v.string(),
  status_id: v.number(),
  type_id: v.number(),
  image: nullableString,
  is_public: v.boolean(),
  is_skip_checkpoint: v.boolean(),
  is_open: v.boolean(),
  is_preview_added: v.boolean(),
  lesson_previews: v.array(mediaItemSchema),
  video_previews: v.array(mediaItemSchema),
  preview: nullableString,
  accessible_after_days: v.number(),
  /** `HH:MM`. */
  accessible_start_hour: v.string(),
  accessible_timezone: nullableString,
  accessible_timezone_id: v.nullable(v.number()),
  /** Lessons of the course this one opens after. */
  accessible_after_ids: v.array(v.number()),
  /** The lesson's quizzes it shows (spec 1 §3 `quizzes`, sent as quiz_ids). */
  quiz_ids: v.array(v.number()),
  sections: v.array(lessonSectionSchema),
  course: lessonEditorCourseSchema,
  /** Raised by every save of the lesson; a save naming an older one is refused (409). */
  version: v.number(),
});
export type ExpertLesson = v.InferOutput<typeof expertLessonSchema>;

/** `GET`/`PUT /courses/{course}/lessons-new/{lesson}` and every write of a lesson's content. */
export const expertLessonResponseSchema = dataEnvelope(expertLessonSchema);

/** The body of a 409: the save met a newer version; `data` is the lesson as the server now has it. */
export const lessonConflictSchema = v.object({ message: v.string(), data: expertLessonSchema });
export type LessonConflict = v.InferOutput<typeof lessonConflictSchema>;

const lessonTitle = v.pipe(
  v.string('Give the lesson a title.'),
  v.trim(),
  v.nonEmpty('Give the lesson a title.'),
  v.maxLength(LESSON_LIMITS.titleLength, 'A lesson title is at most 255 characters.'),
);
const smallCode = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10));
const mediaUrl = v.nullable(
  v.pipe(
    v.string(),
    v.maxLength(2048),
    v.check(isSafeMediaUrl, 'An image is an http(s) address or a path of this site.'),
  ),
);
const previews = v.pipe(
  v.array(mediaItemSchema),
  v.maxLength(LESSON_LIMITS.previewsPerLesson, 'A lesson has at most 20 previews.'),
);

/** Whether a time zone name is one the runtime knows (`Europe/Kyiv`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * `PUT /courses/{course}/lessons-new/{lesson}`: the whole lesson. `version` is the one it was read
 * at (always required; a stale one is 409); `sections`, when sent, is the whole content (sections and
 * blocks without id are created, those left out deleted; ids of another lesson are refused, 422).
 * A field left out keeps its value, `sections` too (a title-only save keeps the content); keys the
 * lesson answers but a save does not take (`id`, `course`, `slug`…) are ignored.
 */
export const lessonSaveRequestSchema = v.object({
  version: v.pipe(v.number('Send the version the lesson was read at.'), v.integer(), v.minValue(1)),
  title: v.optional(lessonTitle),
  status_id: v.optional(smallCode),
  type_id: v.optional(smallCode),
  image: v.optional(mediaUrl),
  is_public: v.optional(v.boolean()),
  is_open: v.optional(v.boolean()),
  is_skip_checkpoint: v.optional(v.boolean()),
  is_preview_added: v.optional(v.boolean()),
  lesson_previews: v.optional(previews),
  video_previews: v.optional(previews),
  preview: v.optional(mediaUrl),
  accessible_after_days: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(0, 'Days are 0 or more.'),
      v.maxValue(LESSON_LIMITS.accessibleAfterDays, 'At most 3650 days.'),
    ),
  ),
  accessible_start_hour: v.optional(
    v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A start hour is HH:MM, 00:00 to 23:59.')),
  ),
  accessible_timezone: v.optional(
    v.nullable(v.pipe(v.string(), v.maxLength(64), v.check(isTimeZone, 'This is not a known time zone.'))),
  ),
  accessible_timezone_id: v.optional(v.nullable(dbId)),
  accessible_after_ids: v.optional(v.pipe(v.array(dbId), v.maxLength(500))),
  quiz_ids: v.optional(v.pipe(v.array(dbId), v.maxLength(500))),
  course_nodeble_id: v.optional(v.nullable(dbId)),
  sections: v.optional(
    v.pipe(
      v.array(lessonSectionInputSchema),
      v.maxLength(LESSON_LIMITS.sectionsPerLesson, 'A lesson has at most 100 sections.'),
    ),
  ),
});
export type LessonSaveRequest = v.InferInput<typeof lessonSaveRequestSchema>;
/** A save as the server reads it: `sections` left out keeps the lesson's content. */
export type LessonSaveBody = v.InferOutput<typeof lessonSaveRequestSchema>;
/** A whole save, the content included: what `lessonDraftOf` builds and the constructor sends. */
export type LessonSave = LessonSaveBody & { sections: NonNullable<LessonSaveBody['sections']> };

/** `POST /courses/{course}/lessons-new`: a new lesson, at the end of the program section named (else the last). */
export const lessonCreateRequestSchema = v.object({
  title: lessonTitle,
  course_nodeble_id: v.optional(v.nullable(dbId)),
});
export type LessonCreateRequest = v.InferInput<typeof lessonCreateRequestSchema>;

const optionalVersion = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)));

/** `PUT /lessons/{lesson}/copy/{from}`: `version`, when sent, must be the lesson's (409 otherwise). */
export const lessonCopyRequestSchema = v.object({ version: optionalVersion });
export type LessonCopyRequest = v.InferInput<typeof lessonCopyRequestSchema>;

/** `POST /lessons/{lesson}/info-section`: a section added at the end, with its blocks. */
export const infoSectionCreateRequestSchema = v.object({
  name: sectionName,
  info_units: sectionUnits,
  version: optionalVersion,
});
export type InfoSectionCreateRequest = v.InferInput<typeof infoSectionCreateRequestSchema>;

/** `PUT /info-section/{id}`: a new name and/or the section's whole list of blocks. */
export const infoSectionUpdateRequestSchema = v.object({
  name: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(LESSON_LIMITS.sectionNameLength, 'A section name is at most 200 characters.'),
    ),
  ),
  info_units: v.optional(
    v.pipe(
      v.array(infoUnitInputSchema),
      v.maxLength(LESSON_LIMITS.unitsPerSection, 'A section holds at most 500 blocks.'),
    ),
  ),
  version: optionalVersion,
});
export type InfoSectionUpdateRequest = v.InferInput<typeof infoSectionUpdateRequestSchema>;

/** The envelope of a section write: the lesson, and the section's id in `meta.info_section_id`. */
export const infoSectionWriteResponseSchema = v.object({
  data: expertLessonSchema,
  meta: v.object({ info_section_id: v.number() }),
});

// ---------------------------------------------------------------------------------------------
// The course program: sections in order, each with its lessons in order.

/** A lesson as the program lists it. */
export const programLessonSchema = v.object({
  id: v.number(),
  title: v.string(),
  slug: v.string(),
  status_id: v.number(),
  type_id: v.number(),
  image: nullableString,
  is_public: v.boolean(),
  /** 1-based place in its program section. */
  order: v.number(),
  course_nodeble_id: v.nullable(v.number()),
  /** The lesson's version (as its save names it): the program page renames a lesson from it. */
  version: v.number(),
});
export type ProgramLesson = v.InferOutput<typeof programLessonSchema>;

/** A program section (a course node): its title and lessons. */
export const programSectionSchema = v.object({
  id: v.number(),
  title: v.string(),
  order: v.number(),
  lessons: v.array(programLessonSchema),
});
export type ProgramSection = v.InferOutput<typeof programSectionSchema>;

/** `GET /courses/{course}/program`. */
export const courseProgramSchema = v.object({
  course: v.object({
    id: v.number(),
    title: v.string(),
    slug: v.string(),
    type: v.picklist(['course', 'marathon', 'closed_group']),
  }),
  sections: v.array(programSectionSchema),
  /** Lessons in no program section (made before programs, or moved out). */
  lessons_without_section: v.array(programLessonSchema),
});
export type CourseProgram = v.InferOutput<typeof courseProgramSchema>;
export const courseProgramResponseSchema = dataEnvelope(courseProgramSchema);

const programSectionTitle = v.pipe(
  v.string('Give the section a title.'),
  v.trim(),
  v.nonEmpty('Give the section a title.'),
  v.maxLength(LESSON_LIMITS.programSectionTitleLength, 'A section title is at most 200 characters.'),
);

/** `POST /courses/{course}/program-sections` and `PUT /program-sections/{id}`: a section's title. */
export const programSectionRequestSchema = v.object({ title: programSectionTitle });
export type ProgramSectionRequest = v.InferInput<typeof programSectionRequestSchema>;

/**
 * `PUT /courses/{course}/program`: the whole arrangement, every program section of the course once in
 * its new order, each with the lessons it now holds in order. Every lesson in a section must be listed
 * (a lesson in none may be listed, which moves it in); ids of another course are refused (422).
 */
export const programArrangementRequestSchema = v.object({
  sections: v.pipe(
    v.array(v.object({ id: dbId, lesson_ids: v.pipe(v.array(dbId), v.maxLength(1000)) })),
    v.maxLength(500),
  ),
});
export type ProgramArrangementRequest = v.InferInput<typeof programArrangementRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Lookups for the editor: courses with lessons to copy from, a course's blocks, closed groups.

/** `GET /courses/list?type_id=1&lessons_search=…`: the school's courses of one type. */
export const coursesListQuerySchema = v.object({
  type_id: v.optional(
    v.pipe(v.unknown(), v.transform(Number), v.picklist([1, 2], 'type_id is 1 (courses) or 2 (marathons).')),
    1,
  ),
  lessons_search: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(LESSON_LIMITS.lessonsSearchLength)),
    '',
  ),
});
export type CoursesListQuery = v.InferInput<typeof coursesListQuerySchema>;

/** A course with its lessons matching the search (all of them without one). */
export const courseWithLessonsSchema = v.object({
  id: v.number(),
  title: v.string(),
  slug: v.string(),
  type_id: v.number(),
  lessons: v.array(
    v.object({
      id: v.number(),
      title: v.string(),
      slug: v.string(),
      course_nodeble_id: v.nullable(v.number()),
    }),
  ),
});
export type CourseWithLessons = v.InferOutput<typeof courseWithLessonsSchema>;
export const coursesListResponseSchema = dataEnvelope(v.array(courseWithLessonsSchema));

/** `GET /courses/{id}/`: the course and the blocks of its public page (the editor's block-of-public-page links). */
export const courseBlocksSchema = v.object({
  id: v.number(),
  title: v.string(),
  slug: v.string(),
  type_id: v.number(),
  description: nullableString,
  image: nullableString,
  info_units: v.array(infoUnitSchema),
});
export type CourseBlocks = v.InferOutput<typeof courseBlocksSchema>;
export const courseBlocksResponseSchema = dataEnvelope(courseBlocksSchema);

// ---------------------------------------------------------------------------------------------
// What students read: a section of a lesson page and one block (spec 3 §3 Section, Unit).

/** A block as the lesson page shows it: the text as safe HTML, never the document. */
export const publicInfoUnitSchema = v.object({
  id: v.number(),
  type_id: v.picklist(INFO_UNIT_TYPE_IDS),
  title: nullableString,
  files: v.array(unitFileSchema),
  description_formatted: nullableString,
  quiz_id: v.nullable(v.number()),
  styles: infoUnitSchema.entries.styles,
  is_comments_disabled: v.boolean(),
  is_audio_comment_enabled: v.boolean(),
  is_video_comment_enabled: v.boolean(),
  is_file_comment_enabled: v.boolean(),
  desktop_player_size: v.nullable(v.picklist(DESKTOP_PLAYER_SIZES)),
  preview_index: v.nullable(v.number()),
  is_vertical: v.boolean(),
  show_preview_on_pause: v.boolean(),
  show_custom_youtube_player: v.boolean(),
});
export type PublicInfoUnit = v.InferOutput<typeof publicInfoUnitSchema>;

/** `GET /info-units/{id}` (spec 2 §7 reads `data.files[0].url`). */
export const publicInfoUnitResponseSchema = dataEnvelope(publicInfoUnitSchema);

/** `GET /public/sections/{section}/part`: a section of the lesson page with its blocks. */
export const publicSectionSchema = v.object({
  id: v.number(),
  title: v.string(),
  sub_title: nullableString,
  lesson_id: v.number(),
  info_units: v.array(publicInfoUnitSchema),
});
export type PublicSection = v.InferOutput<typeof publicSectionSchema>;
export const publicSectionResponseSchema = dataEnvelope(publicSectionSchema);

/** A closed group (spec 1 §3: id and title or name), for the button dialog and the group pages. */
export const closedGroupSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** The title again: the button dialog reads either. */
  name: v.string(),
  members_count: v.number(),
});
export type ClosedGroup = v.InferOutput<typeof closedGroupSchema>;

/** `GET /closed-groups`: the current school's groups, by title. */
export const closedGroupsResponseSchema = dataEnvelope(v.array(closedGroupSchema));

/** One group with its members. */
export const closedGroupDetailSchema = v.object({
  ...closedGroupSchema.entries,
  members: v.array(v.object({ id: v.number(), name: v.string(), email: v.string() })),
});
export type ClosedGroupDetail = v.InferOutput<typeof closedGroupDetailSchema>;
export const closedGroupDetailResponseSchema = dataEnvelope(closedGroupDetailSchema);

/** `POST /closed-groups` and `PUT /closed-groups/{id}`: the group's title. */
export const closedGroupRequestSchema = v.object({
  title: v.pipe(
    v.string('Give the group a title.'),
    v.trim(),
    v.nonEmpty('Give the group a title.'),
    v.maxLength(LESSON_LIMITS.closedGroupTitleLength, 'A group title is at most 200 characters.'),
  ),
});
export type ClosedGroupRequest = v.InferInput<typeof closedGroupRequestSchema>;

/** `POST /closed-groups/{id}/members`: a person of the school, by email. */
export const closedGroupMemberRequestSchema = v.object({
  email: v.pipe(
    v.string('Give the member’s email.'),
    v.trim(),
    v.toLowerCase(),
    v.email('Enter a valid email.'),
    v.maxLength(254),
  ),
});
export type ClosedGroupMemberRequest = v.InferInput<typeof closedGroupMemberRequestSchema>;

/** `POST /closed-groups/{id}/members`: the one 422 message for an email of no one in the school. */
export const CLOSED_GROUP_NOT_IN_SCHOOL = 'No one of the school has this email.';

/** `DELETE /closed-groups/{id}`: the id of the group deleted (its members went with it). */
export const closedGroupDeletedResponseSchema = dataEnvelope(v.object({ id: v.number() }));

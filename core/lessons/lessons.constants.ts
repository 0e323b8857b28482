// Lessons, their sections and blocks (spec 1 §3, §9; spec 3 §3): the spec's numbers and lists, named.

/** Info unit (lesson block) types by name (spec 1 §3, spec 3 §3 Unit). */
export const INFO_UNIT_TYPES = {
  audio: 1,
  video: 2,
  text: 3,
  files: 4,
  practice: 5,
  comments: 6,
  practices: 7,
} as const;

/** A block's `type_id`. */
export type InfoUnitTypeId = (typeof INFO_UNIT_TYPES)[keyof typeof INFO_UNIT_TYPES];

/** Every block `type_id`, in the spec's order. */
export const INFO_UNIT_TYPE_IDS = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly InfoUnitTypeId[];

/** The type a block's untitled label names: 'Block #{n} ({type})'. */
export const INFO_UNIT_TYPE_LABELS: Readonly<Record<InfoUnitTypeId, string>> = {
  1: 'Audio',
  2: 'Video',
  3: 'Text',
  4: 'Files',
  5: 'Practice',
  6: 'Comments',
  7: 'Practices list',
};

/** Blocks that carry files: audio, video, files. */
export const FILE_UNIT_TYPES: readonly InfoUnitTypeId[] = [1, 2, 4];
/** The block whose text is an editor document. */
export const TEXT_UNIT_TYPE: InfoUnitTypeId = 3;
/** The block that shows one practice (a quiz of its lesson). */
export const PRACTICE_UNIT_TYPE: InfoUnitTypeId = 5;
/** Blocks a quiz may stand in (`quizzes.info_unit_id`): practice and practices list. */
export const QUIZ_UNIT_TYPES: readonly InfoUnitTypeId[] = [5, 7];

/** Lesson defaults of spec 1 §3 and §9. */
export const LESSON_DEFAULTS = {
  status_id: 1,
  type_id: 1,
  accessible_after_days: 0,
  accessible_start_hour: '00:00',
  /** The zone the start hour is read in; UTC until the expert picks one. */
  accessible_timezone: 'UTC',
  accessible_timezone_id: null,
  accessible_after_ids: [],
  is_public: false,
  is_open: false,
  is_skip_checkpoint: false,
  is_preview_added: false,
  lesson_previews: [],
  video_previews: [],
  preview: null,
  image: null,
  quiz_ids: [],
} as const;

/** The course's text styles when the school set none (spec 1 §9: 16px, the editor's line height 1.3, Inter). */
export const DEFAULT_FONT_STYLES = { family: 'Inter', size: '16px', height: 1.3 } as const;

/** A new lesson section's name when none is given. */
export const DEFAULT_SECTION_NAME = 'Section 1';
/** The program section a course's lessons go in when it has none yet. */
export const DEFAULT_PROGRAM_SECTION_TITLE = 'Lessons';

/** Course `type_id` of the course list calls (spec 3 §1: 2 means marathon). */
export const COURSE_TYPE_IDS = { course: 1, marathon: 2 } as const;

/** Limits of what one lesson holds (a lesson of 200 blocks is the benchmark's; these leave room). */
export const LESSON_LIMITS = {
  titleLength: 255,
  sectionNameLength: 200,
  unitTitleLength: 255,
  sectionsPerLesson: 100,
  unitsPerSection: 500,
  filesPerUnit: 50,
  previewsPerLesson: 20,
  accessibleAfterDays: 3650,
  lessonsSearchLength: 100,
  programSectionTitleLength: 200,
  closedGroupTitleLength: 200,
} as const;

/** A block's player size on desktop (spec 3 §3 Unit `desktop_player_size`). */
export const DESKTOP_PLAYER_SIZES = ['small', 'medium', 'large'] as const;

/** The colour fields of a block's `styles` (spec 3 §3 Unit). */
export const UNIT_STYLE_KEYS = [
  'bg_color',
  'text_color',
  'block_color',
  'block_color_2',
  'button_color',
] as const;

// The text block's document: the basic editor schema (the full editor is its own issue).

/** Node types a text block's document may hold. */
export const EDITOR_NODE_TYPES = [
  'doc',
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'text',
  'hardBreak',
] as const;
/** Marks a text node may carry. */
export const EDITOR_MARK_TYPES = ['bold', 'italic', 'link'] as const;
/** The schemes a link may point at. */
export const EDITOR_LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'] as const;
/** Deepest nesting of a document (doc, list, item, paragraph, text counts 5): lists nest about ten deep. */
export const EDITOR_MAX_DEPTH = 24;
/** Longest text node. */
export const EDITOR_MAX_TEXT_LENGTH = 100_000;
/** Longest link address. */
export const EDITOR_MAX_HREF_LENGTH = 2048;

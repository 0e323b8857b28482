// The editor's numbers and lists (spec 1 §3 "Editor nodes", §5 "Editor", §9).

/** The 45 default font sizes, 10 to 54 px. */
export const DEFAULT_FONT_SIZES: readonly string[] = Array.from({ length: 45 }, (_, i) => `${10 + i}px`);
/** The default font size of a lesson's text. */
export const DEFAULT_FONT_SIZE = '16px';
/** Largest custom font size a person may add (px). */
export const CUSTOM_FONT_SIZE_MAX = 100;
/** Smallest font size a document may carry (px). */
export const FONT_SIZE_MIN = 1;

/** The 13 line heights a paragraph or heading may take: 0.8 to 2.0 in 0.1 steps. */
export const LINE_HEIGHTS: readonly string[] = Array.from({ length: 13 }, (_, i) =>
  ((8 + i) / 10).toFixed(1),
);
/** The line-height attribute's default. */
export const LINE_HEIGHT_ATTRIBUTE_DEFAULT = '1.5';
/** The line height the editor starts a lesson's text with. */
export const LINE_HEIGHT_EDITOR_DEFAULT = '1.3';

/** One indent step (em) and the deepest indent. */
export const INDENT_STEP_EM = 3;
export const INDENT_MAX_LEVEL = 8;
/** Tab inserts six non-breaking spaces. */
export const TAB_TEXT = '\u00a0'.repeat(6);

/** The font families the toolbar offers (the course's own font is Inter). */
export const FONT_FAMILIES = [
  'Inter',
  'Arial',
  'Georgia',
  'Helvetica',
  'Montserrat',
  'Open Sans',
  'Roboto',
  'Times New Roman',
  'Verdana',
  'monospace',
] as const;

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];
export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;

/** Code block (spec 1 §3, §9). */
export const CODE_THEMES = ['vs', 'vs-dark', 'hc-black'] as const;
export type CodeTheme = (typeof CODE_THEMES)[number];
export const CODE_THEME_DEFAULT: CodeTheme = 'vs-dark';
export const CODE_LANGUAGES = ['html', 'css', 'javascript', 'typescript', 'json', 'plaintext'] as const;
export const CODE_LANGUAGE_DEFAULT = 'html';
export const CODE_HEIGHT_DEFAULT = 250;
/** A dragged code editor stays under this height (px). */
export const CODE_DRAG_HEIGHT_LIMIT = 540;
export const CODE_HEIGHT_MAX = 1000;
export const CODE_PADDING_TOP_HTML = 15;
export const CODE_PADDING_TOP_CODE = 55;
/** The HTML block collapses after this delay (ms). */
export const HTML_BLOCK_COLLAPSE_MS = 320;
/** Longest code or HTML block value. */
export const CODE_VALUE_MAX_LENGTH = 200_000;

/** Iframe block defaults (spec 1 §3). */
export const IFRAME_DEFAULTS = { frameborder: '0', width: 560, height: 315, allowfullscreen: true } as const;
/** Hosts an iframe may show (video services, office and document viewers); subdomains of each count. */
export const IFRAME_HOSTS = [
  'youtube.com',
  'youtube-nocookie.com',
  'youtu.be',
  'vimeo.com',
  'player.vimeo.com',
  'loom.com',
  'wistia.com',
  'wistia.net',
  'kinescope.io',
  'rutube.ru',
  'vk.com',
  'vkvideo.ru',
  'dailymotion.com',
  'view.officeapps.live.com',
  'onedrive.live.com',
  'docs.google.com',
  'drive.google.com',
  'calendar.google.com',
  'figma.com',
  'miro.com',
  'codepen.io',
  'soundcloud.com',
  'w.soundcloud.com',
] as const;
/** The sandbox every iframe in a lesson is rendered with: no same-origin access to the page. */
export const IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';

/** Image (spec 1 §3, §5, §9). */
export const IMAGE_WIDTH_DEFAULT = '100%';
export const IMAGE_MIN_WIDTH = 50;
export const IMAGE_JUSTIFIES = ['flex-start', 'center', 'flex-end', 'inline'] as const;
export type ImageJustify = (typeof IMAGE_JUSTIFIES)[number];

/** Button dialog (spec 1 §3 Button model, §9). */
export const BUTTON_DEFAULTS = { color: '#fff', family: 'Inter', background: '#3965FF' } as const;
export const BUTTON_DIALOG_MIN_WIDTH = 340;
export const BUTTON_DIALOG_MAX_WIDTH = 440;
export const BUTTON_LINK_TYPES = ['link', 'closed-group', 'lesson-block', 'public-page-block'] as const;
export type ButtonLinkType = (typeof BUTTON_LINK_TYPES)[number];
/** The class that marks a built button. */
export const BUILDER_BUTTON_CLASS = 'builder-button';

/** The schemes a text link may point at. */
export const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'] as const;
/** Longest address a link, image or iframe may carry. */
export const URL_MAX_LENGTH = 2048;
/** Longest text node. */
export const TEXT_MAX_LENGTH = 100_000;
/** Deepest node nesting. */
export const DOCUMENT_MAX_DEPTH = 24;
/** Longest tooltip title and description. */
export const TOOLTIP_TITLE_MAX = 255;
export const TOOLTIP_DESCRIPTION_MAX = 2000;

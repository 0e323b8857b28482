/** Each zoom step multiplies or divides the scale by this (spec 1 §9). */
export const PDF_ZOOM_STEP = 1.1;
/** Scale bounds (spec 1 §9). */
export const PDF_MIN_SCALE = 0.25;
export const PDF_MAX_SCALE = 10;
/** Preset zooms in percent, 50 to 400 (spec 1 §9). */
export const PDF_PRESET_ZOOMS: readonly number[] = [50, 75, 100, 125, 150, 200, 300, 400];
/** Pages are drawn again this long after the last zoom change (spec 1 §9). */
export const PDF_DRAW_DELAY_MS = 400;
/** A search is run this long after the last keystroke. */
export const PDF_SEARCH_DEBOUNCE_MS = 250;
/** Schemes a PDF download link may use (spec 1 §5). */
export const PDF_DOWNLOAD_SCHEMES: readonly string[] = ['http:', 'https:', 'ftp:', 'mailto:', 'tel:'];
/** What an invalid download URL logs (spec 1 §8). */
export const PDF_INVALID_URL_LOG = 'not a valid URL';
/** The last browser versions without a PDF preview (spec 1 §8): Safari up to 16.4, Chrome up to 103. */
export const PDF_LAST_UNSUPPORTED = { safari: [16, 4], chrome: [103, 0] } as const;
/** Office document extensions shown through an online viewer or a download card (spec 1 §7). */
export const OFFICE_EXTENSIONS: readonly string[] = ['doc', 'docx', 'ppt', 'pptx'];
/** The online viewer an office document is embedded in on a public deployment. */
export const OFFICE_VIEWER_URL = 'https://view.officeapps.live.com/op/embed.aspx';

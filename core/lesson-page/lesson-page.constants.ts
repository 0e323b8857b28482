/** The lesson page's numbers (spec 3 §9). */
export const LESSON_PAGE = {
  /** The watched event follows the started event after 5 s. */
  watchedDelayMs: 5000,
  /** Section contents are refreshed 300 ms after a finish or watched event. */
  sectionRefreshMs: 300,
  /** A video-id link seeks 1 s after the page shows. */
  deepLinkSeekMs: 1000,
  /** The lesson fades in over 200 ms. */
  fadeInMs: 200,
  /** Under this width the program link is a sticky button, 60 px from the bottom. */
  programStickyBelowPx: 1300,
  programStickyOffsetPx: 60,
  /** A resumed position goes back 10 s when it is past 10 s. */
  resumeRewindSeconds: 10,
} as const;

/** Unit type ids (spec 3 §3 Unit). */
export const UNIT_TYPE = {
  audio: 1,
  video: 2,
  text: 3,
  files: 4,
  quiz: 5,
  comments: 6,
  practiceList: 7,
} as const;

/** The access-type dialog's search (spec 3 §5, §9): at least 3 characters, checked 800 ms after typing stops; pages of 5. */
export const PREVIEW_SEARCH = { minLength: 3, debounceMs: 800, pageSize: 5 } as const;

/** The class a text unit's document carries on the page, in the server's first paint and in LessonDocumentView alike. */
export const LESSON_DOCUMENT_CLASS = 'lesson-document';

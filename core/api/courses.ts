import * as v from 'valibot';
import { coverFileUuid } from '../public-page/cover-address.ts';
import { PUBLIC_PAGE_LIMITS, PUBLIC_PAGE_UNIT_TYPES } from '../public-page/public-page.constants.ts';
import { dataEnvelope } from './envelope.ts';
import { type InfoUnitInput, infoUnitInputSchema, infoUnitSchema } from './lessons.ts';

/** Course cards shown per page (spec 1 §9). */
export const COURSE_CARDS_PER_PAGE = 100;

/** Kinds of learning product an expert builds from lessons. */
export const COURSE_TYPES = ['course', 'marathon'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

/** A course on the expert's list. */
export const courseCardSchema = v.object({
  id: v.number(),
  title: v.string(),
  slug: v.string(),
  type: v.picklist(['course', 'marathon', 'closed_group']),
  status: v.picklist(['draft', 'published']),
  image: v.nullable(v.string()),
  lessons_count: v.number(),
  students_count: v.number(),
  created_at: v.string(),
});
export type CourseCard = v.InferOutput<typeof courseCardSchema>;

/** `GET /courses-cards?per_page=100&type=course`: the current school's courses. */
export const courseCardsQuerySchema = v.object({
  per_page: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(Number),
      v.integer('per_page must be a whole number.'),
      v.minValue(1),
      v.maxValue(COURSE_CARDS_PER_PAGE),
    ),
    COURSE_CARDS_PER_PAGE,
  ),
  page: v.optional(
    v.pipe(v.unknown(), v.transform(Number), v.integer('page must be a whole number.'), v.minValue(1)),
    1,
  ),
  type: v.optional(v.picklist(COURSE_TYPES, `type is one of ${COURSE_TYPES.join(', ')}.`), 'course'),
});

/** `POST /courses`: a new draft course or marathon in the current school. */
export const createCourseRequestSchema = v.object({
  title: v.pipe(
    v.string('Give the course a title.'),
    v.trim(),
    v.nonEmpty('Give the course a title.'),
    v.maxLength(200, 'Keep the title under 200 characters.'),
  ),
  type: v.optional(v.picklist(COURSE_TYPES, `type is one of ${COURSE_TYPES.join(', ')}.`), 'course'),
});
export type CreateCourseRequest = v.InferInput<typeof createCourseRequestSchema>;

// A course's lessons for the people who may see it (students with access, the school's experts).

const attemptStatusIdSchema = v.nullable(v.pipe(v.number(), v.integer()));

/** A quiz of a lesson: its name and the signed-in user's latest attempt status (null without one). */
export const lessonQuizSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** Whether the quiz stands in a lesson block (an info unit of type 5) rather than the lesson itself. */
  is_from_info_unit: v.boolean(),
  latest_attempt_status_id: attemptStatusIdSchema,
});
export type LessonQuiz = v.InferOutput<typeof lessonQuizSchema>;

/** A lesson as a course overview lists it, in the course's order. */
export const courseLessonSchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  /** `/courses/{course slug}/{lesson slug}`. */
  link: v.string(),
  quizzes: v.array(lessonQuizSchema),
});
export type CourseLesson = v.InferOutput<typeof courseLessonSchema>;

/** The course a lesson list or lesson belongs to. */
export const lessonCourseSchema = v.object({ id: v.number(), slug: v.string(), title: v.string() });
export type LessonCourse = v.InferOutput<typeof lessonCourseSchema>;

/** `GET /courses/{course slug}/lessons`: the course and its lessons in order. */
export const courseLessonsResponseSchema = v.object({
  data: v.object({ course: lessonCourseSchema, lessons: v.array(courseLessonSchema) }),
});
export type CourseLessonsResponse = v.InferOutput<typeof courseLessonsResponseSchema>;

/** The Lesson dto of spec 3 §3 (`GET /courses/{course slug}/lessons/{lesson slug}`), in core/api/lesson-page.ts. */
export type { LessonPage as LessonDto } from './lesson-page.ts';

// ---------------------------------------------------------------------------------------------
// The course's public page (spec 1 §2 CourseDetailSettingsPublicPages, docs/public-page.md): what a
// visitor sees before buying. Saved whole from the version it was read at, like a lesson (409 if stale).

/** The course a public page belongs to, as its editor shows it. */
export const publicPageCourseSchema = v.object({
  id: v.number(),
  title: v.string(),
  slug: v.string(),
  type: v.picklist(['course', 'marathon', 'closed_group']),
});

/** `GET /courses/{course}/public-page`: the page as its author edits it, with the version a save names. */
export const publicPageSchema = v.object({
  /** The course's id: a course has one public page. */
  id: v.number(),
  course: publicPageCourseSchema,
  /** The cover's address: a file of the school (`/api/v1/files/{uuid}/download`) or http(s); null for none. */
  image: v.nullable(v.string()),
  /** Plain text under the cover; a visitor's page shows it as text, never as markup. */
  description: v.nullable(v.string()),
  /** The blocks in order; a text block carries its document and the server's safe HTML. */
  info_units: v.array(infoUnitSchema),
  /** Raised by every save of the page; a save naming an older one is refused (409). */
  version: v.number(),
});
export type PublicPage = v.InferOutput<typeof publicPageSchema>;
export const publicPageResponseSchema = dataEnvelope(publicPageSchema);

/** The body of a 409: the save met a newer version; `data` is the page as the server now has it. */
export const publicPageConflictSchema = v.object({ message: v.string(), data: publicPageSchema });

const isWebAddress = (address: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(address).protocol);
  } catch {
    return false;
  }
};

const { quiz_id: _quiz, ...pageUnitEntries } = infoUnitInputSchema.entries;

/**
 * A block of a public page: text, audio, video or files, checked as a lesson's block is. It names no
 * quiz (a lesson's practice and comments stay in the lesson), so it takes no `quiz_id`.
 */
export const publicPageUnitInputSchema = v.pipe(
  v.object(pageUnitEntries),
  v.forward(
    v.check(
      (unit) => (PUBLIC_PAGE_UNIT_TYPES as readonly number[]).includes(unit.type_id),
      'A public page holds text, audio, video and file blocks.',
    ),
    ['type_id'],
  ),
  v.transform((unit): InfoUnitInput => ({ ...unit, quiz_id: null })),
  // The lesson block's own rules (text only in a text block, files only in audio, video and files).
  infoUnitInputSchema as v.GenericSchema<InfoUnitInput, InfoUnitInput>,
);

/**
 * `PUT /courses/{course}/public-page`: the whole page from the version it was read at. `info_units` is
 * every block in order (without id: created; left out: deleted; another page's or lesson's id: 422).
 * `image` and `description` left out keep their value; null (or an empty description) clears them.
 */
export const publicPageSaveRequestSchema = v.object({
  version: v.pipe(v.number('Send the version the page was read at.'), v.integer(), v.minValue(1)),
  image: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.maxLength(2048, 'A cover address is at most 2048 characters.'),
        v.check(
          (address) => coverFileUuid(address) !== null || isWebAddress(address),
          'A cover is an image file of the school or an http(s) address.',
        ),
      ),
    ),
  ),
  description: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(PUBLIC_PAGE_LIMITS.descriptionLength, 'A description is at most 5000 characters.'),
        v.transform((text) => (text === '' ? null : text)),
      ),
    ),
  ),
  info_units: v.pipe(
    v.array(publicPageUnitInputSchema),
    v.maxLength(PUBLIC_PAGE_LIMITS.units, 'A public page holds at most 500 blocks.'),
  ),
});
export type PublicPageSaveRequest = v.InferInput<typeof publicPageSaveRequestSchema>;
export type PublicPageSave = v.InferOutput<typeof publicPageSaveRequestSchema>;

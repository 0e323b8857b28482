import * as v from 'valibot';

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

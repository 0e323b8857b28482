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

const lessonNeighbourSchema = v.nullable(
  v.object({ id: v.number(), slug: v.string(), title: v.string(), link: v.string() }),
);

/** A lesson unit (spec 3 §3 Unit); only quiz units (type 5) exist so far. */
export const lessonUnitSchema = v.object({
  id: v.number(),
  type_id: v.literal(5),
  title: v.string(),
  quiz_id: v.number(),
});

/**
 * The Lesson dto of spec 3 §3 as far as Lectern has it: the lesson, its course, the user's access,
 * the neighbouring lessons, the lesson's quizzes and its quiz units (one section, unnamed, until
 * sections exist).
 */
export const lessonDtoSchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  link: v.string(),
  course_id: v.number(),
  course: lessonCourseSchema,
  course_access: v.object({
    is_course_subscribed: v.boolean(),
    is_user_expert: v.boolean(),
    available_lessons_ids: v.array(v.number()),
  }),
  is_lesson_available: v.boolean(),
  paginate_info: v.object({ previous_lesson: lessonNeighbourSchema, next_lesson: lessonNeighbourSchema }),
  has_only_one_section: v.boolean(),
  section: v.object({ id: v.null(), title: v.null(), info_units: v.array(lessonUnitSchema) }),
  quizzes: v.array(lessonQuizSchema),
});
export type LessonDto = v.InferOutput<typeof lessonDtoSchema>;

/** `GET /courses/{course slug}/lessons/{lesson slug}`. */
export const lessonDtoResponseSchema = v.object({ data: lessonDtoSchema });

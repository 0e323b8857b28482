import * as v from 'valibot';
import { dataEnvelope } from './envelope.ts';
import { publicInfoUnitSchema } from './lessons.ts';
import { accessInfoSchema } from './quiz.ts';

// The student lesson page (spec 3 §2–§4, docs/lesson-page.md): the Lesson dto with the viewer's
// access computed on the server by core/lesson-access, the offers a course is sold through, its
// participants, and the expert's access-type preview.

const lessonCourseSchema = v.object({ id: v.number(), slug: v.string(), title: v.string() });
const dbId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

/** blocked_info and closed_info of spec 3 §3 (`tooltip_message` carries :date or :practice). */
export const lessonAccessInfoSchema = v.object({
  is_accessible: v.boolean(),
  access_date: v.nullable(v.string()),
  checkpoint_name: v.nullable(v.string()),
  link: v.nullable(v.string()),
  tooltip_message: v.string(),
  type: v.picklist(['date', 'checkpoint', 'previous', 'offer']),
});
export type LessonAccessInfo = v.InferOutput<typeof lessonAccessInfoSchema>;

const lessonLinkSchema = v.object({ id: v.number(), slug: v.string(), title: v.string(), link: v.string() });

/** course_access of spec 3 §3. */
export const courseAccessSchema = v.object({
  is_course_subscribed: v.boolean(),
  is_course_available: v.boolean(),
  is_course_available_in_future: v.boolean(),
  is_practice_available: v.boolean(),
  is_user_expert: v.boolean(),
  is_product_on_sale: v.boolean(),
  can_pre_subscribe: v.boolean(),
  is_course_pre_subscribed: v.boolean(),
  is_pre_subscription_enabled: v.boolean(),
  available_lessons_ids: v.array(v.number()),
  firstInaccessibleLesson: v.nullable(lessonLinkSchema),
});
export type CourseAccessDto = v.InferOutput<typeof courseAccessSchema>;

/** A neighbouring lesson; `is_available` says whether the viewer may open it. */
const neighbourLessonSchema = v.nullable(
  v.object({
    ...lessonLinkSchema.entries,
    is_available: v.boolean(),
    /** Its access for the viewer, and why it is closed: the link to it says so (docs/lesson-page.md). */
    state: v.picklist(['available', 'get-access', 'unavailable']),
    blocked_info: v.nullable(lessonAccessInfoSchema),
  }),
);
/** A neighbouring section of the same lesson: `index` is its place (0 first), `link` the page with it. */
const neighbourSectionSchema = v.nullable(
  v.object({ id: v.number(), title: v.string(), index: v.number(), link: v.string() }),
);

/** A quiz of the lesson with the viewer's latest attempt status and the block holding it. */
export const lessonPageQuizSchema = v.object({
  id: v.number(),
  name: v.string(),
  is_from_info_unit: v.boolean(),
  latest_attempt_status_id: v.nullable(v.number()),
  info_unit_id: v.nullable(v.number()),
  is_checkpoint: v.boolean(),
  /** When the quiz opens (a countdown on the page until then) and closes (spec 3 §4 Quiz access). */
  blocked_info: v.nullable(accessInfoSchema),
  closed_info: v.nullable(accessInfoSchema),
});
export type LessonPageQuiz = v.InferOutput<typeof lessonPageQuizSchema>;

/** The expert's access-type preview (spec 3 §3 Other): 1 as the expert, 2 as an offer's buyer, 3 as a participant. */
export const previewSettingsSchema = v.object({
  type: v.object({ id: v.picklist([1, 2, 3]) }),
  offer: v.nullable(v.object({ id: v.number(), name: v.string() })),
  user: v.nullable(v.object({ id: v.number(), name: v.string(), email: v.string() })),
});
export type PreviewSettings = v.InferOutput<typeof previewSettingsSchema>;
export const previewSettingsResponseSchema = dataEnvelope(previewSettingsSchema);
export const previewSettingsRequestSchema = v.pipe(
  v.object({
    type: v.picklist([1, 2, 3], 'Choose how to see the lesson.'),
    offer_id: v.optional(v.nullable(dbId)),
    user_id: v.optional(v.nullable(dbId)),
  }),
  v.check((input) => input.type !== 2 || input.offer_id != null, 'Choose an offer.'),
  v.check((input) => input.type !== 3 || input.user_id != null, 'Choose a participant.'),
);
export type PreviewSettingsRequest = v.InferInput<typeof previewSettingsRequestSchema>;

/**
 * A unit of the lesson page: a text unit carries its stored document (`document`, drawn by
 * LessonDocumentView, the same renderer as the constructor's) instead of `description_formatted`.
 */
export const lessonPageUnitSchema = v.object({
  ...publicInfoUnitSchema.entries,
  document: v.optional(v.unknown()),
});
export type LessonPageUnit = v.InferOutput<typeof lessonPageUnitSchema>;

/** The section a lesson page shows, with the units the viewer may see. */
export const lessonPageSectionSchema = v.object({
  id: v.number(),
  title: v.string(),
  sub_title: v.nullable(v.string()),
  index: v.number(),
  info_units: v.array(lessonPageUnitSchema),
});

/** The Lesson dto of spec 3 §3 in full. */
export const lessonPageSchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  link: v.string(),
  course_id: v.number(),
  /** The program section it stands in. */
  section_id: v.nullable(v.number()),
  is_public: v.boolean(),
  is_text_content: v.boolean(),
  status_id: v.number(),
  accessible_after_data: v.nullable(
    v.object({
      access_date: v.nullable(v.string()),
      type: v.string(),
      checkpoint_name: v.nullable(v.string()),
    }),
  ),
  preview: v.nullable(v.string()),
  course: v.object({
    ...lessonCourseSchema.entries,
    type_id: v.number(),
    navigation_type_id: v.number(),
    /** The product a course is sold as is the course itself. */
    product_id: v.number(),
  }),
  course_access: courseAccessSchema,
  is_lesson_available: v.boolean(),
  /** Shown units may include comments: the viewer is signed in and has the lesson. */
  is_comments_available: v.boolean(),
  blocked_info: v.nullable(lessonAccessInfoSchema),
  closed_info: v.nullable(lessonAccessInfoSchema),
  paginate_info: v.object({
    previous_lesson: neighbourLessonSchema,
    next_lesson: neighbourLessonSchema,
    previous_section: neighbourSectionSchema,
    next_section: neighbourSectionSchema,
  }),
  link_get_access: v.nullable(v.string()),
  title_get_access: v.nullable(v.string()),
  has_only_one_section: v.boolean(),
  /** The section shown, with the units the viewer may see; null when the lesson is not available. */
  section: v.nullable(lessonPageSectionSchema),
  sections: v.array(v.object({ id: v.number(), title: v.string() })),
  quizzes: v.array(lessonPageQuizSchema),
  /** For experts: the constructor's address of the section shown, and the preview they see the lesson in. */
  constructor_link: v.nullable(v.string()),
  preview_settings: v.nullable(previewSettingsSchema),
});
export type LessonPage = v.InferOutput<typeof lessonPageSchema>;
export const lessonPageResponseSchema = dataEnvelope(lessonPageSchema);

/** A lesson of the course program as the viewer has it (docs/lesson-page.md, The program). */
export const programLessonSchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  link: v.string(),
  is_public: v.boolean(),
  /** open, finished (open and its watched event recorded), get-access (sold or not in the offer) or unavailable. */
  state: v.picklist(['open', 'finished', 'get-access', 'unavailable']),
  /** Why it is closed (drip date, checkpoint, previous lesson, offer), or its drip date once open. */
  blocked_info: v.nullable(lessonAccessInfoSchema),
  /** Its practice, where the viewer has it: each quiz with the viewer's latest attempt status and its page. */
  quizzes: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      link: v.string(),
      latest_attempt_status_id: v.nullable(v.number()),
    }),
  ),
});
export type ProgramLesson = v.InferOutput<typeof programLessonSchema>;

/** An active offer of the course, as its buyers see it. */
export const programOfferSchema = v.object({
  id: v.number(),
  name: v.string(),
  price: v.number(),
  currency: v.string(),
  /** How many lessons it opens; null for every lesson. */
  lessons_count: v.nullable(v.number()),
});

/** `GET /public/courses/{course}/program`: the course program a student sees, from the lesson page's access rule. */
export const studentProgramSchema = v.object({
  course: v.object({
    ...lessonCourseSchema.entries,
    type_id: v.number(),
    navigation_type_id: v.number(),
  }),
  course_access: courseAccessSchema,
  /** Program sections in order; lessons in no section come last, under a section with a null id. */
  sections: v.array(
    v.object({
      id: v.nullable(v.number()),
      title: v.nullable(v.string()),
      lessons: v.array(programLessonSchema),
    }),
  ),
  /** Lessons finished of all lessons. */
  progress: v.object({ finished: v.number(), total: v.number() }),
  /** The lesson to go on with: the first open lesson not finished, else the first open one. */
  continue_link: v.nullable(v.string()),
  offers: v.array(programOfferSchema),
  /** For experts: the program in the constructor. */
  constructor_link: v.nullable(v.string()),
});
export type StudentProgram = v.InferOutput<typeof studentProgramSchema>;
export const studentProgramResponseSchema = dataEnvelope(studentProgramSchema);

export const lessonPageQuerySchema = v.object({
  section: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number)), '0'),
});

// Offers and products (the smallest model the access rule and the preview need).

export const offerSchema = v.object({
  id: v.number(),
  name: v.string(),
  price: v.number(),
  currency: v.string(),
  status: v.picklist(['draft', 'active']),
  product_id: v.number(),
  product_title: v.string(),
  lesson_ids: v.array(v.number()),
  /** With `with_counts`: the subscriptions bought through it. */
  participants_count: v.optional(v.number()),
});
export type Offer = v.InferOutput<typeof offerSchema>;

const flag = v.optional(v.picklist(['0', '1', 'true', 'false']));
export const offersQuerySchema = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)), '1'),
  per_page: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(100)),
    '5',
  ),
  /** Comma-separated product (course) ids. */
  products: v.optional(v.pipe(v.string(), v.regex(/^(\d{1,10})(,\d{1,10})*$/))),
  with_counts: flag,
  with_draft: flag,
  display_all: flag,
  is_full: flag,
  query: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export const offersResponseSchema = v.object({
  data: v.array(offerSchema),
  meta: v.object({
    current_page: v.number(),
    per_page: v.number(),
    total: v.number(),
    last_page: v.number(),
  }),
  links: v.object({ next: v.nullable(v.string()) }),
});
export const offerResponseSchema = dataEnvelope(offerSchema);

export const offerRequestSchema = v.object({
  name: v.pipe(
    v.string('Give the offer a name.'),
    v.trim(),
    v.nonEmpty('Give the offer a name.'),
    v.maxLength(200),
  ),
  price: v.pipe(v.number('Give a price.'), v.minValue(0, 'A price is 0 or more.'), v.maxValue(9_999_999_999)),
  currency: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^[A-Z]{3}$/, 'A currency is a three-letter code such as USD.'),
  ),
  status: v.picklist(['draft', 'active'], 'An offer is a draft or active.'),
  product_id: dbId,
  lesson_ids: v.pipe(v.array(dbId), v.maxLength(1000)),
});
export type OfferRequest = v.InferInput<typeof offerRequestSchema>;

export const participantSchema = v.object({ id: v.number(), name: v.string(), email: v.string() });
export const participantsQuerySchema = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)), '1'),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(100)),
    '5',
  ),
  'filters[search]': v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export const participantsResponseSchema = v.object({
  data: v.array(participantSchema),
  links: v.object({ next: v.nullable(v.string()) }),
});

// Orders: an order of an offer for a contact; a paid order subscribes the contact.

export const orderSchema = v.object({
  id: v.number(),
  status: v.picklist(['pending', 'paid', 'cancelled']),
  amount: v.number(),
  currency: v.string(),
  created_at: v.string(),
  offer: v.nullable(v.object({ id: v.number(), name: v.string() })),
  product: v.object({ id: v.number(), title: v.string() }),
  user: participantSchema,
  history: v.array(
    v.object({ at: v.string(), event: v.picklist(['created', 'paid', 'subscribed', 'cancelled']) }),
  ),
});
export type Order = v.InferOutput<typeof orderSchema>;
export const orderResponseSchema = dataEnvelope(orderSchema);
export const orderRequestSchema = v.object({
  offer_id: dbId,
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('Enter the contact’s email.')),
});

export const preSubscriptionResponseSchema = dataEnvelope(
  v.object({ is_course_pre_subscribed: v.boolean() }),
);

/** A course as the access rule reads it. */
export interface AccessCourse {
  /** 2 is a marathon. */
  typeId: number;
  /** 1 free order, 2 each lesson after the previous one. */
  navigationTypeId: number;
  /** The course has an active offer. */
  isProductOnSale: boolean;
  isPreSubscriptionEnabled: boolean;
}

/** A lesson of the course, in program order, as the rule reads it. */
export interface AccessLesson {
  id: number;
  title: string;
  isPublic: boolean;
  statusId: number;
  accessibleAfterDays: number;
  /** `HH:MM` in `timeZone`. */
  accessibleStartHour: string;
  timeZone: string | null;
  accessibleAfterIds: readonly number[];
  isSkipCheckpoint: boolean;
  /** The lesson's checkpoint quizzes: the lessons after it wait until they are passed. */
  checkpoints: readonly { quizId: number; name: string }[];
}

/** Who looks, and what they hold. */
export interface AccessViewer {
  isSignedIn: boolean;
  /** An expert of the course's school who is not previewing as someone else. */
  isExpert: boolean;
  subscription: {
    startedAt: Date;
    /** The lessons the subscription's offer opens; null for every lesson. */
    offerLessonIds: readonly number[] | null;
  } | null;
  isPreSubscribed: boolean;
  /** Lessons the viewer finished (watched or completed). */
  completedLessonIds: ReadonlySet<number>;
  /** Quizzes whose latest attempt the viewer passed. */
  passedQuizIds: ReadonlySet<number>;
}

/** Why a lesson is not open yet (blocked_info.type). */
export type BlockedType = 'date' | 'checkpoint' | 'previous' | 'offer';

/** blocked_info of spec 3 §3. */
export interface BlockedInfo {
  is_accessible: boolean;
  access_date: string | null;
  checkpoint_name: string | null;
  /** The checkpoint quiz or the lesson to finish first: a lesson id and quiz id the caller turns into a link. */
  link: { lessonId: number; quizId: number | null } | null;
  tooltip_message: string;
  type: BlockedType;
}

/**
 * What the page shows for a lesson: `get-access` (spec 3 §4 "unaccessible"), `unavailable` (the
 * access-denied message) or `available` (the units).
 */
export type LessonState = 'get-access' | 'unavailable' | 'available';

export interface LessonAccess {
  state: LessonState;
  /** The lesson's own reason it is closed for the viewer, or its open date once passed; null when none applies. */
  blockedInfo: BlockedInfo | null;
  /** Quiz units are shown. */
  isPracticeAvailable: boolean;
}

export interface CourseAccess {
  is_course_subscribed: boolean;
  is_course_available: boolean;
  is_course_available_in_future: boolean;
  is_user_expert: boolean;
  is_product_on_sale: boolean;
  can_pre_subscribe: boolean;
  is_course_pre_subscribed: boolean;
  is_pre_subscription_enabled: boolean;
  available_lessons_ids: number[];
  /** The first lesson in program order the viewer cannot open; null when every lesson is open. */
  firstInaccessibleLessonId: number | null;
}

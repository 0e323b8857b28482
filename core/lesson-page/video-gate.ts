/** The modal a video unit asks for when the viewer may not play it (spec 3 §4 Video gating). */
export type VideoGate = 'video-purchase' | 'video-content' | 'content-future' | 'video-live';

/** What the gate reads of the lesson dto. */
export interface VideoGateLesson {
  is_lesson_available: boolean;
  course_access: {
    is_course_subscribed: boolean;
    is_user_expert: boolean;
    is_product_on_sale: boolean;
  };
  blocked_info: { type: string; is_accessible?: boolean } | null;
}

/**
 * Whether a video on a drawn lesson plays, or which modal it asks for instead (docs/lesson-page.md):
 * "access" is the course's (a subscription, or the school's expert viewing as themself). A public
 * lesson shows its text to everyone, but its videos only play with access:
 * - no subscription and the course on sale: `video-purchase` (the get-access link);
 * - a subscription whose lesson opens later (drip, checkpoint, previous lessons): `content-future`;
 * - otherwise (not on sale, or the subscription's offer does not open it): `video-content`.
 * `video-live` is for a live broadcast not started yet; Lectern has no live broadcasts, so the rule
 * never answers it (the modal exists for when it has).
 */
export function videoGate(lesson: VideoGateLesson): VideoGate | null {
  const access = lesson.course_access;
  if (access.is_user_expert) return null;
  if (access.is_course_subscribed && lesson.is_lesson_available) return null;
  if (!access.is_course_subscribed) return access.is_product_on_sale ? 'video-purchase' : 'video-content';
  if (lesson.blocked_info?.type === 'offer') return 'video-content';
  return 'content-future';
}

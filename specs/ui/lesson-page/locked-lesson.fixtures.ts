import type { LessonAccessInfo, LessonPage } from '../../../core/api/lesson-page.ts';
import { lessonFixture } from './lesson-page.fixtures.tsx';

/** The fixture's lesson closed to the viewer: not available, so no section comes with it. */
export const lockedLesson: LessonPage = { ...lessonFixture, is_lesson_available: false, section: null };

/** Why a lesson is closed (`blocked_info`): of `type`, with nothing more known than `extra` says. */
export const blockedInfo = (
  type: LessonAccessInfo['type'],
  extra: Partial<LessonAccessInfo> = {},
): LessonAccessInfo => ({
  is_accessible: false,
  access_date: null,
  checkpoint_name: null,
  link: null,
  tooltip_message: '',
  type,
  ...extra,
});

/** The lesson of a course on sale that the viewer has not bought: closed, with the way to get access. */
export const soldLesson: LessonPage = {
  ...lockedLesson,
  status_id: 4,
  course_access: { ...lockedLesson.course_access, is_course_subscribed: false },
  link_get_access: '/courses/letters#get-access',
};

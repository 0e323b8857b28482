/** The route's name (spec 1 §2): the course's public pages settings, parameter courseId. */
export const PUBLIC_PAGE_ROUTE_NAME = 'CourseDetailSettingsPublicPages';

/** The address of a course's public page settings: `/expert/course/detail/{course}/settings/public-pages`. */
export function publicPagePath(courseId: number): string {
  return `/expert/course/detail/${courseId}/settings/public-pages`;
}

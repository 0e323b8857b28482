import { publicPageResponseSchema, publicPageSaveRequestSchema } from '../courses.ts';
import {
  closedGroupDeletedResponseSchema,
  closedGroupDetailResponseSchema,
  closedGroupMemberRequestSchema,
  closedGroupRequestSchema,
  closedGroupsResponseSchema,
  courseBlocksResponseSchema,
  courseProgramResponseSchema,
  coursesListQuerySchema,
  coursesListResponseSchema,
  expertLessonResponseSchema,
  infoSectionCreateRequestSchema,
  infoSectionUpdateRequestSchema,
  infoSectionWriteResponseSchema,
  lessonCopyRequestSchema,
  lessonCreateRequestSchema,
  lessonSaveRequestSchema,
  programArrangementRequestSchema,
  programSectionRequestSchema,
} from '../lessons.ts';
import type { RouteEntry, RouteKey } from '../route-entry.ts';

/** The course program, the lesson constructor, the course's public page and closed groups (docs/lessons.md). */
export const EDITOR_ROUTES = {
  // The course program and the lesson constructor (docs/lessons.md)
  'GET /courses/list': {
    request: { query: coursesListQuerySchema },
    answer: coursesListResponseSchema,
    access: 'school:courses:edit',
  },
  'GET /courses/:courseId/': { answer: courseBlocksResponseSchema, access: 'course:editor' },
  // The course's public page (docs/public-page.md)
  'GET /courses/:courseId/public-page': { answer: publicPageResponseSchema, access: 'course:editor' },
  'PUT /courses/:courseId/public-page': {
    request: { body: publicPageSaveRequestSchema },
    answer: publicPageResponseSchema,
    access: 'course:editor',
  },
  'GET /courses/:courseId/program': { answer: courseProgramResponseSchema, access: 'course:editor' },
  'PUT /courses/:courseId/program': {
    request: { body: programArrangementRequestSchema },
    answer: courseProgramResponseSchema,
    access: 'course:editor',
  },
  'POST /courses/:courseId/program-sections': {
    request: { body: programSectionRequestSchema },
    answer: courseProgramResponseSchema,
    access: 'course:editor',
  },
  'PUT /program-sections/:programSectionId': {
    request: { body: programSectionRequestSchema },
    answer: courseProgramResponseSchema,
    access: 'program-section:editor',
  },
  'DELETE /program-sections/:programSectionId': {
    answer: courseProgramResponseSchema,
    access: 'program-section:editor',
  },
  'POST /courses/:courseId/lessons-new': {
    request: { body: lessonCreateRequestSchema },
    answer: expertLessonResponseSchema,
    access: 'course:editor',
  },
  'GET /courses/:courseId/lessons-new/:lessonId': {
    answer: expertLessonResponseSchema,
    access: 'lesson:editor',
  },
  'PUT /courses/:courseId/lessons-new/:lessonId': {
    request: { body: lessonSaveRequestSchema },
    answer: expertLessonResponseSchema,
    access: 'lesson:editor',
  },
  'DELETE /courses/:courseId/lessons-new/:lessonId': {
    answer: courseProgramResponseSchema,
    access: 'lesson:editor',
  },
  'PUT /lessons/:lessonId/copy/:fromId': {
    request: { body: lessonCopyRequestSchema },
    answer: expertLessonResponseSchema,
    access: 'lesson:editor',
  },
  'POST /lessons/:lessonId/info-section': {
    request: { body: infoSectionCreateRequestSchema },
    answer: infoSectionWriteResponseSchema,
    access: 'lesson:editor',
  },
  'PUT /info-section/:infoSectionId': {
    request: { body: infoSectionUpdateRequestSchema },
    answer: infoSectionWriteResponseSchema,
    access: 'info-section:editor',
  },
  'DELETE /info-section/:infoSectionId': {
    answer: expertLessonResponseSchema,
    access: 'info-section:editor',
  },

  // Closed groups (the button dialog's group links and the group pages)
  'GET /closed-groups': { answer: closedGroupsResponseSchema, access: 'school:closed-groups:list' },
  'POST /closed-groups': {
    request: { body: closedGroupRequestSchema },
    answer: closedGroupDetailResponseSchema,
    access: 'school:closed-groups:create',
  },
  'GET /closed-groups/:groupId': { answer: closedGroupDetailResponseSchema, access: 'closed-group:editor' },
  'PUT /closed-groups/:groupId': {
    request: { body: closedGroupRequestSchema },
    answer: closedGroupDetailResponseSchema,
    access: 'closed-group:editor',
  },
  'POST /closed-groups/:groupId/members': {
    request: { body: closedGroupMemberRequestSchema },
    answer: closedGroupDetailResponseSchema,
    access: 'closed-group:editor',
  },
  'DELETE /closed-groups/:groupId/members/:userId': {
    answer: closedGroupDetailResponseSchema,
    access: 'closed-group:editor',
  },
  'DELETE /closed-groups/:groupId': {
    answer: closedGroupDeletedResponseSchema,
    access: 'closed-group:deleter',
  },
} as const satisfies Record<RouteKey, RouteEntry>;

import * as v from 'valibot';
import {
  courseCardSchema,
  courseCardsQuerySchema,
  courseLessonsResponseSchema,
  createCourseRequestSchema,
} from '../courses.ts';
import { dataEnvelope } from '../envelope.ts';
import {
  lessonPageQuerySchema,
  lessonPageResponseSchema,
  offerRequestSchema,
  offerResponseSchema,
  offersQuerySchema,
  offersResponseSchema,
  orderRequestSchema,
  orderResponseSchema,
  participantsQuerySchema,
  participantsResponseSchema,
  preSubscriptionResponseSchema,
  previewSettingsRequestSchema,
  previewSettingsResponseSchema,
  studentProgramResponseSchema,
} from '../lesson-page.ts';
import { publicInfoUnitResponseSchema, publicSectionResponseSchema } from '../lessons.ts';
import type { RouteEntry, RouteKey } from '../route-entry.ts';

/** Courses, the lessons a student reads, the lesson page, the expert's access-type preview, offers and orders. */
export const COURSE_ROUTES = {
  // Courses and lessons
  'GET /courses-cards': {
    request: { query: courseCardsQuerySchema },
    answer: dataEnvelope(v.array(courseCardSchema)),
    access: 'school:courses:list',
  },
  'POST /courses': {
    request: { body: createCourseRequestSchema },
    answer: dataEnvelope(courseCardSchema),
    access: 'school:courses:create',
  },
  'GET /courses/:courseSlug/lessons': { answer: courseLessonsResponseSchema, access: 'course:reader' },
  'GET /courses/:courseSlug/lessons/:lessonSlug': {
    request: { query: lessonPageQuerySchema },
    answer: lessonPageResponseSchema,
    access: 'course:reader',
  },
  // The lesson page for anyone (spec 3 §2): visitors and non-subscribers get the access states, public lessons their units
  'GET /public/lessons/:lessonId': {
    request: { query: lessonPageQuerySchema },
    answer: lessonPageResponseSchema,
    access: 'public',
  },
  'GET /public/courses/:courseSlug/lessons/:lessonSlug': {
    request: { query: lessonPageQuerySchema },
    answer: lessonPageResponseSchema,
    access: 'public',
  },
  // The course program a student sees (docs/lesson-page.md): every lesson with its access state, for anyone
  'GET /public/courses/:courseSlug/program': {
    answer: studentProgramResponseSchema,
    access: 'public',
  },
  'POST /public/courses/:courseSlug/pre-subscription': {
    answer: preSubscriptionResponseSchema,
    access: 'signed-in',
  },
  // The expert's access-type preview and the offers and participants it lists (spec 3 §5, §7)
  'GET /courses/:courseId/preview-settings': {
    answer: previewSettingsResponseSchema,
    access: 'course:editor',
  },
  'POST /courses/:courseId/preview-settings': {
    request: { body: previewSettingsRequestSchema },
    answer: previewSettingsResponseSchema,
    access: 'course:editor',
  },
  'GET /offers': {
    request: { query: offersQuerySchema },
    answer: offersResponseSchema,
    access: 'school:courses:edit',
  },
  'POST /offers': {
    request: { body: offerRequestSchema },
    answer: offerResponseSchema,
    access: 'school:courses:edit',
  },
  'GET /offers/:offerId': { answer: offerResponseSchema, access: 'school:courses:edit' },
  'PUT /offers/:offerId': {
    request: { body: offerRequestSchema },
    answer: offerResponseSchema,
    access: 'school:courses:edit',
  },
  'GET /products/:courseId/participants': {
    request: { query: participantsQuerySchema },
    answer: participantsResponseSchema,
    access: 'course:editor',
  },
  'POST /orders': {
    request: { body: orderRequestSchema },
    answer: orderResponseSchema,
    access: 'school:courses:edit',
  },
  'GET /orders/:orderId': { answer: orderResponseSchema, access: 'school:courses:edit' },

  // Reading a section and a block of a lesson
  'GET /public/sections/:sectionId/part': {
    answer: publicSectionResponseSchema,
    access: 'info-section:reader',
  },
  'GET /info-units/:unitId': { answer: publicInfoUnitResponseSchema, access: 'info-unit:reader' },
} as const satisfies Record<RouteKey, RouteEntry>;

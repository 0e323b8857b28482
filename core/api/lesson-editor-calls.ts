import * as v from 'valibot';
import { ApiError } from './api-error.ts';
import type { AnswerOf, BodyOf, Through } from './client.ts';
import { type PublicPage, publicPageConflictSchema } from './courses.ts';
import {
  type ClosedGroup,
  type ClosedGroupDetail,
  type CourseBlocks,
  type CourseProgram,
  type CoursesListQuery,
  type CourseWithLessons,
  type ExpertLesson,
  lessonConflictSchema,
} from './lessons.ts';

// The lesson constructor's calls (spec 1 §7 "Lessons", docs/lessons.md): the course program, the
// expert's lesson and its sections, the lookups of the editor (courses to copy from, a course's
// blocks, closed groups). Each goes through its route table entry.

/**
 * What a write of a lesson's content came to: saved (the lesson as stored, with its new version),
 * or refused because the lesson changed since it was read (409): `lesson` is the server's, so the
 * author can reload it or save their own over it (with its version). Other failures reject (ApiError).
 */
export type LessonWriteResult =
  | { kind: 'saved'; lesson: ExpertLesson }
  | { kind: 'conflict'; lesson: ExpertLesson; message: string };

/** A section write's result, with the section's id when saved (`meta.info_section_id`). */
export type SectionWriteResult =
  | { kind: 'saved'; lesson: ExpertLesson; sectionId: number }
  | { kind: 'conflict'; lesson: ExpertLesson; message: string };

/** The conflict a 409 carries, or the error again. */
function conflictOf(error: unknown): { kind: 'conflict'; lesson: ExpertLesson; message: string } {
  if (error instanceof ApiError && error.status === 409) {
    const parsed = v.safeParse(lessonConflictSchema, error.body);
    if (parsed.success)
      return { kind: 'conflict', lesson: parsed.output.data, message: parsed.output.message };
  }
  throw error;
}

async function lessonWrite(answer: Promise<{ data: ExpertLesson }>): Promise<LessonWriteResult> {
  try {
    return { kind: 'saved', lesson: (await answer).data };
  } catch (error) {
    return conflictOf(error);
  }
}

async function sectionWrite(
  answer: Promise<{ data: ExpertLesson; meta: { info_section_id: number } }>,
): Promise<SectionWriteResult> {
  try {
    const { data, meta } = await answer;
    return { kind: 'saved', lesson: data, sectionId: meta.info_section_id };
  } catch (error) {
    return conflictOf(error);
  }
}

/**
 * What a save of a course's public page came to: saved (the page as stored, new version), or refused
 * because it changed since it was read (409), with the server's page. Other failures reject.
 */
export type PublicPageWriteResult =
  | { kind: 'saved'; page: PublicPage }
  | { kind: 'conflict'; page: PublicPage; message: string };

async function publicPageWrite(answer: Promise<{ data: PublicPage }>): Promise<PublicPageWriteResult> {
  try {
    return { kind: 'saved', page: (await answer).data };
  } catch (error) {
    const conflict =
      error instanceof ApiError && error.status === 409
        ? v.safeParse(publicPageConflictSchema, error.body)
        : null;
    if (conflict?.success)
      return { kind: 'conflict', page: conflict.output.data, message: conflict.output.message };
    throw error;
  }
}

/** Every call of the lesson constructor and the course program. */
export function createLessonEditorCalls(through: Through) {
  return {
    // The course program
    /** `GET /courses/{course}/program`: sections in order, each with its lessons in order. */
    program: async (courseId: number): Promise<CourseProgram> =>
      (await through('GET /courses/:courseId/program', { courseId })).data,
    /** `PUT /courses/{course}/program`: the whole arrangement (reorder sections and lessons, move lessons). */
    arrangeProgram: async (
      courseId: number,
      body: BodyOf<'PUT /courses/:courseId/program'>,
    ): Promise<CourseProgram> =>
      (await through('PUT /courses/:courseId/program', { courseId }, { json: body })).data,
    /** `POST /courses/{course}/program-sections`: a section at the end of the program. */
    addProgramSection: async (
      courseId: number,
      body: BodyOf<'POST /courses/:courseId/program-sections'>,
    ): Promise<CourseProgram> =>
      (await through('POST /courses/:courseId/program-sections', { courseId }, { json: body })).data,
    /** `PUT /program-sections/{id}`: renames a program section. */
    renameProgramSection: async (
      programSectionId: number,
      body: BodyOf<'PUT /program-sections/:programSectionId'>,
    ): Promise<CourseProgram> =>
      (await through('PUT /program-sections/:programSectionId', { programSectionId }, { json: body })).data,
    /** `DELETE /program-sections/{id}`: deletes a program section with its lessons. */
    deleteProgramSection: async (programSectionId: number): Promise<CourseProgram> =>
      (await through('DELETE /program-sections/:programSectionId', { programSectionId })).data,

    // Lessons
    /** `POST /courses/{course}/lessons-new`: a new lesson `{ title }` (in a program section, else the last). */
    createLesson: async (
      courseId: number,
      body: BodyOf<'POST /courses/:courseId/lessons-new'>,
    ): Promise<ExpertLesson> =>
      (await through('POST /courses/:courseId/lessons-new', { courseId }, { json: body })).data,
    /** `GET /courses/{course}/lessons-new/{lesson}`: the lesson with its sections and blocks, and its version. */
    lesson: async (courseId: number, lessonId: number): Promise<ExpertLesson> =>
      (await through('GET /courses/:courseId/lessons-new/:lessonId', { courseId, lessonId })).data,
    /** `PUT /courses/{course}/lessons-new/{lesson}`: saves the whole lesson from the version it names. */
    saveLesson: (
      courseId: number,
      lessonId: number,
      body: BodyOf<'PUT /courses/:courseId/lessons-new/:lessonId'>,
    ): Promise<LessonWriteResult> =>
      lessonWrite(
        through('PUT /courses/:courseId/lessons-new/:lessonId', { courseId, lessonId }, { json: body }),
      ),
    /** `DELETE /courses/{course}/lessons-new/{lesson}`: deletes the lesson; answers the program. */
    deleteLesson: async (courseId: number, lessonId: number): Promise<CourseProgram> =>
      (await through('DELETE /courses/:courseId/lessons-new/:lessonId', { courseId, lessonId })).data,
    /** `PUT /lessons/{lesson}/copy/{from}`: another lesson's content replaces this one's (ids dropped, marked copied). */
    copyLesson: (
      lessonId: number,
      fromId: number,
      body: BodyOf<'PUT /lessons/:lessonId/copy/:fromId'> = {},
    ): Promise<LessonWriteResult> =>
      lessonWrite(through('PUT /lessons/:lessonId/copy/:fromId', { lessonId, fromId }, { json: body })),

    // Lesson sections
    /** `POST /lessons/{lesson}/info-section`: a section `{ name, info_units }` at the end. */
    addSection: (
      lessonId: number,
      body: BodyOf<'POST /lessons/:lessonId/info-section'>,
    ): Promise<SectionWriteResult> =>
      sectionWrite(through('POST /lessons/:lessonId/info-section', { lessonId }, { json: body })),
    /** `PUT /info-section/{id}`: renames a section and/or sets its blocks. */
    saveSection: (
      infoSectionId: number,
      body: BodyOf<'PUT /info-section/:infoSectionId'>,
    ): Promise<SectionWriteResult> =>
      sectionWrite(through('PUT /info-section/:infoSectionId', { infoSectionId }, { json: body })),
    /** `DELETE /info-section/{id}`: deletes a section with its blocks; answers the lesson. */
    deleteSection: async (infoSectionId: number): Promise<ExpertLesson> =>
      (await through('DELETE /info-section/:infoSectionId', { infoSectionId })).data,

    // Lookups of the editor
    /** `GET /courses/list`: the school's courses with their lessons matching `lessons_search` ("copy from"). */
    courses: async (query: CoursesListQuery = {}): Promise<CourseWithLessons[]> =>
      (
        await through(
          'GET /courses/list',
          {},
          {
            searchParams: Object.fromEntries(
              Object.entries(query).filter(([, value]) => value !== undefined),
            ) as Record<string, string | number>,
          },
        )
      ).data,
    /** `GET /courses/{course}/public-page`: the public page as its author edits it, with its version. */
    publicPage: async (courseId: number): Promise<PublicPage> =>
      (await through('GET /courses/:courseId/public-page', { courseId })).data,
    /** `PUT /courses/{course}/public-page`: saves the whole page from the version it names (409 if stale). */
    savePublicPage: (
      courseId: number,
      body: BodyOf<'PUT /courses/:courseId/public-page'>,
    ): Promise<PublicPageWriteResult> =>
      publicPageWrite(through('PUT /courses/:courseId/public-page', { courseId }, { json: body })),
    /** `GET /courses/{id}/`: the course and its public page's blocks (the block-of-public-page links). */
    courseBlocks: async (courseId: number): Promise<CourseBlocks> =>
      (await through('GET /courses/:courseId/', { courseId })).data,

    // Closed groups
    /** `GET /closed-groups`: the school's groups (the button dialog's group links, the groups page). */
    closedGroups: async (): Promise<ClosedGroup[]> => (await through('GET /closed-groups')).data,
    /** `POST /closed-groups`: a new group `{ title }`. */
    createClosedGroup: async (body: BodyOf<'POST /closed-groups'>): Promise<ClosedGroupDetail> =>
      (await through('POST /closed-groups', {}, { json: body })).data,
    /** `GET /closed-groups/{id}`: a group with its members. */
    closedGroup: async (groupId: number): Promise<ClosedGroupDetail> =>
      (await through('GET /closed-groups/:groupId', { groupId })).data,
    /** `PUT /closed-groups/{id}`: renames a group. */
    renameClosedGroup: async (
      groupId: number,
      body: BodyOf<'PUT /closed-groups/:groupId'>,
    ): Promise<ClosedGroupDetail> =>
      (await through('PUT /closed-groups/:groupId', { groupId }, { json: body })).data,
    /** `POST /closed-groups/{id}/members`: adds a person of the school by email. */
    addClosedGroupMember: async (
      groupId: number,
      body: BodyOf<'POST /closed-groups/:groupId/members'>,
    ): Promise<AnswerOf<'POST /closed-groups/:groupId/members'>['data']> =>
      (await through('POST /closed-groups/:groupId/members', { groupId }, { json: body })).data,
    /** `DELETE /closed-groups/{id}/members/{user}`: takes a person out of the group. */
    removeClosedGroupMember: async (groupId: number, userId: number): Promise<ClosedGroupDetail> =>
      (await through('DELETE /closed-groups/:groupId/members/:userId', { groupId, userId })).data,
    /** `DELETE /closed-groups/{id}`: deletes a group with its members. */
    deleteClosedGroup: async (groupId: number): Promise<{ id: number }> =>
      (await through('DELETE /closed-groups/:groupId', { groupId })).data,
  };
}

/** The lesson constructor's part of the client. */
export type LessonEditorCalls = ReturnType<typeof createLessonEditorCalls>;

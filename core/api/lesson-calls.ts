import { ApiError } from './api-error.ts';
import type { Through } from './client.ts';
import type { CourseLessonsResponse, LessonDto } from './courses.ts';
import type { PublicInfoUnit, PublicSection } from './lessons.ts';

/** Where a quiz stands: its lesson, and the lesson block (info unit) holding it, if any. */
export interface QuizPlace {
  lessonId: number;
  unitId: number | null;
}

/** A course or lesson the user may not see (403) or that does not exist (404) answers null. */
async function orNull<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
    throw error;
  }
}

/** A quiz page names its lesson by slugs; these calls turn the slugs into the lesson (and its quizzes). */
export function createLessonCalls(through: Through) {
  /** The lesson dto (`GET /courses/{course slug}/lessons/{lesson slug}`), or null when the user reaches none. */
  const lesson = async (courseSlug: string, lessonSlug: string): Promise<LessonDto | null> =>
    (await orNull(through('GET /courses/:courseSlug/lessons/:lessonSlug', { courseSlug, lessonSlug })))
      ?.data ?? null;
  return {
    lesson,
    /** `GET /public/sections/{section}/part`: a section of the lesson page with its blocks (text as safe HTML). */
    section: async (sectionId: number): Promise<PublicSection> =>
      (await through('GET /public/sections/:sectionId/part', { sectionId })).data,
    /** `GET /info-units/{id}`: one block, e.g. to reload a player from its first file (spec 2 §7). */
    unit: async (unitId: number): Promise<PublicInfoUnit> =>
      (await through('GET /info-units/:unitId', { unitId })).data,
    /** A course and its lessons in order with their quizzes (`GET /courses/{course slug}/lessons`), or null. */
    courseLessons: async (courseSlug: string): Promise<CourseLessonsResponse['data'] | null> =>
      (await orNull(through('GET /courses/:courseSlug/lessons', { courseSlug })))?.data ?? null,
    /**
     * Where the quiz a page names stands, or null when the lesson is not reached or has no such quiz. A quiz
     * in a lesson block is called through its unit (`/info-units/{id}`, spec 2 §7), any other through the lesson.
     */
    quizPlace: async (courseSlug: string, lessonSlug: string, quizId: number): Promise<QuizPlace | null> => {
      const found = await lesson(courseSlug, lessonSlug);
      const quiz = found?.quizzes.find((candidate) => candidate.id === quizId);
      if (!found || !quiz) return null;
      return { lessonId: found.id, unitId: quiz.is_from_info_unit ? quiz.info_unit_id : null };
    },
  };
}

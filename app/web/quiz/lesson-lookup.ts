import type { KyInstance } from 'ky';
import * as v from 'valibot';
import {
  type CourseLessonsResponse,
  courseLessonsResponseSchema,
  type LessonDto,
  lessonDtoResponseSchema,
} from '../../../core/api/courses.ts';
import { createQuizHttp } from './quiz-api.ts';

// A quiz page names its lesson by slugs; these calls turn the slugs into the lesson (and its quizzes).
// A course or lesson the user may not see (403) or that does not exist (404) answers null.

const segment = (slug: string) => encodeURIComponent(slug);

async function readOrNull<TSchema extends v.GenericSchema>(
  http: KyInstance,
  path: string,
  schema: TSchema,
): Promise<v.InferOutput<TSchema> | null> {
  const response = await http.get(path, { throwHttpErrors: false });
  if (response.status === 403 || response.status === 404) return null;
  if (!response.ok) throw new Error(`${path} answered ${response.status}.`);
  return v.parse(schema, await response.json());
}

/** The lesson dto (`GET /courses/{course slug}/lessons/{lesson slug}`), or null when the user reaches none. */
export async function findLesson(
  courseSlug: string,
  lessonSlug: string,
  http: KyInstance = createQuizHttp(),
): Promise<LessonDto | null> {
  const answer = await readOrNull(
    http,
    `courses/${segment(courseSlug)}/lessons/${segment(lessonSlug)}`,
    lessonDtoResponseSchema,
  );
  return answer?.data ?? null;
}

/** Where a quiz stands: its lesson, and the lesson block (info unit) holding it, if any. */
export interface QuizPlace {
  lessonId: number;
  unitId: number | null;
}

/**
 * Where the quiz a page names stands, or null when the lesson is not reached or has no such quiz. A quiz
 * in a lesson block is called through its unit (`/info-units/{id}`, spec 2 §7), any other through the lesson.
 */
export async function findQuizPlace(
  courseSlug: string,
  lessonSlug: string,
  quizId: number,
  http: KyInstance = createQuizHttp(),
): Promise<QuizPlace | null> {
  const lesson = await findLesson(courseSlug, lessonSlug, http);
  const quiz = lesson?.quizzes.find((candidate) => candidate.id === quizId);
  if (!lesson || !quiz) return null;
  const unit = quiz.is_from_info_unit
    ? lesson.section.info_units.find((candidate) => candidate.quiz_id === quizId)
    : undefined;
  return { lessonId: lesson.id, unitId: unit?.id ?? null };
}

/** A course and its lessons in order with their quizzes (`GET /courses/{course slug}/lessons`), or null. */
export async function findCourseLessons(
  courseSlug: string,
  http: KyInstance = createQuizHttp(),
): Promise<CourseLessonsResponse['data'] | null> {
  const answer = await readOrNull(
    http,
    `courses/${segment(courseSlug)}/lessons`,
    courseLessonsResponseSchema,
  );
  return answer?.data ?? null;
}

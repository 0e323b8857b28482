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

/** The id of the lesson a quiz page names, or null when the lesson is not reached or has no such quiz. */
export async function findLessonOfQuiz(
  courseSlug: string,
  lessonSlug: string,
  quizId: number,
  http: KyInstance = createQuizHttp(),
): Promise<number | null> {
  const lesson = await findLesson(courseSlug, lessonSlug, http);
  return lesson?.quizzes.some((quiz) => quiz.id === quizId) ? lesson.id : null;
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

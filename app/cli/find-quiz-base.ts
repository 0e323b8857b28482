import { type ApiClient, quizBase } from '../../core/api/index.ts';
import { CliFailure } from './cli-failure.ts';

/** Which quiz to take: the course, the lesson (found from the course when not given), the quiz. */
export interface QuizAddress {
  course: string;
  lesson: string | null;
  quizId: number;
}

/** The call base of the quiz (`/lessons/{id}` or `/info-units/{id}`), found the way the quiz page finds it. */
export async function findQuizBase(client: ApiClient, address: QuizAddress): Promise<string> {
  const { course, quizId } = address;
  let lesson = address.lesson;
  if (lesson === null) {
    const found = await client.lessons.courseLessons(course);
    if (!found) throw new CliFailure(`There is no course "${course}" that you can open.`);
    lesson =
      found.lessons.find((candidate) => candidate.quizzes.some((quiz) => quiz.id === quizId))?.slug ?? null;
    if (lesson === null) {
      throw new CliFailure(
        `The course "${course}" has no quiz ${quizId} that you can open; "quiz list --course ${course}" shows its quizzes.`,
      );
    }
  }
  const place = await client.lessons.quizPlace(course, lesson, quizId);
  if (!place) {
    throw new CliFailure(
      `The lesson "${lesson}" of the course "${course}" has no quiz ${quizId} that you can open; "quiz list --course ${course}" shows its quizzes.`,
    );
  }
  return quizBase(place);
}

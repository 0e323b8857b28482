import type { ApiClient } from '../../core/api/index.ts';
import { attemptStatusKind } from '../../core/quiz/index.ts';
import { CliFailure } from './cli-failure.ts';
import type { QuizTexts } from './quiz-texts.ts';
import type { Terminal } from './terminal.ts';

/** `quiz list`: the course's lessons (or one of them) with their quizzes' numbers, names and the latest status. */
export async function listQuizzes(
  client: ApiClient,
  request: { course: string; lesson: string | null },
  io: { terminal: Terminal; texts: QuizTexts },
): Promise<void> {
  const found = await client.lessons.courseLessons(request.course);
  if (!found) throw new CliFailure(`There is no course "${request.course}" that you can open.`);
  const lessons = found.lessons.filter((lesson) => request.lesson === null || lesson.slug === request.lesson);
  if (lessons.length === 0) {
    throw new CliFailure(
      `The course "${request.course}" has no lesson "${request.lesson}" that you can open.`,
    );
  }
  io.terminal.say(found.course.title);
  for (const lesson of lessons) {
    io.terminal.say('', `${lesson.title} (--lesson ${lesson.slug})`);
    if (lesson.quizzes.length === 0) io.terminal.say('  no quizzes');
    for (const quiz of lesson.quizzes) {
      const kind = attemptStatusKind(quiz.latest_attempt_status_id);
      const status = kind ? ` · ${io.texts(`quiz.status_${kind.replace('-', '_')}`)}` : '';
      io.terminal.say(`  --quiz ${quiz.id}  ${quiz.name}${status}`);
    }
  }
}

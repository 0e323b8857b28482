import * as v from 'valibot';
import { createQuizSchema } from '../../../core/api/quiz-authoring.ts';
import { documentOf } from '../../../core/quiz-constructor/index.ts';
import type { Reached, SchoolId } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import type { QuizRow } from './quiz-access.ts';
import {
  createLessonQuiz,
  lessonOfCabinet,
  type QuizDocument,
  quizDocument,
  quizOfCabinet,
  quizOptionsView,
  seedQuestion,
} from './quiz-authoring.ts';
import { loadQuizQuestions } from './quiz-questions-store.ts';

/**
 * Copies a quiz of the caller's school into the same lesson, last: its options (not its lesson block,
 * which holds one quiz only), and every live question with its answers, statements, gaps and key as
 * new rows (core `documentOf(question, 'copy')`). No attempt is copied. Answers the copy.
 */
export async function copyQuiz(
  db: Db,
  quiz: Reached<QuizRow>,
  school: SchoolId,
  name: string | undefined,
): Promise<QuizDocument> {
  const { id: _id, lesson_id, position: _position, info_unit_id: _unit, ...options } = quizOptionsView(quiz);
  const questions = await loadQuizQuestions(db, quiz.id);
  const copy = await createLessonQuiz(
    db,
    await lessonOfCabinet(db, lesson_id, school),
    v.parse(createQuizSchema, { ...options, name: name ?? `${quiz.name} (copy)`, info_unit_id: null }),
  );
  for (const question of questions) await seedQuestion(db, copy.id, documentOf(question, 'copy'));
  return quizDocument(db, await quizOfCabinet(db, copy.id, school));
}

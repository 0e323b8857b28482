import { and, eq, isNull } from 'drizzle-orm';
import type { Question } from '../../../core/api/quiz.ts';
import { questionSecondsLeft } from '../../../core/quiz/index.ts';
import type { Db } from '../db/client.ts';
import { quizAttemptQuestions } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import type { AttemptRow } from './quiz-access.ts';

/** Starts a question's timer once (later calls keep the first start) and answers the seconds left. */
export async function startQuestionTimer(
  db: Db,
  attempt: AttemptRow,
  question: Question,
  now: Date,
): Promise<number> {
  if (!question.timer_duration) throw new HttpError(422, 'This question has no timer.');
  await db
    .insert(quizAttemptQuestions)
    .values({ attemptId: attempt.id, questionId: question.id, timerStartedAt: now })
    .onConflictDoNothing();
  await db
    .update(quizAttemptQuestions)
    .set({ timerStartedAt: now })
    .where(
      and(
        eq(quizAttemptQuestions.attemptId, attempt.id),
        eq(quizAttemptQuestions.questionId, question.id),
        isNull(quizAttemptQuestions.timerStartedAt),
      ),
    );
  const [row] = await db
    .select()
    .from(quizAttemptQuestions)
    .where(
      and(eq(quizAttemptQuestions.attemptId, attempt.id), eq(quizAttemptQuestions.questionId, question.id)),
    );
  return questionSecondsLeft(question, row?.timerStartedAt, now) ?? question.timer_duration;
}

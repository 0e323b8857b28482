import { and, count, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Question } from '../../../core/api/quiz.ts';
import { isPollQuestion, type PollCount } from '../../../core/quiz/index.ts';
import type { Db } from '../db/client.ts';
import { quizAttemptResults } from '../db/schema.ts';

/**
 * How many stored answers chose each option of the polls and scales among `questions`, over every
 * attempt (running ones too, so a learner who just answered is counted), `exceptAttemptId` left out.
 */
export async function pollCounts(
  db: Db,
  questions: readonly Question[],
  exceptAttemptId?: number,
): Promise<PollCount[]> {
  const questionIds = questions.filter(isPollQuestion).map((question) => question.id);
  if (questionIds.length === 0) return [];
  const rows = await db
    .select({
      answerId: quizAttemptResults.answerId,
      questionId: quizAttemptResults.questionId,
      count: count(),
    })
    .from(quizAttemptResults)
    .where(
      and(
        inArray(quizAttemptResults.questionId, questionIds),
        isNotNull(quizAttemptResults.answerId),
        exceptAttemptId === undefined ? undefined : ne(quizAttemptResults.attemptId, exceptAttemptId),
      ),
    )
    .groupBy(quizAttemptResults.answerId, quizAttemptResults.questionId);
  return rows.map((row) => ({
    questionId: row.questionId,
    answerId: row.answerId!,
    count: Number(row.count),
  }));
}

import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AttemptResult, Question } from '../../../core/api/quiz.ts';
import type { RescoreSummary } from '../../../core/api/quiz-authoring.ts';
import { answerPayload, initialAnswerOf, scoreAnswer } from '../../../core/quiz/index.ts';
import type { Score } from '../../../core/quiz/scoring/score.types.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { quizAttemptQuestions, quizAttemptResults, quizAttempts, quizzes } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import type { AttemptResultRow } from './attempt-state.ts';
import type { QuestionRow } from './quiz-authoring.ts';
import { loadQuizQuestions } from './quiz-questions-store.ts';
import { STATUS } from './quiz-views.ts';

// Re-scoring a question whose key changed (docs/quiz-constructor.md, Re-scoring): every stored answer
// to it is scored again by the core scorer against the key as it now is, in one transaction that
// holds the row locks of the attempts it changes, so an answer arriving meanwhile waits for it.

/** Types an expert scores by hand: their points are the expert's, so a re-score leaves them alone. */
const HAND_SCORED_SLUGS = new Set(['text_media_answer', 'text_graphic_answer']);

/** The attempts that answered the question (a stored verdict), as a subquery. */
function answeringAttempts(db: Db, questionId: number) {
  return db
    .select({ id: quizAttemptQuestions.attemptId })
    .from(quizAttemptQuestions)
    .where(and(eq(quizAttemptQuestions.questionId, questionId), isNotNull(quizAttemptQuestions.answeredAt)));
}

/** How many attempts answered the question: what a re-score would go over (none for a hand-scored type). */
export async function rescoreSummary(db: Db, question: Reached<QuestionRow>): Promise<RescoreSummary> {
  if (HAND_SCORED_SLUGS.has(question.typeSlug)) return { attempts: 0, changed: 0 };
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(quizAttemptQuestions)
    .where(and(eq(quizAttemptQuestions.questionId, question.id), isNotNull(quizAttemptQuestions.answeredAt)));
  return { attempts: Number(row?.count ?? 0), changed: 0 };
}

function partCorrect(score: Score, key: string): boolean | null {
  const part = score.parts.find((candidate) => candidate.key === key);
  return part ? part.isCorrect : null;
}

/** A stored row's mark under a score, as the answer call marks the rows it stores. */
function rowCorrect(question: Question, row: AttemptResultRow, score: Score): boolean | null {
  const whole = score.verdict === 'not_scorable' ? null : score.verdict === 'correct';
  if (row.answerGroupId != null)
    return (
      partCorrect(score, `group:${row.answerGroupId}`) ??
      (row.statementId != null ? partCorrect(score, `statement:${row.statementId}`) : null) ??
      whole
    );
  if (row.statementId != null) return partCorrect(score, `statement:${row.statementId}`) ?? whole;
  if (question.type.slug === 'sorting' && row.answerId != null)
    return partCorrect(score, `position:${row.answerOrder ?? 0}`) ?? whole;
  return whole;
}

/** The stored rows as the client reads them, which the question's type turns back into the answer. */
function storedResults(rows: readonly AttemptResultRow[]): AttemptResult[] {
  return [...rows]
    .sort((a, b) => (a.answerOrder ?? 0) - (b.answerOrder ?? 0) || a.id - b.id)
    .map((row) => ({
      quiz_question_id: row.questionId,
      quiz_answer_id: row.answerId,
      quiz_statement_id: row.statementId,
      quiz_answer_group_id: row.answerGroupId,
      text_answer: row.textAnswer,
      files: [],
      answer_order: row.answerOrder,
    }));
}

/** The score of stored rows under the question's key: the same core path the student's answer took. */
export function rescoreRows(question: Question, rows: readonly AttemptResultRow[]): Score {
  const answer = initialAnswerOf(question, storedResults(rows));
  return scoreAnswer(question, answerPayload(question, answer));
}

/**
 * `POST /constructor/quiz-questions/{question_id}/rescore`: scores every stored answer to the question
 * again with the core scorer, and writes the verdicts, points, row marks and attempt scores that
 * changed. A finished attempt that passed or failed by its score alone (no expert decided it) is
 * decided again by the new score; an expert's decision stays.
 */
export async function rescoreQuestion(
  db: Db,
  question: Reached<QuestionRow>,
  now: Date,
): Promise<RescoreSummary> {
  if (HAND_SCORED_SLUGS.has(question.typeSlug)) return { attempts: 0, changed: 0 };
  return db.transaction(async (tx) => {
    const keyed = (await loadQuizQuestions(tx, question.quizId)).find(
      (candidate) => candidate.id === question.id,
    );
    if (!keyed) throw new HttpError(404, 'There is no such question.');
    const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.id, question.quizId));
    // Locked in id order, as every other writer of an attempt locks one row: no deadlock.
    const attempts = await tx
      .select()
      .from(quizAttempts)
      .where(inArray(quizAttempts.id, answeringAttempts(tx, question.id)))
      .orderBy(asc(quizAttempts.id))
      .for('update');
    if (attempts.length === 0) return { attempts: 0, changed: 0 };
    const ids = attempts.map((attempt) => attempt.id);
    const [states, results] = await Promise.all([
      tx
        .select()
        .from(quizAttemptQuestions)
        .where(
          and(inArray(quizAttemptQuestions.attemptId, ids), eq(quizAttemptQuestions.questionId, question.id)),
        ),
      tx
        .select()
        .from(quizAttemptResults)
        .where(
          and(inArray(quizAttemptResults.attemptId, ids), eq(quizAttemptResults.questionId, question.id)),
        ),
    ]);
    let changed = 0;
    for (const attempt of attempts) {
      const state = states.find((row) => row.attemptId === attempt.id);
      if (!state?.answeredAt) continue;
      const rows = results.filter((row) => row.attemptId === attempt.id);
      const score = rescoreRows(keyed, rows);
      const marks = rows
        .map((row) => ({ row, isCorrect: rowCorrect(keyed, row, score) }))
        .filter(({ row, isCorrect }) => row.isCorrect !== isCorrect);
      const verdictChanged = state.verdict !== score.verdict || Number(state.points) !== score.points;
      if (!verdictChanged && marks.length === 0) continue;
      changed += 1;
      for (const { row, isCorrect } of marks) {
        await tx
          .update(quizAttemptResults)
          .set({ isCorrect, updatedAt: now })
          .where(eq(quizAttemptResults.id, row.id));
      }
      if (!verdictChanged) continue;
      await tx
        .update(quizAttemptQuestions)
        .set({ verdict: score.verdict, points: score.points })
        .where(eq(quizAttemptQuestions.id, state.id));
      const [{ scores } = { scores: 0 }] = await tx
        .select({ scores: sql<string>`coalesce(sum(${quizAttemptQuestions.points}), 0)` })
        .from(quizAttemptQuestions)
        .where(eq(quizAttemptQuestions.attemptId, attempt.id));
      const total = Number(scores);
      const decidedByScore =
        (attempt.statusId === STATUS.passed || attempt.statusId === STATUS.failed) &&
        attempt.reviewedBy == null &&
        quiz?.estimateIsOn === true &&
        quiz.commonScoresMin != null;
      const statusId = decidedByScore
        ? total >= quiz.commonScoresMin!
          ? STATUS.passed
          : STATUS.failed
        : attempt.statusId;
      await tx
        .update(quizAttempts)
        .set({ scores: total, statusId, updatedAt: now })
        .where(eq(quizAttempts.id, attempt.id));
    }
    return { attempts: attempts.length, changed };
  });
}

import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Attempt } from '../../../core/api/quiz.ts';
import { attemptDeadline, attemptTimerDeadline, isWithinDeadline } from '../../../core/quiz/index.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { quizAttemptQuestions, quizAttemptResults, quizAttempts } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { UserRow } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { QUIZ_BLOCKED_MESSAGE, QUIZ_CLOSED_MESSAGE } from './attempt-refusals.ts';
import { loadAttemptState } from './attempt-state.ts';
import { finishAttemptTx } from './finish-attempt.ts';
import type { AttemptRow, QuizRow, QuizScope } from './quiz-access.ts';
import { quizQuestionsOf } from './quiz-questions-store.ts';
import { quizWindow, STATUS } from './quiz-views.ts';
import { viewAttempt } from './view-quiz.ts';

const START_ROUNDS = 5;

/**
 * The answered questions and their rows of an attempt, as a rework copies them: verdict, points and
 * answer kept; the question timers, checks and the student's comments are the old attempt's own.
 */
async function answersOf(tx: Db, attemptId: number) {
  const [questions, results] = await Promise.all([
    tx
      .select()
      .from(quizAttemptQuestions)
      .where(and(eq(quizAttemptQuestions.attemptId, attemptId), isNotNull(quizAttemptQuestions.answeredAt))),
    tx.select().from(quizAttemptResults).where(eq(quizAttemptResults.attemptId, attemptId)),
  ]);
  const answered = new Set(questions.map((row) => row.questionId));
  return {
    questions: questions.map((row) => ({
      ...row,
      isChecked: false,
      timerStartedAt: null,
      commentId: null,
      // Version 0: copied, not yet answered in the rework (store-answer lets it be answered once more).
      version: 0,
    })),
    results: results.filter((row) => answered.has(row.questionId)),
  };
}

/**
 * The running attempt, or a new one. Numbers are allocated in a transaction and (quiz, user, number)
 * is unique, so parallel starts make at most one attempt; the losers return the winner's attempt.
 */
async function startAttempt(
  db: Db,
  quiz: QuizRow,
  userId: number,
  isExpert: boolean,
  now: Date,
): Promise<{ attempt: AttemptRow; created: boolean }> {
  const questions = await quizQuestionsOf(db, quiz);
  for (let round = 0; round < START_ROUNDS; round += 1) {
    try {
      return await db.transaction(async (tx) => {
        const attempts = await tx
          .select()
          .from(quizAttempts)
          .where(and(eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.userId, userId)))
          .orderBy(desc(quizAttempts.attemptNumber));
        const running = attempts.find((attempt) => attempt.statusId === STATUS.inProgress);
        if (running) {
          if (isWithinDeadline(attemptDeadline(quiz, running), now))
            return { attempt: running, created: false };
          await finishAttemptTx(tx, quiz, questions, running, now, true);
        }
        const window = quizWindow(quiz, now);
        if (!isExpert && window.blocked) throw new HttpError(403, QUIZ_BLOCKED_MESSAGE);
        if (!isExpert && window.closed) throw new HttpError(403, QUIZ_CLOSED_MESSAGE);
        const last = attempts[0];
        const reworking = last?.statusId === STATUS.needsRework;
        if (!isExpert && !reworking && quiz.attemptLimit != null && attempts.length >= quiz.attemptLimit) {
          throw new HttpError(409, quiz.attemptLimitText || 'You have no attempts left at this quiz.');
        }
        // A rework starts from the answers the expert sent back: they are copied in, verdicts and all.
        const copied = reworking ? await answersOf(tx, last.id) : { questions: [], results: [] };
        const [created] = await tx
          .insert(quizAttempts)
          .values({
            quizId: quiz.id,
            userId,
            attemptNumber: (last?.attemptNumber ?? 0) + 1,
            previousAttemptId: last?.id ?? null,
            rootId: reworking ? (last.rootId ?? last.id) : null,
            statusId: STATUS.inProgress,
            scores: copied.questions.reduce((sum, row) => sum + Number(row.points), 0),
            startedAt: now,
            deadlineAt: attemptTimerDeadline(quiz, now),
          })
          .returning();
        if (copied.questions.length > 0)
          await tx
            .insert(quizAttemptQuestions)
            .values(copied.questions.map(({ id: _id, ...row }) => ({ ...row, attemptId: created!.id })));
        if (copied.results.length > 0)
          await tx.insert(quizAttemptResults).values(
            copied.results.map(({ id: _id, ...row }) => ({
              ...row,
              attemptId: created!.id,
              createdAt: now,
              updatedAt: now,
            })),
          );
        return { attempt: created!, created: true };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new HttpError(409, 'Another start of this quiz is in progress; try again.');
}

/** `GET {base}/quizzes/{quiz_id}/start-attempt`: the caller's running attempt at the reached quiz, or a new one. */
export async function openAttempt(
  db: Db,
  user: UserRow,
  scope: Reached<QuizScope>,
  now: Date,
): Promise<Attempt> {
  const { attempt, created } = await startAttempt(db, scope.quiz, user.id, scope.isExpert, now);
  const questions = await quizQuestionsOf(db, scope.quiz);
  // A new attempt has nothing stored yet, unless a rework copied answers in; a running one is read.
  const state =
    created && attempt.rootId == null
      ? { attempt, questions: [], results: [], comments: [] }
      : await loadAttemptState(db, attempt);
  return viewAttempt(db, scope.quiz, questions, state, scope.isExpert, now);
}

import { inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import type { QuizResult, quizResultQuerySchema } from '../../../core/api/quiz.ts';
import { keyLines } from '../../../core/quiz/index.ts';
import type { AttemptReach } from '../access/guards.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { quizAnswers } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { describeFiles, loadAttemptFiles } from './attached-files.ts';
import { loadAttemptStates, userAttempts } from './attempt-state.ts';
import { quizQuestionsOf } from './quiz-questions-store.ts';
import { keyVisible, marksVisible, STATUS } from './quiz-views.ts';

/** What `GET /quiz-results` asks besides the attempt (which the guard reached from `attempt_id`). */
export type QuizResultQuery = Omit<v.InferOutput<typeof quizResultQuerySchema>, 'attempt_id'>;

type KeyAnswer = { text: string | null; type: number | null; image: { url: string } | null };

/** Chosen answers by id, deleted ones included: a result keeps pointing at the row it chose. */
async function chosenAnswers(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: quizAnswers.id, text: quizAnswers.text, imageUrl: quizAnswers.imageUrl })
    .from(quizAnswers)
    .where(inArray(quizAnswers.id, [...ids]));
}

/**
 * `GET /quiz-results` (spec 2 §7): one question's stored answers across the student's finished
 * attempts at the quiz (and the reached attempt, running or not), with the key grouped by statement or
 * gap group; marks and key as the quiz shows them to a student (`is_student`, or anyone but its experts).
 */
export async function quizResults(
  db: Db,
  reach: Reached<AttemptReach>,
  query: QuizResultQuery,
): Promise<QuizResult> {
  const { attempt, scope } = reach;
  const question = (await quizQuestionsOf(db, scope.quiz)).find(
    (candidate) => candidate.id === query.question_id,
  );
  if (!question) throw new HttpError(404, 'There is no such question in this quiz.');
  const asStudent = query.is_student !== undefined || !scope.isExpert;
  const states = await loadAttemptStates(db, await userAttempts(db, scope.quiz.id, attempt.userId));
  const current = states.find((state) => state.attempt.id === attempt.id)!;
  const showKey = asStudent ? keyVisible(scope.quiz, current, false) : true;
  const keyAnswers = [
    ...question.answers.map((answer) => ({ answer, group: 'question' })),
    ...question.statements.flatMap((statement) =>
      statement.answers.map((answer) => ({
        answer,
        group: String(answer.quiz_answer_group_id ?? statement.id),
      })),
    ),
  ]
    .filter(({ answer }) => answer.is_correct)
    .filter(
      ({ answer }) =>
        query.answer_group_id === undefined || answer.quiz_answer_group_id === query.answer_group_id,
    );
  const grouped: Record<string, KeyAnswer[]> = {};
  for (const { answer, group } of keyAnswers) {
    grouped[group] ??= [];
    grouped[group].push({ text: answer.text ?? null, type: answer.type, image: answer.image ?? null });
  }
  const shownStates = states.filter(
    (state) => state.attempt.statusId !== STATUS.inProgress || state.attempt.id === attempt.id,
  );
  const chosenIds = [
    ...new Set(
      shownStates.flatMap((state) =>
        state.results.filter((row) => row.answerId != null).map((row) => row.answerId!),
      ),
    ),
  ];
  const attached = await loadAttemptFiles(db, shownStates);
  const chosenRows = await chosenAnswers(db, chosenIds);
  const data = shownStates.flatMap((state) => {
    const marks = asStudent ? marksVisible(scope.quiz, state, false) : true;
    return state.results
      .filter((row) => row.questionId === question.id)
      .filter((row) => query.answer_group_id === undefined || row.answerGroupId === query.answer_group_id)
      .filter((row) => query.statement_id === undefined || row.statementId === query.statement_id)
      .map((row) => {
        const chosen = chosenRows.find((answer) => answer.id === row.answerId);
        return {
          id: row.id,
          quiz_attempt_id: row.attemptId,
          text_answer: row.textAnswer,
          answer: chosen
            ? { text: chosen.text, image: chosen.imageUrl ? { url: chosen.imageUrl } : null }
            : null,
          ...(marks ? { is_correct: row.isCorrect } : {}),
          files: describeFiles(row.files, attached, state.attempt.userId),
          updated_at: row.updatedAt.toISOString(),
          quiz_answer_id: row.answerId,
          answer_group_id: row.answerGroupId,
          quiz_question_id: row.questionId,
          quiz_statement_id: row.statementId,
        };
      });
  });
  return {
    // The whole question's key is the one the student's check banner names (core keyLines).
    correct_answers: !showKey
      ? []
      : query.answer_group_id === undefined
        ? keyLines(question).map((line) => ({ ...line, type: null }))
        : Object.values(grouped).flat(),
    correct_answers_grouped: showKey ? grouped : {},
    data,
  };
}

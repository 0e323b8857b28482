import type { Question, QuestionSlug } from '../../api/quiz.ts';
import type { Verdict } from '../scoring/score.types.ts';

/**
 * What a student is told of one question, the one model the check banner, the result cards, the
 * result header and the expert view read: right, wrong, answered without a mark (a poll, a scale or
 * an answer an expert checks), skipped, or not reached.
 */
export type QuestionVerdict = 'correct' | 'incorrect' | 'saved' | 'skipped' | 'not_started';

/** The facts of a question that carry its verdict (spec 2 §3). */
export type VerdictFacts = Pick<
  Question,
  'is_skipped' | 'is_not_started' | 'has_result_answer' | 'attempt_question_result'
>;

/** Slugs that ask for an opinion: no right answer, the poll figures instead (spec 2 §2). */
const POLL_SLUGS: ReadonlySet<QuestionSlug> = new Set([
  'interview',
  'likert_scale',
  'rating',
  'reaction',
  'new_promoter_score',
]);

/** Whether a question is a poll or a scale, whose figures are shown instead of a verdict. */
export function isPollQuestion(question: { type: { slug: QuestionSlug } }): boolean {
  return POLL_SLUGS.has(question.type.slug);
}

/**
 * The `attempt_question_result` the server sends for a stored verdict: null when the reader may not
 * see marks or nothing is stored; `is_correct: null` when the answer is stored but nobody can score it.
 */
export function verdictResult(
  verdict: Verdict | null | undefined,
  visible: boolean,
): { is_correct: boolean | null } | null {
  if (!visible || verdict == null) return null;
  return { is_correct: verdict === 'not_scorable' ? null : verdict === 'correct' };
}

/** A question's verdict as its facts tell it. */
export function questionVerdict(facts: VerdictFacts): QuestionVerdict {
  if (facts.is_skipped) return 'skipped';
  if (facts.is_not_started) return 'not_started';
  const isCorrect = facts.attempt_question_result?.is_correct;
  if (isCorrect === true) return 'correct';
  if (isCorrect === false) return 'incorrect';
  return facts.has_result_answer ? 'saved' : 'not_started';
}

/** The verdict of a stored answer row (the server's `verdict` column and whether an answer is stored). */
export function storedVerdict(verdict: Verdict | null | undefined, answered: boolean): QuestionVerdict {
  return questionVerdict({
    is_skipped: false,
    is_not_started: !answered,
    has_result_answer: answered,
    attempt_question_result: verdictResult(verdict, true),
  });
}

/** The counts of a result header: how many verdicts are correct and how many incorrect. */
export function tallyVerdicts(verdicts: readonly QuestionVerdict[]): { correct: number; incorrect: number } {
  return {
    correct: verdicts.filter((verdict) => verdict === 'correct').length,
    incorrect: verdicts.filter((verdict) => verdict === 'incorrect').length,
  };
}

/**
 * The result header's counts: the verdicts of the reviewed questions, as the cards below show them;
 * the attempt's own counts only when no question is reviewed.
 */
export function resultHeaderCounts(
  verdicts: readonly QuestionVerdict[],
  attempt: { count_questions_correct?: number | null; count_questions_incorrect?: number | null },
): { correct: number; incorrect: number } {
  if (verdicts.length > 0) return tallyVerdicts(verdicts);
  return { correct: attempt.count_questions_correct ?? 0, incorrect: attempt.count_questions_incorrect ?? 0 };
}

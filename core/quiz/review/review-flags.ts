import type { Question, ResultDisplayType } from '../../api/quiz.ts';

/** The review flags of a question (spec 2 §4). */
export interface ReviewFlags {
  correct: boolean;
  incorrect: boolean;
  skipped: boolean;
  notStarted: boolean;
}

/** Review flags: correct and incorrect show only with only_correct_or_not; skipped and not started always. */
export function reviewFlags(question: Question, displayType: ResultDisplayType): ReviewFlags {
  const verdict = question.attempt_question_result?.is_correct ?? null;
  const showsVerdict =
    displayType === 'only_correct_or_not' && !question.is_skipped && !question.is_not_started;
  return {
    correct: showsVerdict && verdict === true,
    incorrect: showsVerdict && verdict === false,
    skipped: question.is_skipped,
    notStarted: question.is_not_started,
  };
}

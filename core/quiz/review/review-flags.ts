import type { Question, ResultDisplayType } from '../../api/quiz.ts';
import { questionVerdict } from './question-verdict.ts';

/** The review flags of a question (spec 2 §4). */
export interface ReviewFlags {
  correct: boolean;
  incorrect: boolean;
  skipped: boolean;
  notStarted: boolean;
}

/** Review flags from the question's verdict: correct and incorrect show only with only_correct_or_not; skipped and not started always. */
export function reviewFlags(question: Question, displayType: ResultDisplayType): ReviewFlags {
  const verdict = questionVerdict(question);
  const showsVerdict = displayType === 'only_correct_or_not';
  return {
    correct: showsVerdict && verdict === 'correct',
    incorrect: showsVerdict && verdict === 'incorrect',
    skipped: verdict === 'skipped',
    notStarted: verdict === 'not_started',
  };
}

import type { ResultDisplayType } from '../../api/quiz.ts';

/** What a result display type lets the learner see. */
export interface ResultDisplay {
  /** Each given answer is marked right or wrong. */
  marksAnswers: boolean;
  /** The question as a whole is marked right or wrong. */
  showsQuestionVerdict: boolean;
  /** Correct answers, correct order, correct word and the poll figures are shown. */
  showsCorrectAnswers: boolean;
}

const DISPLAYS: Record<ResultDisplayType, ResultDisplay> = {
  simple_answer: { marksAnswers: false, showsQuestionVerdict: false, showsCorrectAnswers: false },
  only_correct_or_not: { marksAnswers: true, showsQuestionVerdict: true, showsCorrectAnswers: false },
  only_correct_or_not_question: {
    marksAnswers: false,
    showsQuestionVerdict: true,
    showsCorrectAnswers: false,
  },
  full_information: { marksAnswers: true, showsQuestionVerdict: true, showsCorrectAnswers: true },
};

/** What each result display type shows: simple_answer only the answers; full_information everything. */
export function resultDisplay(displayType: ResultDisplayType): ResultDisplay {
  return DISPLAYS[displayType];
}

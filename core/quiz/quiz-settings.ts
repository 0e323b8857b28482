import {
  ALLOWANCE,
  QUESTION_RESULT_SHOW,
  QUESTIONS_DISPLAY,
  QUIZ_TIMER_TYPE,
  type Quiz,
} from '../api/quiz.ts';

// A quiz's settings read by name (spec 2 §3 Quiz), so no screen or machine compares raw ids.

type Settings = Pick<
  Quiz,
  | 'questions_display_type_id'
  | 'reanswer_type'
  | 'return_to_previous_type'
  | 'navigation_type_id'
  | 'finish_type_id'
  | 'is_allow_clear'
  | 'type_show_question_result_attempt'
  | 'questions_numeration_type'
>;

/** All questions on one page (questions_display_type_id 2) rather than one by one. */
export function showsAllQuestionsOnPage(quiz: Pick<Settings, 'questions_display_type_id'>): boolean {
  return quiz.questions_display_type_id === QUESTIONS_DISPLAY.all;
}

/** The learner may go back to an earlier question (return_to_previous_type 2). */
export function canReturnToPrevious(quiz: Pick<Settings, 'return_to_previous_type'>): boolean {
  return quiz.return_to_previous_type === ALLOWANCE.yes;
}

/** An answered question may be answered again (reanswer_type 2). */
export function canReanswer(quiz: Pick<Settings, 'reanswer_type'>): boolean {
  return quiz.reanswer_type === ALLOWANCE.yes;
}

/** Finish is offered on every question, not only the last (finish_type_id 1). */
export function canFinishFromAnyQuestion(quiz: Pick<Settings, 'finish_type_id'>): boolean {
  return quiz.finish_type_id === 1;
}

/** The learner may clear every answer and start over (is_allow_clear). */
export function canClearAnswers(quiz: Pick<Settings, 'is_allow_clear'>): boolean {
  return quiz.is_allow_clear;
}

/** Check shows a result after each answer (type_show_question_result_attempt 2 or 3). */
export function showsResultOnCheck(quiz: Pick<Settings, 'type_show_question_result_attempt'>): boolean {
  return quiz.type_show_question_result_attempt.id !== QUESTION_RESULT_SHOW.none;
}

/** Questions carry their number in their heading (questions_numeration_type 1). */
export function numbersQuestions(quiz: Pick<Settings, 'questions_numeration_type'>): boolean {
  return quiz.questions_numeration_type.id === 1;
}

/** The navigation list of question numbers is shown (navigation_type_id 1). */
export function showsQuestionNavigation(quiz: Pick<Settings, 'navigation_type_id'>): boolean {
  return quiz.navigation_type_id === 1;
}

/** The attempt's clock counts up instead of down (timer_type 2). */
export function isStopwatchQuiz(quiz: Pick<Quiz, 'options'>): boolean {
  return quiz.options.timer_type?.id === QUIZ_TIMER_TYPE.stopwatch;
}

import { describe, expect, it } from 'vitest';
import {
  canClearAnswers,
  canFinishFromAnyQuestion,
  canReanswer,
  canReturnToPrevious,
  isStopwatchQuiz,
  numbersQuestions,
  showsAllQuestionsOnPage,
  showsQuestionNavigation,
  showsResultOnCheck,
} from '../../../core/quiz/index.ts';
import { makeQuiz } from './quiz-flow.fixtures.ts';

describe('quiz settings by name (spec 2 §3 Quiz)', () => {
  it('reads each setting id the way the spec defines it', () => {
    expect(showsAllQuestionsOnPage(makeQuiz({ questions_display_type_id: 2 }))).toBe(true);
    expect(showsAllQuestionsOnPage(makeQuiz({ questions_display_type_id: 1 }))).toBe(false);
    expect(canReturnToPrevious(makeQuiz({ return_to_previous_type: 2 }))).toBe(true);
    expect(canReturnToPrevious(makeQuiz({ return_to_previous_type: 1 }))).toBe(false);
    expect(canReanswer(makeQuiz({ reanswer_type: 2 }))).toBe(true);
    expect(canReanswer(makeQuiz({ reanswer_type: 1 }))).toBe(false);
    expect(canFinishFromAnyQuestion(makeQuiz({ finish_type_id: 1 }))).toBe(true);
    expect(canFinishFromAnyQuestion(makeQuiz({ finish_type_id: 2 }))).toBe(false);
    expect(canClearAnswers(makeQuiz({ is_allow_clear: true }))).toBe(true);
    expect(canClearAnswers(makeQuiz({ is_allow_clear: false }))).toBe(false);
    expect(showsResultOnCheck(makeQuiz({ type_show_question_result_attempt: { id: 1 } }))).toBe(false);
    expect(showsResultOnCheck(makeQuiz({ type_show_question_result_attempt: { id: 2 } }))).toBe(true);
    expect(showsResultOnCheck(makeQuiz({ type_show_question_result_attempt: { id: 3 } }))).toBe(true);
    expect(numbersQuestions(makeQuiz({ questions_numeration_type: { id: 1 } }))).toBe(true);
    expect(numbersQuestions(makeQuiz({ questions_numeration_type: { id: 2 } }))).toBe(false);
    expect(showsQuestionNavigation(makeQuiz({ navigation_type_id: 1 }))).toBe(true);
    expect(showsQuestionNavigation(makeQuiz({ navigation_type_id: 2 }))).toBe(false);
    expect(isStopwatchQuiz(makeQuiz({ options: { timer_type: { id: 2 } } }))).toBe(true);
    expect(isStopwatchQuiz(makeQuiz({ options: { timer_type: { id: 1 } } }))).toBe(false);
  });
});

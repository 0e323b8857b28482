import {
  ANSWER_TYPE,
  type Answer,
  type AnswerRequestInput,
  type AttemptResult,
  type Question,
} from '../../api/quiz.ts';
import type { ChoiceAnswer } from './answer-state.types.ts';

/** An empty choice. */
export function emptyChoice(): ChoiceAnswer {
  return { kind: 'choice', selected: [], customText: '' };
}

/** Restores a choice from the attempt's stored results for the question. */
export function choiceFromResults(question: Question, results: readonly AttemptResult[]): ChoiceAnswer {
  const own = results.filter((row) => row.quiz_question_id === question.id && row.quiz_answer_id != null);
  const known = new Set(question.answers.map((answer) => answer.id));
  const selected = [...new Set(own.map((row) => row.quiz_answer_id as number))].filter((answerId) =>
    known.has(answerId),
  );
  const customText = own.find((row) => isCustom(question, row.quiz_answer_id))?.text_answer ?? '';
  return { kind: 'choice', selected, customText };
}

/** Chooses exactly this answer (single choice, likert, single-choice interview). */
export function selectOne(answer: ChoiceAnswer, answerId: number): ChoiceAnswer {
  return { ...answer, selected: [answerId] };
}

/** Adds or removes an answer (multiple choice). */
export function toggleChoice(answer: ChoiceAnswer, answerId: number): ChoiceAnswer {
  const selected = answer.selected.includes(answerId)
    ? answer.selected.filter((chosen) => chosen !== answerId)
    : [...answer.selected, answerId];
  return { ...answer, selected };
}

/** Sets the text of the custom answer. */
export function setCustomText(answer: ChoiceAnswer, text: string): ChoiceAnswer {
  return { ...answer, customText: text };
}

/** Whether an answer id is the question's custom (type 2) answer. */
export function isCustom(question: Question, answerId: number | null | undefined): boolean {
  return question.answers.some((answer) => answer.id === answerId && answer.type === ANSWER_TYPE.custom);
}

/** Validity of default types: something selected, and a chosen custom answer has its text. */
export function hasChoiceAnswer(question: Question, answer: ChoiceAnswer): boolean {
  if (answer.selected.length === 0) return false;
  const customChosen = answer.selected.some((answerId) => isCustom(question, answerId));
  return !customChosen || answer.customText.trim() !== '';
}

/** The payload of a choice: answer ids, and the custom text when a custom answer is chosen. */
export function choicePayload(question: Question, answer: ChoiceAnswer): AnswerRequestInput {
  const customChosen = answer.selected.some((answerId) => isCustom(question, answerId));
  return {
    quiz_question_id: question.id,
    answer_ids: [...answer.selected],
    text_answer: customChosen ? answer.customText : null,
  };
}

/** The answers the key marks correct. */
export function correctAnswers(answers: readonly Answer[]): Answer[] {
  return answers.filter((answer) => answer.is_correct === true);
}

import type { AnswerRequestInput, Question } from '../../api/quiz.ts';
import { WORD_ORDER_SEPARATOR } from '../quiz.constants.ts';
import type { WordOrderAnswer } from './answer-state.types.ts';

/** The word-order answer as loaded: the saved words placed, the rest in the pool. */
export function wordOrderFromQuestion(question: Question): WordOrderAnswer {
  const wordIds = question.answers.map((answer) => answer.id);
  const placed = question.saved.filter(
    (wordId, index, all) => wordIds.includes(wordId) && all.indexOf(wordId) === index,
  );
  return { kind: 'words', wordIds, placed };
}

/** Words not placed yet, in display order. */
export function poolWords(answer: WordOrderAnswer): number[] {
  return answer.wordIds.filter((wordId) => !answer.placed.includes(wordId));
}

/** Places a pool word at a position of the sentence (the end by default); a placed word moves there. */
export function placeWord(
  answer: WordOrderAnswer,
  wordId: number,
  position = answer.placed.length,
): WordOrderAnswer {
  if (!answer.wordIds.includes(wordId)) return answer;
  const placed = answer.placed.filter((placedId) => placedId !== wordId);
  placed.splice(Math.max(0, Math.min(position, placed.length)), 0, wordId);
  return { ...answer, placed };
}

/** Sends a placed word back to the pool. */
export function returnWord(answer: WordOrderAnswer, wordId: number): WordOrderAnswer {
  return { ...answer, placed: answer.placed.filter((placedId) => placedId !== wordId) };
}

/** Word order validity: at least one word is placed. */
export function hasWordOrderAnswer(answer: WordOrderAnswer): boolean {
  return answer.placed.length > 0;
}

/** The sentence text: placed words joined by '/'. */
export function joinWords(question: Question, wordIds: readonly number[]): string {
  return wordIds
    .map((wordId) => question.answers.find((answer) => answer.id === wordId)?.text ?? '')
    .join(WORD_ORDER_SEPARATOR);
}

/** The payload: word ids in order and their texts joined by '/'. */
export function wordOrderPayload(question: Question, answer: WordOrderAnswer): AnswerRequestInput {
  return {
    quiz_question_id: question.id,
    answer_ids: [...answer.placed],
    text_answer: joinWords(question, answer.placed),
  };
}

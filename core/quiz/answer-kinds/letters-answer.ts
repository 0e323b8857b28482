import type { AnswerRequestInput, Question } from '../../api/quiz.ts';
import type { LettersAnswer } from './answer-state.types.ts';

/** Where a tile sits: a row and an index in it. */
export interface LetterPlace {
  row: 'slots' | 'pool';
  index: number;
}

/** The letters answer as loaded: one slot per tile; the saved stack fills slots in order. */
export function lettersFromQuestion(question: Question): LettersAnswer {
  const tiles = question.answers.map((answer) => ({ id: answer.id, letter: answer.text ?? '' }));
  const empty: LettersAnswer = {
    kind: 'letters',
    tiles,
    slots: tiles.map(() => null),
    pool: tiles.map((tile) => tile.id),
  };
  return question.saved.reduce((answer, tileId) => {
    const index = answer.pool.indexOf(tileId);
    return index < 0 ? answer : appendLetter(answer, index);
  }, empty);
}

function rowOf(answer: LettersAnswer, row: LetterPlace['row']): (number | null)[] {
  return row === 'slots' ? answer.slots : answer.pool;
}

/** Swaps whatever two places hold (a click or a drag on desktop); either may be empty. */
export function swapLetters(answer: LettersAnswer, from: LetterPlace, to: LetterPlace): LettersAnswer {
  const source = rowOf(answer, from.row);
  const target = rowOf(answer, to.row);
  if (from.index < 0 || from.index >= source.length || to.index < 0 || to.index >= target.length)
    return answer;
  const slots = [...answer.slots];
  const pool = [...answer.pool];
  const rows = { slots, pool };
  const moving = rows[from.row][from.index] ?? null;
  rows[from.row][from.index] = rows[to.row][to.index] ?? null;
  rows[to.row][to.index] = moving;
  return { ...answer, slots, pool };
}

/** Places a pool letter into a chosen slot, sending the slot's letter back to the pool. */
export function placeLetter(answer: LettersAnswer, poolIndex: number, slotIndex: number): LettersAnswer {
  if (answer.pool[poolIndex] == null) return answer;
  return swapLetters(answer, { row: 'pool', index: poolIndex }, { row: 'slots', index: slotIndex });
}

/** Mobile: appends a tapped pool letter to the first empty slot. */
export function appendLetter(answer: LettersAnswer, poolIndex: number): LettersAnswer {
  const slotIndex = answer.slots.indexOf(null);
  if (slotIndex < 0 || answer.pool[poolIndex] == null) return answer;
  return swapLetters(answer, { row: 'pool', index: poolIndex }, { row: 'slots', index: slotIndex });
}

/** Mobile: returns the last filled slot's letter to the first free pool place. */
export function removeLastLetter(answer: LettersAnswer): LettersAnswer {
  const slotIndex = answer.slots.findLastIndex((tileId) => tileId != null);
  const poolIndex = answer.pool.indexOf(null);
  if (slotIndex < 0 || poolIndex < 0) return answer;
  return swapLetters(answer, { row: 'slots', index: slotIndex }, { row: 'pool', index: poolIndex });
}

/** The word the slots spell (empty slots are skipped). */
export function builtWord(answer: LettersAnswer): string {
  return filledTileIds(answer)
    .map((tileId) => answer.tiles.find((tile) => tile.id === tileId)?.letter ?? '')
    .join('');
}

/** Tile ids in slot order, empty slots skipped. */
export function filledTileIds(answer: LettersAnswer): number[] {
  return answer.slots.filter((tileId): tileId is number => tileId != null);
}

/** is_allowed of word from characters: at least one slot is filled. */
export function hasLettersAnswer(answer: LettersAnswer): boolean {
  return filledTileIds(answer).length > 0;
}

/** The payload: the built word as text, the tile ids in slot order. */
export function lettersPayload(question: Question, answer: LettersAnswer): AnswerRequestInput {
  return { quiz_question_id: question.id, answer_ids: filledTileIds(answer), text_answer: builtWord(answer) };
}

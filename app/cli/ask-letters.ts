import { appendLetter, type LettersAnswer } from '../../core/quiz/index.ts';
import type { PromptIo } from './answer-prompt.types.ts';
import { askParsed } from './ask-parsed.ts';
import { parseOptionNumbers } from './option-numbers.ts';

/** Word from characters: the letter tiles numbered, the word answered by the tiles' numbers in order. */
export async function askLetters(answer: LettersAnswer, io: PromptIo): Promise<LettersAnswer | null> {
  const empty: LettersAnswer = {
    ...answer,
    slots: answer.tiles.map(() => null),
    pool: answer.tiles.map((tile) => tile.id),
  };
  io.terminal.say(answer.tiles.map((tile, index) => `${index + 1}:${tile.letter}`).join('  '));
  const indexes = await askParsed(
    io,
    'The word (the numbers of its letters in order, e.g. 3 1 2): ',
    (line) => parseOptionNumbers(line, answer.tiles.length, false),
  );
  if (indexes === null) return null;
  return indexes.reduce((given, index) => appendLetter(given, index), empty);
}

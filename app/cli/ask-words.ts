import type { Question } from '../../core/api/index.ts';
import { placeWord, type WordOrderAnswer } from '../../core/quiz/index.ts';
import type { PromptIo } from './answer-prompt.types.ts';
import { askParsed } from './ask-parsed.ts';
import { optionLines } from './option-lines.ts';
import { parseOptionNumbers } from './option-numbers.ts';

/** Sentence from words: the words numbered, answered by the numbers of the sentence's words in order. */
export async function askWords(
  question: Question,
  answer: WordOrderAnswer,
  io: PromptIo,
): Promise<WordOrderAnswer | null> {
  const words = answer.wordIds.flatMap((wordId) => question.answers.filter((option) => option.id === wordId));
  io.terminal.say(...optionLines(words));
  const indexes = await askParsed(
    io,
    'The sentence (the numbers of its words in order, e.g. 2 1 3): ',
    (line) => parseOptionNumbers(line, words.length, false),
  );
  if (indexes === null) return null;
  return indexes.reduce((given, index) => placeWord(given, words[index]?.id ?? 0), {
    ...answer,
    placed: [],
  } as WordOrderAnswer);
}

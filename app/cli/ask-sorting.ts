import type { Question } from '../../core/api/index.ts';
import type { SortingAnswer } from '../../core/quiz/index.ts';
import type { Parsed, PromptIo } from './answer-prompt.types.ts';
import { askParsed } from './ask-parsed.ts';
import { optionLines } from './option-lines.ts';
import { parseOptionNumbers } from './option-numbers.ts';

/** Every shown position once, in the order typed; an empty line keeps the shown order. */
function parseOrder(line: string, count: number): Parsed<number[] | 'shown'> {
  if (line === '') return { value: 'shown' };
  const parsed = parseOptionNumbers(line, count, false);
  if ('problem' in parsed) return parsed;
  if (parsed.value.length !== count) {
    return { problem: `Name all ${count} items once each, in the order you want them.` };
  }
  return parsed;
}

/** Sorting: the items numbered as shown, answered by their numbers in the right order. */
export async function askSorting(
  question: Question,
  answer: SortingAnswer,
  io: PromptIo,
): Promise<SortingAnswer | null> {
  const shown = answer.order.flatMap((answerId) =>
    question.answers.filter((option) => option.id === answerId),
  );
  io.terminal.say(...optionLines(shown));
  const order = await askParsed(
    io,
    'Their order (all the numbers, e.g. 3 1 2; an empty line keeps this order): ',
    (line) => parseOrder(line, shown.length),
  );
  if (order === null) return null;
  return order === 'shown' ? answer : { ...answer, order: order.map((index) => shown[index]?.id ?? 0) };
}

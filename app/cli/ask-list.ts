import type { Question } from '../../core/api/index.ts';
import { chooseFromList, clearList, type ListAnswer } from '../../core/quiz/index.ts';
import type { PromptIo } from './answer-prompt.types.ts';
import { askParsed } from './ask-parsed.ts';
import { optionLines } from './option-lines.ts';
import { parseOptionNumbers } from './option-numbers.ts';
import { plainText } from './plain-text.ts';

/** Choose (or multi-choose) from a list: each dropdown's statement, its options numbered, answered by number. */
export async function askList(
  question: Question,
  answer: ListAnswer,
  io: PromptIo,
): Promise<ListAnswer | null> {
  let given = answer;
  for (const statementId of Object.keys(answer.chosen).map(Number)) {
    const statement = question.statements.find((candidate) => candidate.id === statementId);
    const options = statement && statement.answers.length > 0 ? statement.answers : question.answers;
    const text = plainText(statement?.text);
    if (text !== '') io.terminal.say(text);
    io.terminal.say(...optionLines(options));
    const prompt = `${io.texts(answer.multiple ? 'questions.choose_many' : 'questions.choose_one')} (${answer.multiple ? 'their numbers, e.g. 1 3' : 'its number'}): `;
    const indexes = await askParsed(io, prompt, (line) =>
      parseOptionNumbers(line, options.length, !answer.multiple),
    );
    if (indexes === null) return null;
    given = clearList(given, statementId);
    for (const index of indexes) {
      const option = options[index];
      if (option) given = chooseFromList(given, statementId, option.id);
    }
  }
  return given;
}

import { ANSWER_TYPE, type Question } from '../../core/api/index.ts';
import { type ChoiceAnswer, emptyChoice, setCustomText } from '../../core/quiz/index.ts';
import type { PromptIo } from './answer-prompt.types.ts';
import { askParsed } from './ask-parsed.ts';
import { choiceTypeOf } from './choice-type-of.ts';
import { optionLines } from './option-lines.ts';
import { parseOptionNumbers } from './option-numbers.ts';

/** A choice question: its options numbered, answered by number (several for a multiple choice). */
export async function askChoice(question: Question, io: PromptIo): Promise<ChoiceAnswer | null> {
  const type = choiceTypeOf(question);
  if (!type) return null;
  const single = type.isSingle(question);
  io.terminal.say(...optionLines(question.answers));
  const prompt = `${io.texts(single ? 'questions.choose_one' : 'questions.choose_many')} (${single ? 'its number' : 'their numbers, e.g. 1 3'}): `;
  const indexes = await askParsed(io, prompt, (line) =>
    parseOptionNumbers(line, question.answers.length, single),
  );
  if (indexes === null) return null;
  let answer = emptyChoice();
  for (const index of indexes) {
    const option = question.answers[index];
    if (option) answer = type.select(question, answer, option.id);
  }
  const custom = question.answers.find(
    (option) => option.type === ANSWER_TYPE.custom && answer.selected.includes(option.id),
  );
  if (!custom) return answer;
  const text = await io.terminal.ask(`${io.texts('questions.custom_answer_label')}: `, io.signal);
  return text === null ? null : setCustomText(answer, text.trim());
}

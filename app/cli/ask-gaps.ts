import type { Question } from '../../core/api/index.ts';
import { chooseGap, type GapsAnswer, gapOptions, inputGap, splitGapMarkers } from '../../core/quiz/index.ts';
import type { PromptIo } from './answer-prompt.types.ts';
import { askParsed } from './ask-parsed.ts';
import { optionLines } from './option-lines.ts';
import { parseOptionNumbers } from './option-numbers.ts';
import { plainText } from './plain-text.ts';

/** A statement's text with its gaps shown as [1], [2]... numbered across the question. */
function statementLine(text: string, firstNumber: number): string {
  return plainText(
    splitGapMarkers(text)
      .map((part) => (part.kind === 'gap' ? `[${firstNumber + part.index}]` : part.text))
      .join(''),
  );
}

/** Fill gaps and paste word: the statements with numbered gaps, then each gap typed or chosen by number. */
export async function askGaps(
  question: Question,
  answer: GapsAnswer,
  io: PromptIo,
): Promise<GapsAnswer | null> {
  let firstNumber = 1;
  for (const statement of question.statements) {
    const line = statementLine(statement.text ?? '', firstNumber);
    if (line !== '') io.terminal.say(line);
    firstNumber += answer.gaps.filter((gap) => gap.statementId === statement.id).length;
  }
  // The gaps are filled afresh, so a shared pool offers every answer not placed in this round.
  let given: GapsAnswer = {
    ...answer,
    gaps: answer.gaps.map((gap) => ({ ...gap, text: '', answerId: null })),
  };
  for (const [index, gap] of given.gaps.entries()) {
    const number = index + 1;
    if (gap.input === 'text') {
      const text = await io.terminal.ask(`[${number}] type the word: `, io.signal);
      if (text === null) return null;
      given = inputGap(given, gap.groupId, text.trim());
      continue;
    }
    const options = gapOptions(question, given, gap);
    io.terminal.say(`[${number}]`, ...optionLines(options));
    const indexes = await askParsed(io, `[${number}] its number: `, (line) =>
      parseOptionNumbers(line, options.length, true),
    );
    if (indexes === null) return null;
    given = chooseGap(given, gap.groupId, options[indexes[0] ?? -1]?.id ?? null);
  }
  return given;
}

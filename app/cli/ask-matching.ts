import type { Question } from '../../core/api/index.ts';
import { answersBoundTo, bind, type MatchingAnswer } from '../../core/quiz/index.ts';
import type { PromptIo } from './answer-prompt.types.ts';
import { askParsed } from './ask-parsed.ts';
import { optionLines, optionText } from './option-lines.ts';
import { parseOptionNumbers } from './option-numbers.ts';
import { plainText } from './plain-text.ts';

/** Matching: the answers numbered once, then each statement matched by number (several when many fit one). */
export async function askMatching(
  question: Question,
  answer: MatchingAnswer,
  io: PromptIo,
): Promise<MatchingAnswer | null> {
  const options = answer.answerIds.flatMap((answerId) =>
    question.answers.filter((option) => option.id === answerId),
  );
  const single = answer.mode === 'one-to-one';
  io.terminal.say(...optionLines(options));
  let given: MatchingAnswer = { ...answer, binds: [] };
  for (const statementId of answer.statementIds) {
    const statement = question.statements.find((candidate) => candidate.id === statementId);
    const text =
      plainText(statement?.text) || optionText({ text: null, value: null, image: statement?.image });
    const bound = answersBoundTo(given, statementId);
    if (single && bound.length > 0) {
      // The last pair is bound by itself, as on the page, once one statement and one answer are left.
      const left = options.find((option) => option.id === bound[0]);
      io.terminal.say(`${text} → ${left ? optionText(left) : ''} (the one left)`);
      continue;
    }
    const prompt = `${text} → ${single ? 'the number of its match' : 'the numbers of its matches, e.g. 1 3'}: `;
    const indexes = await askParsed(io, prompt, (line) => parseOptionNumbers(line, options.length, single));
    if (indexes === null) return null;
    for (const index of indexes) {
      const option = options[index];
      if (option) given = bind(given, statementId, option.id);
    }
  }
  return given;
}

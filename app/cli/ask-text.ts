import { isValidQuizDate, setText, type TextAnswer } from '../../core/quiz/index.ts';
import type { PromptIo } from './answer-prompt.types.ts';
import { askParsed } from './ask-parsed.ts';

const LABELS = { input: 'text_label', area: 'text_label', email: 'email_label', date: 'date_label' } as const;

/** A typed answer of a text/media question: a line of text, an email, or a date as dd.mm.yyyy. */
export async function askText(answer: TextAnswer, io: PromptIo): Promise<TextAnswer | null> {
  if (answer.inputKind === 'none') return null;
  const hint = answer.inputKind === 'date' ? ` (${io.texts('questions.date_placeholder')})` : '';
  const text = await askParsed<string>(
    io,
    `${io.texts(`questions.${LABELS[answer.inputKind]}`)}${hint}: `,
    (line) =>
      answer.inputKind === 'date' && line !== '' && !isValidQuizDate(line)
        ? { problem: `"${line}" is not a date written as dd.mm.yyyy.` }
        : { value: line },
  );
  return text === null ? null : setText({ ...answer, files: [] }, text);
}

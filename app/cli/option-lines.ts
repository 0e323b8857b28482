import type { Answer } from '../../core/api/index.ts';
import { plainText } from './plain-text.ts';

/** An option's words: its text, else its value, else a note that it is a picture. */
export function optionText(option: Pick<Answer, 'text' | 'value' | 'image'>): string {
  const text = plainText(option.text);
  if (text !== '') return text;
  if (option.value != null && String(option.value) !== '') return String(option.value);
  return option.image?.url ? `(a picture: ${option.image.url})` : '(no text)';
}

/** The options numbered from 1, indented under the question. */
export function optionLines(options: readonly Pick<Answer, 'text' | 'value' | 'image'>[]): string[] {
  return options.map((option, index) => `  ${index + 1}. ${optionText(option)}`);
}

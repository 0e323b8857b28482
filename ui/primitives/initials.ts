/** Up to two capital letters from a person's name: first and last word ("Олена Коваль" → "ОК"). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/u)
    .filter((word) => /\p{L}|\p{N}/u.test(word));
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word.replace(/[^\p{L}\p{N}]/gu, ''))[0] ?? '';
  return (letter(first) + (last ? letter(last) : '')).toLocaleUpperCase();
}

export { avatarColourFor } from '../../core/avatar/index.ts';

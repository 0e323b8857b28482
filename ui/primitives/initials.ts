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

const AVATAR_COLOURS = [
  '#3965ff',
  '#16a05d',
  '#d97706',
  '#db2777',
  '#7c3aed',
  '#0891b2',
  '#dc2626',
  '#4b5563',
];

/** A stable background for a person without a bg_color: the same name always gets the same colour. */
export function avatarColourFor(name: string): string {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? '#3965ff';
}

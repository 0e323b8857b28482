import type { DropdownOption } from './dropdown.types.ts';
import { dropdownOptionFullText, dropdownOptionText } from './dropdown-option-label.ts';

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** Options whose shown or full text contains the search (case- and accent-insensitive); all for an empty search. */
export function filterDropdownOptions<T extends DropdownOption>(options: readonly T[], search: string): T[] {
  const needle = fold(search.trim());
  if (needle === '') return [...options];
  return options.filter(
    (option) =>
      fold(dropdownOptionText(option)).includes(needle) ||
      fold(dropdownOptionFullText(option)).includes(needle),
  );
}

import { DROPDOWN_LABEL_MAX_LENGTH } from './dropdown.constants.ts';
import type { DropdownOption } from './dropdown.types.ts';

const ELLIPSIS = '…';

function firstText(...candidates: (string | number | undefined | null)[]): string {
  for (const candidate of candidates) {
    if (candidate === undefined || candidate === null) continue;
    const text = String(candidate).trim();
    if (text !== '') return text;
  }
  return '';
}

/** The text an option is shown with: the first filled of label, title, name, text and the other name fields. */
export function dropdownOptionText(option: DropdownOption): string {
  return firstText(
    option.label,
    option.title,
    option.name,
    option.text,
    option.methodable_title,
    option.original_name,
    option.name_full,
    option.value,
    option.id,
  );
}

/** The untrimmed text for a tooltip or screen readers: `name_full` when given, else the shown text. */
export function dropdownOptionFullText(option: DropdownOption): string {
  return firstText(option.name_full, dropdownOptionText(option));
}

/** The option's identity: its value, else its id, else its text. */
export function dropdownOptionKey(option: DropdownOption): string {
  return firstText(option.value, option.id, dropdownOptionText(option));
}

/**
 * Spec 1 §9: a label longer than 48 characters is cut to 48 (trailing spaces dropped) and ends with "…".
 * Counts characters as people see them (code points), so an emoji is never split in half.
 */
export function trimDropdownLabel(text: string, maxLength = DROPDOWN_LABEL_MAX_LENGTH): string {
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  return `${characters.slice(0, maxLength).join('').trimEnd()}${ELLIPSIS}`;
}

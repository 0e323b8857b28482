// Students' contact fields (docs/account.md "Contact fields"): the platform's default ones every
// student may fill in, and the extra ones a school asks of the students who learn in it.

/** The kinds of value a contact field holds; each has its own check. */
export const CONTACT_FIELD_TYPES = ['text', 'phone', 'telegram', 'url', 'date'] as const;
export type ContactFieldType = (typeof CONTACT_FIELD_TYPES)[number];

/** The default contact fields, in the order the profile shows them. */
export const DEFAULT_CONTACT_FIELDS = [
  { key: 'phone', type: 'phone' },
  { key: 'telegram', type: 'telegram' },
  { key: 'city', type: 'text' },
  { key: 'birth_date', type: 'date' },
] as const satisfies readonly { key: string; type: ContactFieldType }[];
export type DefaultContactFieldKey = (typeof DEFAULT_CONTACT_FIELDS)[number]['key'];
export const DEFAULT_CONTACT_FIELD_KEYS = DEFAULT_CONTACT_FIELDS.map((field) => field.key);

/** The longest value any contact field keeps. */
export const CONTACT_VALUE_MAX_LENGTH = 200;

/** Why a value does not fit its field, as a code the screens translate (`cabinet.contact_problem_<code>`). */
export type ContactValueProblem = 'required' | 'too_long' | 'phone' | 'telegram' | 'url' | 'date';

const PHONE = /^\+?[0-9][0-9 ()-]{4,22}$/;
const TELEGRAM = /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(value: string): boolean {
  const parts = DATE.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * What is wrong with a value for a field, or null when it fits. An empty value (after trimming)
 * clears the field, which only a required field refuses.
 */
export function contactValueProblem(
  type: ContactFieldType,
  value: string,
  isRequired = false,
): ContactValueProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return isRequired ? 'required' : null;
  if (trimmed.length > CONTACT_VALUE_MAX_LENGTH) return 'too_long';
  switch (type) {
    case 'phone':
      return PHONE.test(trimmed) && trimmed.replace(/\D/g, '').length >= 5 ? null : 'phone';
    case 'telegram':
      return TELEGRAM.test(trimmed) ? null : 'telegram';
    case 'url':
      return isWebAddress(trimmed) ? null : 'url';
    case 'date':
      return isRealDate(trimmed) ? null : 'date';
    default:
      return null;
  }
}

/** The English words of a problem, for the server's answers. */
export const CONTACT_PROBLEM_TEXT: Record<ContactValueProblem, string> = {
  required: 'Fill in this field.',
  too_long: `Keep it under ${CONTACT_VALUE_MAX_LENGTH} characters.`,
  phone: 'Enter a phone number, like +380 44 123 4567.',
  telegram: 'Enter a Telegram username, like @name (5 to 32 letters, digits or _).',
  url: 'Enter a web address starting with https://.',
  date: 'Enter a date as YYYY-MM-DD.',
};

/** The value as kept: trimmed, and a Telegram name always with its `@`. */
export function normalizeContactValue(type: ContactFieldType, value: string): string {
  const trimmed = value.trim();
  if (type === 'telegram' && trimmed !== '' && !trimmed.startsWith('@')) return `@${trimmed}`;
  return trimmed;
}

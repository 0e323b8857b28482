import fc from 'fast-check';
import { LANGUAGES } from '../../core/api/index.ts';

/** A placeholder name as `:name` accepts it. */
export const placeholderName: fc.Arbitrary<string> = fc.stringMatching(/^[a-zA-Z_][a-zA-Z0-9_]{0,10}$/);

/** A value put into a placeholder: any text (even with colons) or a number. */
export const placeholderValue: fc.Arbitrary<string | number> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer(),
);

/** Text between placeholders that cannot itself start a placeholder. */
export const plainText: fc.Arbitrary<string> = fc
  .string({ maxLength: 12 })
  .map((text) => text.replaceAll(':', ' '));

/** A supported interface language. */
export const language = fc.constantFrom(...LANGUAGES);

/** A count a text may be asked for: 0 up to large numbers. */
export const count: fc.Arbitrary<number> = fc.nat({ max: 1_000_000 });

/** A locale whose base language is not supported (`de`, `fr-FR`, nonsense). */
export const unsupportedLocale: fc.Arbitrary<string> = fc
  .string({ maxLength: 12 })
  .filter((locale) => !['en', 'uk', 'ru'].includes(locale.trim().toLowerCase().split(/[-_]/)[0] ?? ''));

/** A key part: lower-case words joined by `_`. */
export const keyPart: fc.Arbitrary<string> = fc.stringMatching(/^[a-z][a-z_]{0,10}$/);

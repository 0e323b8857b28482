import fc from 'fast-check';
import type { DropdownOption } from '../../core/dropdown/index.ts';

const labelCharacter = fc.oneof(fc.constantFrom(...'abcXYZ йїґщЖЩ 09-…'), fc.constantFrom('😀', '🎓', '📚'));

/** Text as people type it: Latin, Cyrillic, digits, spaces and the odd emoji. */
export const labelText = fc.array(labelCharacter, { maxLength: 90 }).map((parts) => parts.join(''));

/** A label longer than the 48 characters a dropdown shows. */
export const longLabelText = fc
  .array(labelCharacter, { minLength: 49, maxLength: 200 })
  .map((parts) => parts.join(''));

/** A dropdown option with a unique id and any of the spec's optional fields. */
export function dropdownOptions(maxLength = 12): fc.Arbitrary<DropdownOption[]> {
  return fc
    .array(
      fc.record(
        {
          name: labelText,
          name_full: labelText,
          disabled: fc.boolean(),
          divide: fc.boolean(),
          color: fc.constantFrom('#3965ff', '#e53935'),
        },
        { requiredKeys: ['name'] },
      ),
      { maxLength },
    )
    .map((options) => options.map((option, index) => ({ ...option, id: index + 1 })));
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_FIELD_TYPES,
  CONTACT_VALUE_MAX_LENGTH,
  contactValueProblem,
  normalizeContactValue,
} from '../../../core/account/contact-fields.ts';

const type = fc.constantFrom(...CONTACT_FIELD_TYPES);
const blank = fc.stringMatching(/^[ \t]{0,6}$/);

describe('contact field values', () => {
  it('an empty value clears a field, which only a required field refuses', () => {
    fc.assert(
      fc.property(type, blank, fc.boolean(), (kind, value, required) => {
        expect(contactValueProblem(kind, value, required)).toBe(required ? 'required' : null);
      }),
    );
  });

  it('a value longer than the limit is refused whatever the field', () => {
    fc.assert(
      fc.property(
        type,
        fc.string({ minLength: CONTACT_VALUE_MAX_LENGTH + 1, maxLength: 300 }),
        (kind, value) => {
          fc.pre(value.trim().length > CONTACT_VALUE_MAX_LENGTH);
          expect(contactValueProblem(kind, value)).toBe('too_long');
        },
      ),
    );
  });

  it('what fits stays fitting once kept, and keeping it twice changes nothing', () => {
    fc.assert(
      fc.property(type, fc.string({ maxLength: 40 }), (kind, value) => {
        fc.pre(contactValueProblem(kind, value) === null);
        const kept = normalizeContactValue(kind, value);
        expect(contactValueProblem(kind, kept)).toBeNull();
        expect(normalizeContactValue(kind, kept)).toBe(kept);
      }),
    );
  });

  it('reads each kind as a person would write it', () => {
    expect(contactValueProblem('phone', '+380 (44) 123-45-67')).toBeNull();
    expect(contactValueProblem('phone', 'call me')).toBe('phone');
    expect(normalizeContactValue('telegram', ' taras_k ')).toBe('@taras_k');
    expect(contactValueProblem('telegram', '@ab')).toBe('telegram');
    expect(contactValueProblem('url', 'https://example.com/me')).toBeNull();
    expect(contactValueProblem('url', 'javascript:alert(1)')).toBe('url');
    expect(contactValueProblem('date', '2000-02-29')).toBeNull();
    expect(contactValueProblem('date', '2001-02-29')).toBe('date');
    expect(contactValueProblem('text', '<b>any text</b>')).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DROPDOWN_LABEL_MAX_LENGTH,
  dropdownOptionFullText,
  dropdownOptionKey,
  dropdownOptionText,
  filterDropdownOptions,
  moveDropdownHighlight,
  trimDropdownLabel,
} from '../../../core/dropdown/index.ts';
import { dropdownOptions, labelText, longLabelText } from '../../arbitraries/dropdown.ts';

const characters = (text: string) => Array.from(text).length;

describe('dropdown label trimming (spec 1 §9: 48 characters)', () => {
  it('leaves a label of at most 48 characters exactly as it is', () => {
    fc.assert(
      fc.property(labelText, (text) => {
        fc.pre(characters(text) <= DROPDOWN_LABEL_MAX_LENGTH);
        expect(trimDropdownLabel(text)).toBe(text);
      }),
    );
  });

  it('cuts a longer label to a prefix of at most 48 characters followed by an ellipsis', () => {
    fc.assert(
      fc.property(longLabelText, (text) => {
        const trimmed = trimDropdownLabel(text);
        expect(trimmed.endsWith('…')).toBe(true);
        const kept = trimmed.slice(0, -1);
        expect(characters(kept)).toBeLessThanOrEqual(DROPDOWN_LABEL_MAX_LENGTH);
        expect(text.startsWith(kept)).toBe(true);
      }),
    );
  });

  it('never splits a character made of two code units', () => {
    const text = `${'a'.repeat(47)}😀😀`;
    expect(trimDropdownLabel(text)).toBe(`${'a'.repeat(47)}😀…`);
  });

  it('never shows more than 48 characters and the ellipsis', () => {
    fc.assert(
      fc.property(fc.oneof(labelText, longLabelText), (text) => {
        expect(characters(trimDropdownLabel(text))).toBeLessThanOrEqual(DROPDOWN_LABEL_MAX_LENGTH + 1);
      }),
    );
  });
});

describe('dropdown option text', () => {
  it('takes the first filled name field and keeps name_full as the full text', () => {
    expect(dropdownOptionText({ id: 7, name: 'Photo', name_full: 'Photography for beginners' })).toBe(
      'Photo',
    );
    expect(dropdownOptionFullText({ id: 7, name: 'Photo', name_full: 'Photography for beginners' })).toBe(
      'Photography for beginners',
    );
    expect(dropdownOptionText({ id: 3, methodable_title: 'Webinar 3' })).toBe('Webinar 3');
    expect(dropdownOptionText({ value: 'uk', label: '  ', text: 'Українська' })).toBe('Українська');
    expect(dropdownOptionKey({ id: 4, value: 'four', label: 'Four' })).toBe('four');
    expect(dropdownOptionKey({ id: 4, label: 'Four' })).toBe('4');
  });
});

describe('dropdown search', () => {
  it('keeps only options whose text contains the search, ignoring case and accents, and all for empty search', () => {
    fc.assert(
      fc.property(dropdownOptions(), labelText, (options, search) => {
        const found = filterDropdownOptions(options, search);
        if (search.trim() === '') expect(found).toEqual(options);
        for (const option of found) expect(options).toContain(option);
      }),
    );
    const options = [
      { id: 1, name: 'Café Crème' },
      { id: 2, name: 'Київ' },
      { id: 3, name: 'Lviv' },
    ];
    expect(filterDropdownOptions(options, 'cafe').map((o) => o.id)).toEqual([1]);
    expect(filterDropdownOptions(options, 'КИЇ').map((o) => o.id)).toEqual([2]);
    expect(filterDropdownOptions(options, 'v').map((o) => o.id)).toEqual([3]);
  });
});

describe('dropdown keyboard highlight', () => {
  it('never lands on a disabled option and is null only when every option is disabled', () => {
    fc.assert(
      fc.property(
        dropdownOptions(),
        fc.constantFrom('next', 'previous', 'first', 'last') as fc.Arbitrary<
          'next' | 'previous' | 'first' | 'last'
        >,
        fc.nat(),
        (options, move, start) => {
          const keys = options.map(dropdownOptionKey);
          const current = keys.length > 0 ? (keys[start % keys.length] ?? null) : null;
          const next = moveDropdownHighlight(options, current, move);
          const anyEnabled = options.some((option) => !option.disabled);
          expect(next === null).toBe(!anyEnabled);
          if (next !== null)
            expect(options.find((o) => dropdownOptionKey(o) === next)?.disabled).not.toBe(true);
        },
      ),
    );
  });

  it('wraps from the last enabled option to the first', () => {
    const options = [
      { id: 1, name: 'A' },
      { id: 2, name: 'B', disabled: true },
      { id: 3, name: 'C' },
    ];
    expect(moveDropdownHighlight(options, '3', 'next')).toBe('1');
    expect(moveDropdownHighlight(options, '1', 'previous')).toBe('3');
    expect(moveDropdownHighlight(options, '1', 'next')).toBe('3');
  });
});

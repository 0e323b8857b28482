import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copiedContent } from '../../../core/lessons/index.ts';
import { sourceSection } from './lesson-editor.arbitraries.ts';

// The editor's copy (spec 1 §4) stands on core/lessons' copiedContent, which the server applies to the
// source lesson before it stores the copy and answers the editor.

const withoutCopyMarks = ({ id: _id, copied: _copied, quiz_id: _quiz, ...rest }: Record<string, unknown>) =>
  rest;

describe('copiedContent (spec 1 §4: copied sections and units lose their ids and are marked copied)', () => {
  it('leaves no id on any section or unit, and marks every one copied', () => {
    fc.assert(
      fc.property(fc.array(sourceSection, { maxLength: 6 }), (sections) => {
        const copy = copiedContent({ sections });
        for (const section of copy) {
          expect(section.id).toBeNull();
          expect(section.copied).toBe(true);
          for (const unit of section.info_units) {
            expect(unit.id).toBeNull();
            expect(unit.copied).toBe(true);
          }
        }
      }),
    );
  });

  it('keeps every section and unit, in order, with its content (a practice leaves its quiz behind)', () => {
    fc.assert(
      fc.property(fc.array(sourceSection, { maxLength: 6 }), (sections) => {
        const copy = copiedContent({ sections });
        expect(copy.map(({ info_units: _units, ...section }) => withoutCopyMarks(section))).toEqual(
          sections.map(({ info_units: _units, ...section }) => withoutCopyMarks(section)),
        );
        copy.forEach((section, index) => {
          expect(section.info_units.map(withoutCopyMarks)).toEqual(
            sections[index]!.info_units.map(withoutCopyMarks),
          );
          for (const unit of section.info_units) expect(unit.quiz_id).toBeNull();
        });
      }),
    );
  });

  it('leaves the source untouched, and a copy of a copy is the same copy', () => {
    fc.assert(
      fc.property(fc.array(sourceSection, { maxLength: 6 }), (sections) => {
        const before = structuredClone(sections);
        const copy = copiedContent({ sections });
        expect(sections).toEqual(before);
        expect(copiedContent({ sections: copy })).toEqual(copy);
      }),
    );
  });
});

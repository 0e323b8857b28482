import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copiedContent } from '../../../core/lessons/index.ts';
import { lessonSection, lessonSectionDraft } from '../../arbitraries/lessons.ts';

// Copying another lesson's content (spec 1 §4): copied sections and units lose their ids and are
// marked copied; nothing else of theirs changes, and the lesson copied from is left as it was.

const sections = fc.array(fc.oneof(lessonSection, lessonSectionDraft), { maxLength: 5 });

describe('copiedContent', () => {
  it('leaves no section or block id, and marks every section and block copied', () => {
    fc.assert(
      fc.property(sections, (from) => {
        const copy = copiedContent({ sections: from });
        expect(copy.every((section) => section.id === null && section.copied)).toBe(true);
        const units = copy.flatMap((section) => section.info_units);
        expect(units.every((unit) => unit.id === null && unit.copied && unit.quiz_id === null)).toBe(true);
      }),
    );
  });

  it('keeps everything else: names, blocks in order with their type, title, text, files and settings', () => {
    fc.assert(
      fc.property(sections, (from) => {
        const copy = copiedContent({ sections: from });
        expect(copy.map((section) => section.name)).toEqual(from.map((section) => section.name));
        copy.forEach((section, index) => {
          const original = from[index]!.info_units;
          expect(section.info_units).toHaveLength(original.length);
          section.info_units.forEach((unit, at) => {
            const source = original[at]!;
            expect(unit).toMatchObject({
              type_id: source.type_id,
              title: source.title,
              content: source.content,
              styles: source.styles,
              is_comments_disabled: source.is_comments_disabled,
              desktop_player_size: source.desktop_player_size,
            });
            expect(unit.files.map((file) => file.uuid)).toEqual(source.files.map((file) => file.uuid));
          });
        });
      }),
    );
  });

  it('changes nothing of the lesson it copies from, and shares no document with it', () => {
    fc.assert(
      fc.property(sections, (from) => {
        const before = structuredClone(from);
        const copy = copiedContent({ sections: from });
        expect(from).toEqual(before);
        for (const [index, section] of copy.entries())
          for (const [at, unit] of section.info_units.entries()) {
            const source = from[index]!.info_units[at]!.content;
            if (source !== null) expect(unit.content).not.toBe(source);
          }
      }),
    );
  });

  it('is a draft a save takes whole: a copy of a copy is the copy', () => {
    fc.assert(
      fc.property(sections, (from) => {
        const copy = copiedContent({ sections: from });
        expect(copiedContent({ sections: copy })).toEqual(copy);
      }),
    );
  });
});

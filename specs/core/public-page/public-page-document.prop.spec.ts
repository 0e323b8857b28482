import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type PublicPage, publicPageSaveRequestSchema } from '../../../core/api/courses.ts';
import { unitDraftOf } from '../../../core/lessons/index.ts';
import {
  coverAddressOf,
  coverFileUuid,
  editorPageOf,
  PUBLIC_PAGE_UNIT_TYPES,
  pageDraftOf,
} from '../../../core/public-page/index.ts';
import { infoUnit } from '../../arbitraries/lessons.ts';

// The page's document for the lesson editing machine and its cover addresses, for any page.

const pageUnit = infoUnit.filter((unit) =>
  (PUBLIC_PAGE_UNIT_TYPES as readonly number[]).includes(unit.type_id),
);

const page: fc.Arbitrary<PublicPage> = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  course: fc.record({
    id: fc.integer({ min: 1, max: 1_000_000 }),
    title: fc.string({ maxLength: 20 }),
    slug: fc.string({ maxLength: 20 }),
    type: fc.constantFrom('course' as const, 'marathon' as const),
  }),
  image: fc.option(fc.uuid({ version: 4 }).map(coverAddressOf), { nil: null }),
  description: fc.option(
    fc.string({ minLength: 1, maxLength: 80 }).filter((text) => text.trim() === text),
    { nil: null },
  ),
  info_units: fc.array(pageUnit, { maxLength: 6 }),
  version: fc.integer({ min: 1, max: 1000 }),
});

describe('the public page as the lesson editor’s document', () => {
  it('comes back from the document as the save of the page as it is, a body the contract takes', () => {
    fc.assert(
      fc.property(page, (original) => {
        const draft = pageDraftOf(editorPageOf(original));
        expect(draft).toEqual({
          version: original.version,
          image: original.image,
          description: original.description,
          info_units: original.info_units.map(unitDraftOf),
        });
        expect(v.safeParse(publicPageSaveRequestSchema, draft).success).toBe(true);
      }),
    );
  });

  it('holds the blocks, in order, in one section, the page’s other fields beside it', () => {
    fc.assert(
      fc.property(page, (original) => {
        const document = editorPageOf(original);
        expect(document.sections).toHaveLength(1);
        expect(document.sections[0]!.info_units).toEqual(original.info_units);
        const { info_units: _units, ...fields } = original;
        expect(document).toMatchObject(fields);
      }),
    );
  });
});

describe('cover addresses', () => {
  it('name their file’s uuid, whatever its case', () => {
    fc.assert(
      fc.property(fc.uuid({ version: 4 }), fc.boolean(), (uuid, upper) => {
        const address = coverAddressOf(upper ? uuid.toUpperCase() : uuid);
        expect(address).toBe(`/api/v1/files/${uuid.toLowerCase()}/download`);
        expect(coverFileUuid(address)).toBe(uuid.toLowerCase());
      }),
    );
  });

  it('name no file for any other address', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl(),
          fc.string(),
          fc.uuid({ version: 4 }).map((uuid) => `/api/v1/files/${uuid}/download?preview=1`),
          fc.uuid({ version: 4 }).map((uuid) => `https://elsewhere.test/api/v1/files/${uuid}/download`),
        ),
        (address) => {
          expect(coverFileUuid(address)).toBeNull();
        },
      ),
    );
  });
});

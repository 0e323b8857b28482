import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../../../../app/web/routing/safe-next-path.ts';

describe('safeNextPath', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeNextPath('/expert/crm/contacts?view=settings#top')).toBe(
      '/expert/crm/contacts?view=settings#top',
    );
  });

  it('refuses other origins and anything that is not a path', () => {
    for (const next of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeNextPath(next)).toBe('/');
    }
  });

  it('never leads off the site, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.option(
          fc.oneof(
            fc.string(),
            fc.string({ unit: fc.constantFrom('/', '\\', '\t', '\n', 'a', ':', '.', '@') }),
          ),
          {
            nil: null,
          },
        ),
        (next) => {
          const target = new URL(safeNextPath(next), 'https://lectern.example');
          return target.origin === 'https://lectern.example';
        },
      ),
      { numRuns: 2000 },
    );
  });
});

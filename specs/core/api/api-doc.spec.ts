import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../../core/api/routes.ts';
import {
  API_DOC,
  ROUTE_TABLE_END,
  ROUTE_TABLE_START,
  renderRouteTable,
  withRouteTable,
} from '../../../scripts/api-doc.ts';

// docs/api.md's route table section is written from core/api/routes.ts by `npm run api-doc`: a page
// that differs from what the script writes means the table changed and the docs were not written anew.

describe('docs/api.md', () => {
  it('has the route table section exactly as `npm run api-doc` writes it', () => {
    const page = readFileSync(API_DOC, 'utf8');
    const written = withRouteTable(page);
    const section = (text: string) =>
      text.slice(text.indexOf(ROUTE_TABLE_START), text.indexOf(ROUTE_TABLE_END) + ROUTE_TABLE_END.length);
    // Compare the sections line by line, so a failure shows the rows that differ; then the whole page.
    expect(section(page).split('\n'), 'docs/api.md is stale: run `npm run api-doc`').toEqual(
      section(written).split('\n'),
    );
    expect(page === written, 'docs/api.md is stale: run `npm run api-doc`').toBe(true);
  });

  it('gives one row per call of the table, and names every answer that has a schema', () => {
    const section = renderRouteTable();
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    const calls = routeTable();
    for (const { method, path } of calls) expect(section).toContain(`| \`${method} ${path}\` |`);
    // A call row per entry, then one row per access rule.
    expect(rows.filter((row) => /^\| `[A-Z]+ \//.test(row))).toHaveLength(calls.length);
    expect(section).not.toMatch(/\| `(object|union|pipe)`/);
  });

  it('refuses a page without the markers rather than writing the table somewhere', () => {
    expect(() => withRouteTable('# A page without markers\n')).toThrow(/needs the markers/);
  });
});

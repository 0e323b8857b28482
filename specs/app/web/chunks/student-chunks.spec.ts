import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_START_BUDGET_BYTES, routeStartSizes } from '../../../../scripts/route-start-size.ts';
import {
  type BuiltApp,
  buildWithChunkModules,
  EXPERT_ONLY_MODULES,
  initialChunks,
  STUDENT_ROUTE_ENTRIES,
} from './built-app.ts';

/**
 * Builds the web app as production does and reads its Vite manifest: what a student's page loads
 * before anything asks for more (the entry, its static imports, and the lazy page of the route) must
 * hold nothing of the expert's pages, the editor (Tiptap), the inspector or hls.js.
 */
let built: BuiltApp;
let outDir: string;
beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'lectern-chunks-'));
  built = await buildWithChunkModules(outDir);
}, 180_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('a student route loads no expert code', () => {
  it('reads a manifest with the entry and every lazy student page', () => {
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
    expect(manifest['index.html']?.isEntry).toBe(true);
    for (const entry of Object.values(STUDENT_ROUTE_ENTRIES).flat()) expect(manifest).toHaveProperty([entry]);
  });

  it('finds an expert module when a chunk holds one (the check can fail)', () => {
    const constructorPage = initialChunks(built, ['lesson-editor/lesson-constructor-page.tsx']);
    const offenders = constructorPage
      .flatMap((chunk) => built.modules[chunk] ?? [])
      .filter((id) => EXPERT_ONLY_MODULES.some((pattern) => pattern.test(id)));
    expect(offenders.length).toBeGreaterThan(0);
  });

  for (const [route, entries] of Object.entries(STUDENT_ROUTE_ENTRIES)) {
    it(`${route}: its initial chunks import no expert-only module`, () => {
      const offenders = initialChunks(built, entries).flatMap((chunk) =>
        (built.modules[chunk] ?? [])
          .filter((id) => EXPERT_ONLY_MODULES.some((pattern) => pattern.test(id)))
          .map((id) => `${chunk}: ${id}`),
      );
      expect(offenders).toEqual([]);
    });
  }
});

/**
 * The student routes whose start is within the budget (docs/performance.md, "Seventh run"). The quiz page is
 * not yet: no test for it until it is under.
 */
const ROUTES_WITHIN_BUDGET = [
  '/sign-in',
  '/sign-up',
  '/restore',
  '/cabinet',
  '/cabinet/account',
  '/schools/new',
  '/partners/dashboard',
  '/courses/:courseSlug',
  '/courses/:courseSlug/:lessonSlug/program',
  '/courses/:courseSlug/:lessonSlug',
];

describe('what every page loads at its start stays within budget (issues #16, #23)', () => {
  const startBytes = (entries: readonly string[]) => {
    const sizes = routeStartSizes(outDir, built.manifest, entries);
    expect(sizes.length).toBeGreaterThan(0);
    return sizes.reduce((sum, { gzip }) => sum + gzip, 0);
  };

  // The entry and its static imports, which every page loads before its own chunks.
  it('the entry and its static imports: at most 150 KiB gzip', () => {
    expect(startBytes(['index.html'])).toBeLessThanOrEqual(ROUTE_START_BUDGET_BYTES);
  });

  for (const route of ROUTES_WITHIN_BUDGET) {
    it(`${route}: the entry, the route's layout and page and their static imports: at most 150 KiB gzip`, () => {
      const entries = STUDENT_ROUTE_ENTRIES[route];
      expect(entries, `${route} is a student route of core/navigation/route-start-modules.ts`).toBeDefined();
      expect(startBytes(entries ?? [])).toBeLessThanOrEqual(ROUTE_START_BUDGET_BYTES);
    });
  }
});

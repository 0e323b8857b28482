import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildWithChunkModules, initialChunks, STUDENT_ROUTE_ENTRIES } from './built-app.ts';

/**
 * The quiz page starts with its preview only (docs/performance.md "Quiz page"): the attempt, the result,
 * every question type's screen, the recorders, drag and drop, the comment threads and the document viewer
 * load when the page is about to draw them (app/web/quiz/with-code-on-demand.ts), by question type.
 */
const QUIZ_ROUTE = '/courses/:courseSlug/:lessonSlug/quizzes/:quizId';

/** Code the quiz page's first screen (the preview, or a spinner while the quiz loads) never draws. */
const ON_DEMAND: Record<string, RegExp> = {
  'a question type’s screen': /\/ui\/quiz\/questions\/(?:answers|exercises)\/[\w-]+-screen\.tsx$/,
  'the choice types’ screens': /\/ui\/quiz\/questions\/choice-screens\.ts$/,
  'the attempt': /\/app\/web\/quiz\/quiz-attempt\.tsx$/,
  'the quiz flow’s machine': /\/core\/quiz\/quiz\.machine\.ts$/,
  'the result screen': /\/ui\/quiz\/page\/quiz-result\.tsx$/,
  'the recorders': /\/core\/recorder\/[\w-]+\.machine\.ts$/,
  'the comment threads': /\/app\/web\/comments\//,
  'drag and drop': /\/node_modules\/@dnd-kit\//,
  'the document viewer': /\/ui\/player\/document-preview\.tsx$/,
  'the HTML sanitizer of questions’ content': /\/node_modules\/dompurify\//,
};

let built: BuiltApp;
let outDir: string;
beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'lectern-quiz-chunks-'));
  built = await buildWithChunkModules(outDir);
}, 180_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const modulesOf = (chunks: readonly string[]) => chunks.flatMap((chunk) => built.modules[chunk] ?? []);

/** The output files loaded with the chunk that holds `module`: that chunk and its static imports. */
function chunksWith(module: RegExp): string[] {
  const holder = Object.keys(built.modules).find((chunk) =>
    built.modules[chunk]?.some((id) => module.test(id)),
  );
  if (!holder) return [];
  const key = Object.keys(built.manifest).find((name) => built.manifest[name]?.file === holder);
  return key ? initialChunks(built, [key]) : [holder];
}

describe('the quiz page’s start', () => {
  it('finds each part in the build, so the check below can fail', () => {
    const all = modulesOf(Object.keys(built.modules));
    for (const [part, pattern] of Object.entries(ON_DEMAND))
      expect(
        all.some((id) => pattern.test(id)),
        part,
      ).toBe(true);
  });

  it('holds none of what the page draws after its preview', () => {
    const start = modulesOf(initialChunks(built, STUDENT_ROUTE_ENTRIES[QUIZ_ROUTE] ?? []));
    expect(start.length).toBeGreaterThan(0);
    const found = Object.entries(ON_DEMAND).flatMap(([part, pattern]) =>
      start.filter((id) => pattern.test(id)).map((id) => `${part}: ${id}`),
    );
    expect(found).toEqual([]);
  });

  it('loads no recorder, drag and drop or date picker for a quiz of choice questions', () => {
    const choice = modulesOf(chunksWith(ON_DEMAND['the choice types’ screens'] as RegExp));
    expect(choice.some((id) => id.endsWith('/ui/quiz/questions/answers/choice-screen.tsx'))).toBe(true);
    const heavy = [
      /\/core\/recorder\//,
      /\/ui\/recorder\//,
      /\/node_modules\/@dnd-kit\//,
      /\/ui\/calendar\//,
    ];
    expect(choice.filter((id) => heavy.some((pattern) => pattern.test(id)))).toEqual([]);
  });
});

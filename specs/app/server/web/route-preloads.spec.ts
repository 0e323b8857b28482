import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePreloadLinks } from '../../../../app/server/http/route-preloads.ts';
import { webRoutes } from '../../../../app/server/web/serve-web.ts';
import { QUIZ_ATTEMPT_MODULE, ROUTE_START_MODULES } from '../../../../core/navigation/index.ts';
import {
  type BuiltApp,
  buildWithChunkModules,
  EXPERT_ONLY_MODULES,
  initialChunks,
} from '../../web/chunks/built-app.ts';

/**
 * The page the server sends for a student route names, as `<link rel="modulepreload">` and style
 * sheets, every chunk the route loads at its start (the entry's static imports, the route's lazy layout
 * and page and their static imports), so the browser asks for them with the entry rather than in a
 * waterfall after it; and none of them holds the expert's code. Built as production builds it.
 */
let built: BuiltApp;
let outDir: string;
beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'lectern-route-preloads-'));
  built = await buildWithChunkModules(outDir);
}, 180_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** A path of the route: each `:param` a sample segment. */
const samplePath = (pattern: string) => pattern.replace(/:(\w+)/g, (_, name: string) => `${name}-1`);

async function servedPage(pathname: string): Promise<string> {
  const response = await webRoutes(outDir).request(pathname, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('Cache-Control')).toBe('no-cache');
  const body = Buffer.from(await response.arrayBuffer());
  return response.headers.get('Content-Encoding') === 'br'
    ? brotliDecompressSync(body).toString()
    : body.toString();
}

/** The scripts and style sheets the page names in its head. */
function linkedFiles(html: string): { scripts: string[]; styles: string[] } {
  const head = html.slice(0, html.indexOf('</head>'));
  const hrefs = (pattern: RegExp) =>
    [...head.matchAll(pattern)].map((match) => (match[1] ?? '').replace(/^\//, ''));
  return {
    scripts: [
      ...hrefs(/<script type="module"[^>]*src="([^"]+)"/g),
      ...hrefs(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
    ],
    styles: hrefs(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"/g),
  };
}

const stylesOf = (keys: readonly string[]) => {
  const files = new Set(initialChunks(built, keys));
  return [
    ...new Set(
      Object.values(built.manifest)
        .filter((chunk) => files.has(chunk.file))
        .flatMap((chunk) => chunk.css ?? []),
    ),
  ];
};

describe('the served page of a student route names its start chunks', () => {
  for (const route of ROUTE_START_MODULES) {
    it(`${route.path}: every chunk and style sheet it starts with, and no expert chunk`, async () => {
      const html = await servedPage(samplePath(route.path));
      const linked = linkedFiles(html);
      const wanted = initialChunks(built, ['index.html', ...route.modules]);
      expect(wanted.length).toBeGreaterThan(initialChunks(built, ['index.html']).length);
      expect([...linked.scripts].sort()).toEqual([...wanted].sort());
      expect([...linked.styles].sort()).toEqual(stylesOf(['index.html', ...route.modules]).sort());
      const expertCode = linked.scripts.flatMap((file) =>
        (built.modules[file] ?? []).filter((id) => EXPERT_ONLY_MODULES.some((pattern) => pattern.test(id))),
      );
      expect(expertCode).toEqual([]);
      // Each named once: the app's own `import()` then finds them in the page and asks for nothing twice.
      expect(new Set(linked.scripts).size).toBe(linked.scripts.length);
    });
  }

  it("an expert page, and a path of no page, get the entry's chunks only", async () => {
    const entryOnly = initialChunks(built, ['index.html']).sort();
    for (const pathname of ['/expert/courses', '/no-such-page']) {
      const linked = linkedFiles(await servedPage(pathname));
      expect([...linked.scripts].sort(), pathname).toEqual(entryOnly);
    }
  });

  it('for the lesson page, whose first paint is served, names the same chunks at low priority and preloads its style sheets', () => {
    const lesson = samplePath('/courses/:courseSlug/:lessonSlug');
    const links = routePreloadLinks(built.manifest, lesson, 'first-paint');
    const app = routePreloadLinks(built.manifest, lesson, 'app');
    const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs(links)).toEqual(hrefs(app));
    expect(links).not.toContain('rel="stylesheet"');
    for (const link of links.match(/<link[^>]*>/g) ?? []) expect(link).toContain('fetchpriority="low"');
    expect(links).toMatch(
      /<link rel="preload" as="style" crossorigin href="\/assets\/[^"]+\.css" fetchpriority="low">/,
    );
  });

  it('for a quiz that opens on its questions, also names the attempt’s chunks, each once and none of the expert’s', () => {
    const quiz = ROUTE_START_MODULES.find((route) => route.path.endsWith('/quizzes/:quizId'));
    if (!quiz) throw new Error('the quiz page is not in the route table');
    const pathname = samplePath(quiz.path);
    const scripts = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((match) => match[1] ?? '');
    const opened = scripts(routePreloadLinks(built.manifest, pathname, 'app', [QUIZ_ATTEMPT_MODULE]));
    const entry = new Set(initialChunks(built, ['index.html']));
    const wanted = initialChunks(built, ['index.html', ...quiz.modules, QUIZ_ATTEMPT_MODULE]).filter(
      (file) => !entry.has(file),
    );
    expect([...opened].sort()).toEqual([...wanted].sort());
    expect(opened.length).toBeGreaterThan(scripts(routePreloadLinks(built.manifest, pathname, 'app')).length);
    expect(new Set(opened).size).toBe(opened.length);
    const expertCode = opened.flatMap((file) =>
      (built.modules[file] ?? []).filter((id) => EXPERT_ONLY_MODULES.some((pattern) => pattern.test(id))),
    );
    expect(expertCode).toEqual([]);
  });

  it('answers a 304 to the ETag of the same page, and the same page twice', async () => {
    const pathname = samplePath('/courses/:courseSlug/:lessonSlug/quizzes/:quizId');
    const first = await webRoutes(outDir).request(pathname, { headers: { 'Accept-Encoding': 'gzip' } });
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await webRoutes(outDir).request(pathname, {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    const cabinet = await webRoutes(outDir).request('/cabinet', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(cabinet.headers.get('ETag')).not.toBe(etag);
  });
});

import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { routeStartModules } from '../../../core/navigation/index.ts';

/** One chunk of Vite's build manifest (`.vite/manifest.json`, `build.manifest`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The files a page needs at its start beyond what the entry's HTML already names. */
export interface RouteStartFiles {
  scripts: string[];
  styles: string[];
}

/**
 * The chunks of `modules` (manifest keys) and their static imports, with their style sheets, less the
 * entry's own (index.html names those already): what React Router would otherwise discover level by
 * level, each a round trip, after the entry has run.
 */
export function routeStartFiles(manifest: BuildManifest, modules: readonly string[]): RouteStartFiles {
  const entryFiles = new Set<string>();
  const entryStyles = new Set<string>();
  const entrySeen = new Set<string>();
  const visitEntry = (key: string) => {
    if (entrySeen.has(key)) return;
    entrySeen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    entryFiles.add(chunk.file);
    for (const sheet of chunk.css ?? []) entryStyles.add(sheet);
    for (const imported of chunk.imports ?? []) visitEntry(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visitEntry(key);

  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>(entrySeen);
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    if (!entryFiles.has(chunk.file) && !scripts.includes(chunk.file)) scripts.push(chunk.file);
    for (const sheet of chunk.css ?? [])
      if (!entryStyles.has(sheet) && !styles.includes(sheet)) styles.push(sheet);
  };
  // Only a manifest that knows every module of the route: a partial list would preload a wrong guess.
  if (modules.some((key) => !manifest[key])) return { scripts: [], styles: [] };
  for (const key of modules) visit(key);
  return { scripts, styles };
}

/**
 * `<link>`s for the start files of the page at `pathname`: `modulepreload` for each script (with
 * `crossorigin`, as Vite's own, so the browser reuses them for the app's `import()`) and its style sheets.
 * For a page the app draws (`app`) the sheets are render-blocking `stylesheet`s: nothing shows before the
 * app anyway. For a page with a served first paint (`first-paint`, the lesson page) the sheets are
 * `preload`s and every link is `fetchpriority="low"`, so the first paint's own files (its poster, its
 * font) are not slowed by the app's code on a thin link. `opened`: modules the page's served answers open at
 * once (the quiz attempt of a quiz that opens on its questions), named after the route's own. Empty for a
 * path with no entry in the route table (core/navigation/route-start-modules.ts).
 */
export function routePreloadLinks(
  manifest: BuildManifest,
  pathname: string,
  page: 'app' | 'first-paint',
  opened: readonly string[] = [],
): string {
  const route = routeStartModules(pathname);
  if (!route) return '';
  const files = routeStartFiles(manifest, [...route.modules, ...opened]);
  const href = (file: string) => `/${file.replace(/["<>&]/g, '')}`;
  const low = page === 'first-paint' ? ' fetchpriority="low"' : '';
  return [
    ...files.scripts.map((file) => `<link rel="modulepreload" crossorigin href="${href(file)}"${low}>`),
    ...files.styles.map((file) =>
      page === 'app'
        ? `<link rel="stylesheet" crossorigin href="${href(file)}">`
        : `<link rel="preload" as="style" crossorigin href="${href(file)}"${low}>`,
    ),
  ].join('');
}

/**
 * `<link rel="preload" as="image">` for the pictures the page's first screen shows (same-origin paths only),
 * at high priority: a few KB asked for with the page instead of after the app has drawn their `<img>`.
 */
export const imagePreloadLinks = (paths: readonly string[] = []): string =>
  paths
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map(
      (href) => `<link rel="preload" as="image" href="${href.replace(/["<>&]/g, '')}" fetchpriority="high">`,
    )
    .join('');

/** The page's HTML with the route's preload links at the end of its head. */
export const withRoutePreloads = (html: string, links: string) =>
  links ? html.replace('</head>', () => `${links}</head>`) : html;

/** Reads the built app's manifest once per change (size and mtime); an empty one where there is none. */
export function createManifestReader(webRoot: string): () => BuildManifest {
  const file = path.join(path.resolve(webRoot), '.vite', 'manifest.json');
  let cached: { mtimeMs: number; size: number; manifest: BuildManifest } | undefined;
  return () => {
    let stat: ReturnType<typeof statSync>;
    try {
      stat = statSync(file);
    } catch {
      return {};
    }
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.manifest;
    let manifest: BuildManifest = {};
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (parsed && typeof parsed === 'object') manifest = parsed as BuildManifest;
    } catch {
      manifest = {};
    }
    cached = { mtimeMs: stat.mtimeMs, size: stat.size, manifest };
    return manifest;
  };
}

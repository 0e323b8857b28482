import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTE_START_MODULES } from '../core/navigation/route-start-modules.ts';

/** What a student page may load at its start, gzip -9 on the wire (issues #16, #23). */
export const ROUTE_START_BUDGET_BYTES = 150 * 1024;

/** One entry of Vite's build manifest (`.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** Vite's build manifest: source path under app/web (or `index.html`) → its output. */
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The manifest keys a student route starts from: the entry, and the lazy layout and page the route loads
 * (the route table the server preloads from, core/navigation/route-start-modules.ts).
 */
export const STUDENT_ROUTE_ENTRIES: Record<string, string[]> = Object.fromEntries(
  ROUTE_START_MODULES.map((route) => [route.path, ['index.html', ...route.modules]]),
);

/** Reads the manifest of the app built into `outDir`. */
export function readBuildManifest(outDir: string): BuildManifest {
  return JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
}

/** The output files a page loads before it asks for anything: the given manifest keys and their static imports. */
export function initialChunks(manifest: BuildManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** A file's size gzip -9 compressed, as the figures of docs/performance.md are measured. */
export function gzipBytes(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

/** Each initial file of a route and its gzip size. */
export function routeStartSizes(outDir: string, manifest: BuildManifest, keys: readonly string[]) {
  return initialChunks(manifest, keys).map((file) => ({
    file,
    gzip: gzipBytes(readFileSync(path.join(outDir, file))),
  }));
}

/**
 * `npx vite build && node scripts/chunk-report.ts [outDir] [--top N] [--by file] [--chunks] [--own] [--route /path]`: what each
 * student route loads at its start (core/navigation/route-start-modules.ts), gzip -9 from Vite's manifest
 * (the entry, the route's lazy layout and page, and their static imports), and what it is made of. Each
 * output file's gzip size is shared out among its sources by the bytes of the minified file that its hidden
 * source map traces back to each one, then summed by package (node_modules) or app folder
 * (`app/web/uploads`, `core/upload`, `ui/primitives`). Reads dist/web unless given another build folder.
 * `--by file`: by source file instead; `--chunks`: each initial file's size; `--own`: the contributors and
 * files of what a route adds to the entry's chunks (the total stays the route's whole start).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type BuildManifest,
  gzipBytes,
  initialChunks,
  ROUTE_START_BUDGET_BYTES,
  readBuildManifest,
  STUDENT_ROUTE_ENTRIES,
} from './route-start-size.ts';

const REPOSITORY = path.resolve(import.meta.dirname, '..');
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** The values of one source-map segment (Base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** The bytes of a generated file that its map traces to each source (`null`: not traced to any). */
export function bytesBySource(code: string, mappings: string, sources: readonly string[]) {
  const totals = new Map<string | null, number>();
  const add = (source: string | null, bytes: number) =>
    bytes > 0 && totals.set(source, (totals.get(source) ?? 0) + bytes);
  const lines = code.split('\n');
  let sourceIndex = 0;
  mappings.split(';').forEach((line, lineIndex) => {
    const text = lines[lineIndex] ?? '';
    let column = 0;
    let from = 0;
    let owner: string | null = null;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      add(owner, Buffer.byteLength(text.slice(from, column)));
      from = column;
      if (sourceDelta === undefined) owner = null;
      else {
        sourceIndex += sourceDelta;
        owner = sources[sourceIndex] ?? null;
      }
    }
    add(owner, Buffer.byteLength(text.slice(from)) + 1);
  });
  return totals;
}

/** A source's group: its package under node_modules, or its folder in the repository. */
export function sourceGroup(source: string | null, byFile: boolean): string {
  if (!source) return '(not traced)';
  const normal = source.replace(/\\/g, '/').replace(/\?.*$/, '');
  const inPackage = normal.match(/node_modules\/((?:@[^/]+\/)?[^/]+)(\/.*)?$/);
  if (inPackage) return byFile ? `${inPackage[1]}${inPackage[2] ?? ''}` : (inPackage[1] ?? normal);
  if (byFile) return normal;
  const parts = normal.split('/');
  const depth = parts[0] === 'app' ? 3 : 2;
  return parts.length > depth ? parts.slice(0, depth).join('/') : normal;
}

/** One output file: its gzip size and that size shared out among the groups of its sources. */
function chunkShares(outDir: string, file: string, byFile: boolean) {
  const code = readFileSync(path.join(outDir, file), 'utf8');
  const gzip = gzipBytes(code);
  const shares = new Map<string, number>();
  const mapFile = path.join(outDir, `${file}.map`);
  if (!existsSync(mapFile)) return { gzip, shares: new Map([['(no source map)', gzip]]) };
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string; sources: string[] };
  const bytes = bytesBySource(code, map.mappings, map.sources);
  const total = [...bytes.values()].reduce((sum, value) => sum + value, 0) || 1;
  for (const [source, count] of bytes) {
    const fromRoot = source && path.relative(REPOSITORY, path.resolve(path.dirname(mapFile), source));
    const group = sourceGroup(fromRoot, byFile);
    shares.set(group, (shares.get(group) ?? 0) + (gzip * count) / total);
  }
  return { gzip, shares };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** The report's text for every student route of the build in `outDir`. */
export function chunkReport(
  outDir: string,
  manifest: BuildManifest,
  options: { top: number; byFile: boolean; chunks: boolean; own: boolean; route?: string },
): string {
  const cache = new Map<string, ReturnType<typeof chunkShares>>();
  const sharesOf = (file: string) => {
    const known = cache.get(file);
    if (known) return known;
    const made = chunkShares(outDir, file, options.byFile);
    cache.set(file, made);
    return made;
  };
  const routes = Object.entries({ 'entry alone': ['index.html'], ...STUDENT_ROUTE_ENTRIES }).filter(
    ([route]) => !options.route || route === options.route,
  );
  const out: string[] = [];
  const entryFiles = new Set(initialChunks(manifest, ['index.html']));
  for (const [route, keys] of routes) {
    const files = initialChunks(manifest, keys);
    const counted = options.own && keys.length > 1 ? files.filter((file) => !entryFiles.has(file)) : files;
    const groups = new Map<string, number>();
    let total = 0;
    for (const file of files) total += sharesOf(file).gzip;
    for (const file of counted)
      for (const [group, size] of sharesOf(file).shares) groups.set(group, (groups.get(group) ?? 0) + size);
    const mark = total > ROUTE_START_BUDGET_BYTES ? '  OVER 150 KiB' : '';
    out.push(`${route}: ${kib(total)} KiB gzip, ${files.length} chunks${mark}`);
    if (options.chunks)
      for (const file of counted) out.push(`  ${kib(sharesOf(file).gzip).padStart(6)}  ${file}`);
    const ranked = [...groups].sort((a, b) => b[1] - a[1]);
    for (const [group, size] of ranked.slice(0, options.top))
      out.push(`  ${kib(size).padStart(6)}  ${group}`);
    const rest = ranked.slice(options.top).reduce((sum, [, size]) => sum + size, 0);
    if (rest > 0) out.push(`  ${kib(rest).padStart(6)}  (${ranked.length - options.top} more)`);
  }
  return out.join('\n');
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

const flagged = new Set(['--top', '--by', '--route']);
const positional = process.argv
  .slice(2)
  .filter((arg, i, all) => !arg.startsWith('--') && !flagged.has(all[i - 1] ?? ''));
const outDir = path.resolve(positional[0] ?? 'dist/web');
if (!existsSync(path.join(outDir, '.vite/manifest.json'))) {
  console.error(`No build in ${outDir}: run \`npx vite build\` first (or name the build folder).`);
  process.exit(1);
}
console.log(
  chunkReport(outDir, readBuildManifest(outDir), {
    top: Number(argument('--top') ?? 12),
    byFile: argument('--by') === 'file',
    chunks: process.argv.includes('--chunks'),
    own: process.argv.includes('--own'),
    route: argument('--route'),
  }),
);

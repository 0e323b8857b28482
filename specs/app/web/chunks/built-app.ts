import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { ROUTE_START_MODULES } from '../../../../core/navigation/index.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

/** Modules no student page may load up front: the expert's pages and layout, the editor, the inspector, hls.js. */
export const EXPERT_ONLY_MODULES: readonly RegExp[] = [
  /\/app\/web\/layouts\/expert-layout\.tsx$/,
  /\/app\/web\/pages\/expert-[\w-]+\.tsx$/,
  /\/app\/web\/pages\/(?:storage-page|machines-route)\.tsx$/,
  /\/app\/web\/quiz\/expert\//,
  /\/app\/web\/quiz-constructor\//,
  /\/ui\/quiz-constructor\//,
  /\/app\/web\/lesson-editor\//,
  /\/ui\/lesson-editor\//,
  /\/ui\/inspector\//,
  /\/core\/inspector\//,
  /\/node_modules\/@tiptap\//,
  /\/node_modules\/prosemirror-/,
  /\/node_modules\/hls\.js\//,
];

/**
 * The manifest keys a student route starts from: the entry, and the lazy layout and page the route loads
 * (the route table the server preloads from, core/navigation/route-start-modules.ts).
 */
export const STUDENT_ROUTE_ENTRIES: Record<string, string[]> = Object.fromEntries(
  ROUTE_START_MODULES.map((route) => [route.path, ['index.html', ...route.modules]]),
);

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The built app: its manifest, and the modules in each output file (which the manifest does not list). */
export interface BuiltApp {
  manifest: Record<string, ManifestChunk>;
  /** Output file (`assets/index-abc.js`) → the module ids bundled in it. */
  modules: Record<string, string[]>;
}

/** Builds the app into `outDir` (production mode, the repository's Vite config) and reads back the result. */
export async function buildWithChunkModules(outDir: string): Promise<BuiltApp> {
  const modules: Record<string, string[]> = {};
  const record: Plugin = {
    name: 'record-chunk-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle))
        if (output.type === 'chunk')
          modules[output.fileName] = output.moduleIds.map((id) => id.split(path.sep).join('/'));
    },
  };
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    plugins: [record],
    build: { outDir, emptyOutDir: true },
  });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  return { manifest, modules };
}

/** The output files a page loads before it asks for anything: the given manifest keys and their static imports. */
export function initialChunks(built: BuiltApp, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = built.manifest[key];
    if (!chunk) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

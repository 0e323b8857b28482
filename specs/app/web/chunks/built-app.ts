import path from 'node:path';
import { build, type Plugin } from 'vite';
import {
  type BuildManifest,
  initialChunks as initialChunksOf,
  readBuildManifest,
  STUDENT_ROUTE_ENTRIES,
} from '../../../../scripts/route-start-size.ts';

export { STUDENT_ROUTE_ENTRIES };

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

/** The built app: its manifest, and the modules in each output file (which the manifest does not list). */
export interface BuiltApp {
  manifest: BuildManifest;
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
  // As production builds it (`vite build`, the e2e setup): under Vitest NODE_ENV is `test`, which Vite would
  // keep, bundling React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.join(root, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      plugins: [record],
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return { manifest: readBuildManifest(outDir), modules };
}

/** The output files a page loads before it asks for anything: the given manifest keys and their static imports. */
export function initialChunks(built: BuiltApp, keys: readonly string[]): string[] {
  return initialChunksOf(built.manifest, keys);
}

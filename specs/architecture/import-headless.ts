// Run by headless-core.spec.ts as a plain Node process: `node import-headless.ts <file>...`. Removes the
// browser's globals, imports each file, and prints what went wrong as JSON on stdout.
import { pathToFileURL } from 'node:url';

/** Globals a browser has and Node must not be assumed to have (Node 24 itself defines navigator). */
export const BROWSER_GLOBALS = [
  'window',
  'self',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'HTMLElement',
  'customElements',
  'matchMedia',
  'requestAnimationFrame',
  'XMLHttpRequest',
] as const;

/** What one run found: modules that threw on import, and globals that could not be removed. */
export interface HeadlessReport {
  failures: { file: string; message: string }[];
  remainingGlobals: string[];
}

if (import.meta.main) {
  for (const name of BROWSER_GLOBALS) Reflect.deleteProperty(globalThis, name);
  const report: HeadlessReport = {
    failures: [],
    remainingGlobals: BROWSER_GLOBALS.filter((name) => name in globalThis),
  };
  for (const file of process.argv.slice(2)) {
    try {
      await import(pathToFileURL(file).href);
    } catch (error) {
      report.failures.push({ file, message: error instanceof Error ? error.message : String(error) });
    }
  }
  process.stdout.write(JSON.stringify(report));
}

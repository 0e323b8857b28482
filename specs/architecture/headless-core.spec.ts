import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { HeadlessReport } from './import-headless.ts';
import { findImportViolations } from './import-rules.ts';

// DESIGN.md: core runs in the browser, in Node and in tests, with nothing of the DOM at import time; the
// command-line client (app/cli) is the second client that proves it, and it imports core only.

const root = resolve(import.meta.dirname, '../..');
const probe = join(import.meta.dirname, 'import-headless.ts');
const scratch = mkdtempSync(join(tmpdir(), 'lectern-headless-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** Imports the files in a fresh Node process (Node 24 strips the types) with the browser's globals removed. */
function importWithoutBrowser(files: string[]): HeadlessReport {
  const run = spawnSync(process.execPath, [probe, ...files.map((file) => resolve(root, file))], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (run.status !== 0) throw new Error(`The import probe exited with ${run.status}:\n${run.stderr}`);
  return JSON.parse(run.stdout) as HeadlessReport;
}

describe('core is headless', () => {
  it('the probe removes every browser global and reports a module that touches one at import time', () => {
    const touchesWindow = join(scratch, 'touches-window.ts');
    const touchesNavigator = join(scratch, 'touches-navigator.ts');
    const guarded = join(scratch, 'guarded.ts');
    writeFileSync(touchesWindow, 'export const width = window.innerWidth;\n');
    writeFileSync(touchesNavigator, 'export const online = navigator.onLine;\n');
    writeFileSync(
      guarded,
      "export const online = typeof navigator === 'undefined' ? true : navigator.onLine;\n",
    );

    const report = importWithoutBrowser([touchesWindow, touchesNavigator, guarded]);

    expect(report.remainingGlobals).toEqual([]);
    expect(report.failures.map((failure) => failure.file)).toEqual([touchesWindow, touchesNavigator]);
    expect(report.failures[0]?.message).toMatch(/window is not defined/);
  });

  it('every module of core imports in plain Node with no window, document, navigator or localStorage', () => {
    const files = sourceFiles('core');
    expect(files.length).toBeGreaterThan(100);

    const report = importWithoutBrowser(files);

    expect(report.remainingGlobals).toEqual([]);
    expect(report.failures).toEqual([]);
  });

  it('the command-line client imports core only: no ui, no app/web, no server, nothing of React', () => {
    const rule = {
      from: 'app/cli/',
      forbidden: [/^(?:\.\.\/)+(ui|web|server)\//, /^react(-dom)?(\/|$)/, /^@xstate\/react/, /^radix-ui/],
      why: 'the command-line client is a second client of core',
    };
    const offenders = sourceFiles('app/cli').flatMap((file) =>
      findImportViolations(file, readFileSync(join(root, file), 'utf8'), [rule]).map(
        (violation) => `${violation.file}: ${violation.specifier}`,
      ),
    );
    expect(sourceFiles('app/cli')).toContain('app/cli/lectern.ts');
    expect(offenders).toEqual([]);
  });
});

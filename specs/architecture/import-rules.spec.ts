import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findImportViolations, type ImportRule } from './import-rules.ts';

const root = resolve(import.meta.dirname, '../..');

/** The import rules of DESIGN.md. */
const rules: ImportRule[] = [
  {
    from: 'core/',
    forbidden: [
      /^(?:\.\.\/)+(ui|app|specs|stories)\//,
      /^react(-dom)?(\/|$)/,
      /^@xstate\/react/,
      /^radix-ui/,
    ],
    why: 'core imports no other folder of the project and nothing of React',
  },
  { from: 'ui/', forbidden: [/^(?:\.\.\/)+app\//], why: 'ui imports core only' },
  {
    from: 'app/server/',
    forbidden: [/^(?:\.\.\/)+(ui|web)\//, /^react(-dom)?(\/|$)/, /^radix-ui/],
    why: 'the server never imports ui or app/web',
  },
  { from: 'app/web/', forbidden: [/^(?:\.\.\/)+server\//], why: 'the web app never imports the server' },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

describe('import rules of DESIGN.md', () => {
  it('finds a violation in a sample that breaks a rule (the checker can fail)', () => {
    const violations = findImportViolations(
      'core/quiz/sample.ts',
      "import { useState } from 'react';\nimport { Button } from '../../ui/primitives/index.ts';",
      rules,
    );
    expect(violations.map((violation) => violation.specifier)).toEqual([
      'react',
      '../../ui/primitives/index.ts',
    ]);
  });

  it('finds dynamic imports and re-exports too', () => {
    const violations = findImportViolations(
      'app/server/main.ts',
      "export { x } from '../web/x.ts';\nconst page = await import('../../ui/page.tsx');",
      rules,
    );
    expect(violations).toHaveLength(2);
  });

  it('core, ui, app/web and app/server keep to their rules', () => {
    const offenders = ['core', 'ui', 'app']
      .flatMap((dir) => sourceFiles(dir))
      .flatMap((file) => findImportViolations(file, readFileSync(join(root, file), 'utf8'), rules))
      .map((violation) => `${violation.file}: ${violation.specifier} (${violation.why})`);
    expect(offenders).toEqual([]);
  });

  it('ui holds no network code: no fetch, no XMLHttpRequest, no tus client (the transports are app/web adapters)', () => {
    const networked = sourceFiles('ui').filter((file) =>
      /\bfetch\(|XMLHttpRequest|from 'tus-js-client'|import\('tus-js-client'\)/.test(
        readFileSync(join(root, file), 'utf8'),
      ),
    );
    expect(networked).toEqual([]);
  });

  it('every relative import in core resolves inside core', () => {
    const escaping = sourceFiles('core').flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/from\s+'(\.[^']+)'/g)]
        .map((match) => match[1] ?? '')
        .filter((specifier) => !resolve(root, file, '..', specifier).startsWith(join(root, 'core')))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(escaping).toEqual([]);
  });
});

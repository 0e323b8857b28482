import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findImportViolations, type ImportRule } from './import-rules.ts';

// The server's shape (docs/architecture.md): route files hold thin handlers over the data layer, and
// only the access module turns a request's reference into a row "reached" through the caller's schools.

const root = resolve(import.meta.dirname, '../..');

function serverFiles(): string[] {
  return readdirSync(join(root, 'app/server'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** The files that register /api/v1 calls: those that call `tableRoutes`. */
function routeFiles(): string[] {
  return serverFiles().filter(
    (file) =>
      !file.startsWith('app/server/http/') && /\btableRoutes\(/.test(readFileSync(join(root, file), 'utf8')),
  );
}

/** Thin handlers: a route file reads and writes through its feature's data layer, never the tables. */
const thinHandlers = (file: string): ImportRule => ({
  from: file,
  forbidden: [/^drizzle-orm(\/|$)/, /\/db\/schema\.ts$/],
  why: 'a route file calls its feature data layer; queries live there, scoped to the caller',
});

/**
 * The modules that may mint `Reached` rows and `SchoolId`s: the access module, and the school-scoped
 * finders whose every minting function takes a `SchoolId` (so what they return is in that school).
 */
// The access module mints what a request reached; the demo seed names the school it created itself
// (no request reaches it).
const MINTERS = ['app/server/access/', 'app/server/seed/'];
const SCOPED_FINDERS = ['app/server/quiz/quiz-authoring.ts', 'app/server/quiz/quiz-authoring-parts.ts'];

describe('the shape of the server', () => {
  it('finds the route files (the reading itself works)', () => {
    const files = routeFiles();
    expect(files).toContain('app/server/routes/courses.ts');
    expect(files.length).toBeGreaterThanOrEqual(8);
  });

  it('keeps queries out of the route files', () => {
    const offenders = routeFiles().flatMap((file) =>
      findImportViolations(file, readFileSync(join(root, file), 'utf8'), [thinHandlers(file)]),
    );
    expect(offenders).toEqual([]);
  });

  it('the checker can fail: a route file importing the tables is caught', () => {
    const file = 'app/server/routes/sample.ts';
    const found = findImportViolations(
      file,
      "import { eq } from 'drizzle-orm';\nimport { quizzes } from '../db/schema.ts';",
      [thinHandlers(file)],
    );
    expect(found).toHaveLength(2);
  });

  it('mints Reached rows and SchoolIds only in the access module and the school-scoped finders', () => {
    const minting = serverFiles().filter((file) => {
      const source = readFileSync(join(root, file), 'utf8');
      return /\b(reached|schoolId)\(/.test(source) && !file.endsWith('/access/reached.ts');
    });
    const allowed = (file: string) =>
      MINTERS.some((prefix) => file.startsWith(prefix)) || SCOPED_FINDERS.includes(file);
    expect(minting.filter((file) => !allowed(file))).toEqual([]);
  });
});

import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../../../app/server/db/client.ts';
import { SPEC_DATABASE_URL } from '../support/test-database.ts';

// The migration that makes lessons real (0006) on a database that has data: each course's lessons go
// into one program section in their order, and each bare info_unit_id of a quiz becomes a practice
// block of the quiz's lesson with the same id (a number two lessons used stays the first quiz's lesson's).
// On PGlite, and on PostgreSQL when DATABASE_URL is set.

/** The migrations up to (not including) the one under test, in a folder of their own. */
let before: string;
beforeAll(() => {
  before = mkdtempSync(path.join(tmpdir(), 'lectern-migration-spec-'));
  cpSync(MIGRATIONS_DIR, before, { recursive: true });
  const journalFile = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.startsWith('0006_'));
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
});
afterAll(() => rmSync(before, { recursive: true, force: true }));

type Rows = Record<string, unknown>[];
interface Engine {
  run(query: ReturnType<typeof sql>): Promise<Rows>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function pglite(): Promise<Engine> {
  const client = new PGlite();
  const db = drizzlePglite({ client });
  return {
    run: async (query) => (await db.execute(query)).rows as Rows,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function postgresDatabase(url: string): Promise<Engine> {
  const name = `lectern_migration_${randomBytes(5).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = postgres(target.toString(), { max: 1, onnotice: () => {} });
  const db = drizzlePostgres({ client });
  return {
    run: async (query) => [...(await db.execute(query))] as Rows,
    migrate: (folder) => migratePostgres(db, { migrationsFolder: folder }),
    close: async () => {
      await client.end({ timeout: 5 });
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

const engines: [string, () => Promise<Engine>][] = [
  ['PGlite', pglite],
  ...(SPEC_DATABASE_URL
    ? [['PostgreSQL', () => postgresDatabase(SPEC_DATABASE_URL!)] as [string, () => Promise<Engine>]]
    : []),
];

describe.each(engines)('migration 0006 on %s', (_name, open) => {
  it('places existing lessons in program sections and turns quiz block numbers into practice blocks', async () => {
    const engine = await open();
    try {
      await engine.migrate(before);
      await engine.run(
        sql`insert into users (name, email, password_hash) values ('a', 'a@lectern.test', 'h')`,
      );
      await engine.run(sql`insert into cabinets (name, owner_id) values ('s', 1)`);
      await engine.run(
        sql`insert into courses (cabinet_id, title, slug) values (1, 'c', 'c'), (1, 'd', 'd'), (1, 'e', 'e')`,
      );
      await engine.run(
        sql`insert into lessons (course_id, title, slug, position) values (1, 'l1', 'l1', 1), (1, 'l2', 'l2', 2), (2, 'm1', 'm1', 1)`,
      );
      await engine.run(
        sql`insert into quizzes (lesson_id, name, info_unit_id) values (1, 'q1', null), (1, 'q2', 9001), (1, 'q3', 9001), (1, 'q4', 7), (2, 'q5', 9001), (3, 'q6', 42)`,
      );
      await engine.migrate(MIGRATIONS_DIR);

      const sections = await engine.run(
        sql`select id, course_id, title from program_sections order by course_id`,
      );
      expect(sections.map((row) => [row.course_id, row.title])).toEqual([
        [1, 'Lessons'],
        [2, 'Lessons'],
      ]);
      const lessons = await engine.run(
        sql`select l.id, l.position, s.course_id, l.version from lessons l join program_sections s on s.id = l.program_section_id order by l.id`,
      );
      expect(lessons.map((row) => [row.id, row.course_id, row.position, row.version])).toEqual([
        [1, 1, 1, 1],
        [2, 1, 2, 1],
        [3, 2, 1, 1],
      ]);
      const units = await engine.run(
        sql`select u.id, u.type_id, u.quiz_id, s.lesson_id from info_units u join info_sections s on s.id = u.info_section_id order by u.id`,
      );
      expect(units.map((row) => [row.id, row.type_id, row.lesson_id, row.quiz_id])).toEqual([
        [7, 5, 1, 4],
        [42, 5, 3, 6],
        [9001, 5, 1, 2],
      ]);
      const quizzes = await engine.run(sql`select id, info_unit_id from quizzes order by id`);
      expect(quizzes.map((row) => row.info_unit_id)).toEqual([null, 9001, 9001, 7, null, 42]);
      expect(await engine.run(sql`select lesson_id from info_sections order by lesson_id`)).toEqual([
        { lesson_id: 1 },
        { lesson_id: 3 },
      ]);
      // New blocks take ids after the kept ones.
      const [made] = await engine.run(
        sql`insert into info_units (info_section_id, type_id) select min(id), 3 from info_sections returning id`,
      );
      expect(Number(made!.id)).toBeGreaterThan(9001);
      // A quiz can no longer name a block that is not there.
      await expect(engine.run(sql`update quizzes set info_unit_id = 5 where id = 1`)).rejects.toThrow();
    } finally {
      await engine.close();
    }
  });
});

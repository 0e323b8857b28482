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

// Migration 0018 on a database that has attempt comments in the older per-attempt table: each becomes
// a comment of the attempt's thread in the comments store (its school, course and lesson, its question),
// and each attempt question's comment_id follows its comment to the new id.
// On PGlite, and on PostgreSQL when DATABASE_URL is set.

let before: string;
beforeAll(() => {
  before = mkdtempSync(path.join(tmpdir(), 'lectern-migration-spec-'));
  cpSync(MIGRATIONS_DIR, before, { recursive: true });
  const journalFile = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.startsWith('0018_'));
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

describe.each(engines)('migration 0018 on %s', (_name, open) => {
  it('moves attempt comments into the comments store and keeps each question pointing at its comment', async () => {
    const engine = await open();
    try {
      await engine.migrate(before);
      await engine.run(
        sql`insert into users (name, email, password_hash) values ('expert', 'e@lectern.test', 'h'), ('student', 's@lectern.test', 'h')`,
      );
      await engine.run(sql`insert into cabinets (name, owner_id) values ('s', 1)`);
      await engine.run(sql`insert into courses (cabinet_id, title, slug) values (1, 'c', 'c')`);
      await engine.run(sql`insert into program_sections (course_id, title) values (1, 'Lessons')`);
      await engine.run(
        sql`insert into lessons (course_id, program_section_id, title, slug, position) values (1, 1, 'l1', 'l1', 1)`,
      );
      await engine.run(sql`insert into quizzes (lesson_id, name) values (1, 'q1')`);
      await engine.run(
        sql`insert into quiz_questions (quiz_id, type_slug) values (1, 'text_graphic_answer'), (1, 'text_graphic_answer')`,
      );
      await engine.run(
        sql`insert into quiz_attempts (quiz_id, user_id, attempt_number, started_at) values (1, 2, 1, now())`,
      );
      // A lesson comment already in the store, so that the moved comments get ids other than their old ones.
      await engine.run(
        sql`insert into comments (cabinet_id, course_id, lesson_id, commentable_type, commentable_id, user_id, text) values (1, 1, 1, 'lesson', 1, 2, 'Hello')`,
      );
      await engine.run(
        sql`insert into quiz_attempt_comments (attempt_id, question_id, user_id, text, files, created_at) values
          (1, null, 1, 'Well done', '[]', '2026-01-02T10:00:00Z'),
          (1, 2, 2, 'About the second', '[{"uuid":"5b2f4c1e-0000-4000-8000-000000000001"}]', '2026-01-01T09:00:00Z'),
          (1, 1, 2, 'About the first', '[]', '2026-01-01T08:00:00Z')`,
      );
      await engine.run(
        sql`insert into quiz_attempt_questions (attempt_id, question_id, comment_id) values (1, 1, 3), (1, 2, 2)`,
      );
      await engine.migrate(MIGRATIONS_DIR);

      const moved = await engine.run(
        sql`select id, cabinet_id, course_id, lesson_id, commentable_type, commentable_id, quiz_question_id, user_id, text, files, is_private from comments where commentable_type = 'quiz-attempt' order by created_at`,
      );
      expect(
        moved.map((row) => [
          row.cabinet_id,
          row.course_id,
          row.lesson_id,
          row.commentable_type,
          row.commentable_id,
          row.quiz_question_id,
          row.user_id,
          row.text,
          row.is_private,
        ]),
      ).toEqual([
        [1, 1, 1, 'quiz-attempt', 1, 1, 2, 'About the first', false],
        [1, 1, 1, 'quiz-attempt', 1, 2, 2, 'About the second', false],
        [1, 1, 1, 'quiz-attempt', 1, null, 1, 'Well done', false],
      ]);
      const files = moved[1]!.files;
      expect(typeof files === 'string' ? JSON.parse(files) : files).toEqual([
        { uuid: '5b2f4c1e-0000-4000-8000-000000000001' },
      ]);
      const links = await engine.run(
        sql`select q.question_id, c.text from quiz_attempt_questions q join comments c on c.id = q.comment_id order by q.question_id`,
      );
      expect(links.length).toBe(2);
      expect(links).toEqual([
        { question_id: 1, text: 'About the first' },
        { question_id: 2, text: 'About the second' },
      ]);
      await expect(engine.run(sql`select 1 from quiz_attempt_comments`)).rejects.toThrow();
    } finally {
      await engine.close();
    }
  });
});

import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type Database, openPglite, openPostgres } from '../../../../app/server/db/client.ts';

/** The PostgreSQL server the specs use when DATABASE_URL is set; otherwise PGlite in memory. */
export const SPEC_DATABASE_URL = process.env.DATABASE_URL || undefined;

/** A migrated, empty database of the spec's own; `drop()` closes it and removes it. */
export interface TestDatabase extends Database {
  drop(): Promise<void>;
}

/**
 * PGlite in memory by default. With DATABASE_URL, a fresh database `lectern_spec_<random>` on that
 * server, so spec files can run in parallel without seeing each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!SPEC_DATABASE_URL) {
    const database = await openPglite();
    await database.migrate();
    return { ...database, drop: () => database.close() };
  }
  const name = `lectern_spec_${randomBytes(6).toString('hex')}`;
  const admin = postgres(SPEC_DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(SPEC_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { max: 4 });
  await database.migrate();
  let dropped = false;
  return {
    ...database,
    async drop() {
      if (dropped) return;
      dropped = true;
      await database.close().catch(() => {});
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

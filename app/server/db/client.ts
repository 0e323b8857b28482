import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.ts';

/** The one database type every route and helper receives, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: the Drizzle handle, which engine it is, and how to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Where the committed SQL migrations live. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any stable 64-bit number: the advisory lock that serialises migrations across app servers. */
const MIGRATION_LOCK_ID = 7_427_191_001;

/** Where `npm start` keeps the embedded database inside the data directory. */
export function embeddedDatabaseDir(dataDir: string): string {
  return path.join(dataDir, 'db');
}

/**
 * The embedded database's settings. PGlite starts Postgres with its default shared_buffers of 128 MB, all
 * of it held in the WASM instance's memory from the first query on; 16 MB caches the working set of the
 * schools one embedded server is for (a few thousand students) and keeps the idle server about 130 MiB
 * smaller (docs/benchmarks.md, "The embedded server's idle memory").
 */
const PGLITE_OPTIONS = { postgresqlconf: ['shared_buffers=16MB'] };

/**
 * Opens the embedded PGlite database. `dir` persists it on disk; without one it lives in memory
 * (the specs use that).
 */
export async function openPglite(dir?: string): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = dir ? new PGlite(dir, PGLITE_OPTIONS) : new PGlite(PGLITE_OPTIONS);
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Opens PostgreSQL through postgres-js; migrations run on one connection under an advisory lock. */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const client = postgres(url, { max: options.max ?? 10, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async migrate() {
      const single = postgres(url, { max: 1, onnotice: () => {} });
      try {
        const lockDb = drizzlePostgres({ client: single });
        await lockDb.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
        try {
          await migratePostgres(lockDb, { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await lockDb.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
        }
      } finally {
        await single.end({ timeout: 5 });
      }
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** Opens the configured database: PostgreSQL when `databaseUrl` is set, else PGlite under the data dir. */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(embeddedDatabaseDir(options.dataDir));
}

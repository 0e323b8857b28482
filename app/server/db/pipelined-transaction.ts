import type { PgDialect } from 'drizzle-orm/pg-core';
import { PostgresJsSession, PostgresJsTransaction } from 'drizzle-orm/postgres-js';
import type { Sql } from 'postgres';
import type { Db } from './client.ts';

/** What a pipelined transaction's body may do besides querying: send COMMIT behind its last write. */
export interface TransactionEnd {
  /**
   * Sends COMMIT right behind `lastWrite` without waiting for its answer (one round trip for both),
   * and answers what the write answered once both are through. Call it only on the transaction's last
   * statement: nothing may be written after it. A write that fails leaves the transaction aborted, and
   * PostgreSQL answers that COMMIT with a rollback, so nothing of it is kept.
   */
  commitWith<T>(lastWrite: Promise<T>): Promise<T>;
}

/** What Drizzle's postgres-js session holds (internal fields its own `transaction` reads). */
type SessionParts = { dialect: PgDialect; schema: never; options: never };
type Internals = { $client?: unknown; session?: SessionParts };
/** A postgres-js query: lazy until awaited or `execute()`d. */
type PendingQuery = Promise<unknown> & { execute(): unknown };

/** The postgres-js pool behind a Drizzle handle, or undefined for PGlite. */
function postgresClientOf(db: Db): Sql | undefined {
  const client = (db as unknown as Internals).$client as Sql | undefined;
  return client && typeof (client as { reserve?: unknown }).reserve === 'function' ? client : undefined;
}

/**
 * A transaction with fewer round trips on PostgreSQL, for hot paths (a quiz answer):
 * - BEGIN is not waited for: it goes out on a reserved connection together with the body's first
 *   statements (PostgreSQL runs pipelined statements in order);
 * - every statement in it is a named prepared statement, kept per connection by postgres-js, so after
 *   the first use on a connection it is one Bind/Execute instead of Parse, Describe, wait, then Bind
 *   (postgres-js describes an unprepared statement with parameters before binding it: two round trips);
 * - `commitWith` pipelines COMMIT behind the last write.
 * The statements a body runs must be few and fixed in shape (the prepared cache of a connection keeps
 * every distinct text), and the body has no relational queries (`tx.query` is empty on PostgreSQL). On
 * PGlite (one in-process connection, no network) it is a plain transaction.
 */
export async function pipelinedTransaction<T>(
  db: Db,
  body: (tx: Db, end: TransactionEnd) => Promise<T>,
): Promise<T> {
  const client = postgresClientOf(db);
  const base = (db as unknown as Internals).session;
  if (!client || !base) return db.transaction((tx) => body(tx, { commitWith: (write) => write }));
  const reserved = await client.reserve();
  // The statement that `commitWith` waits for: COMMIT is queued right behind the next one sent.
  let commitBehindNext = false;
  let commit: PendingQuery | undefined;
  const sendCommit = () => {
    commit = reserved.unsafe('commit') as unknown as PendingQuery;
    commit.execute();
    commit.catch(() => {});
  };
  // Drizzle's session reaches the connection only through `unsafe` (its nested transactions, which a
  // reserved connection cannot open, aside); here every statement is prepared. A plain object: a
  // Proxy's trap ran on every member read of every statement.
  const preparing = {
    unsafe(query: string, params?: unknown[], options?: Record<string, unknown>) {
      const statement = reserved.unsafe(query, params as never, { ...options, prepare: true });
      if (commitBehindNext) {
        commitBehindNext = false;
        // postgres-js sends a query when it is first awaited; Drizzle awaits it a few microtasks
        // later, so it is sent here, and COMMIT after it, in that order.
        (statement as unknown as PendingQuery).execute();
        sendCommit();
      }
      return statement;
    },
  };
  // The same objects Drizzle's own `transaction` builds over postgres-js's `begin` connection, without
  // the relational schema: with it Drizzle makes a query builder for every table of the schema on each
  // transaction (about 1 % of a quiz answer's CPU, and garbage), and a hot path's few fixed statements
  // never use `tx.query`.
  const session = new PostgresJsSession(
    preparing as unknown as Sql,
    base.dialect,
    undefined as never,
    base.options,
  );
  const tx = new PostgresJsTransaction(base.dialect, session as never, undefined as never) as unknown as Db;
  const ended = (result: unknown) => {
    // COMMIT in an aborted transaction answers ROLLBACK instead of an error.
    if ((result as { command?: string }).command !== 'COMMIT')
      throw new Error('The transaction was rolled back.');
  };
  const begun = reserved.unsafe('begin') as unknown as PendingQuery;
  begun.execute();
  begun.catch(() => {});
  try {
    const result = await body(tx, {
      async commitWith(lastWrite) {
        commitBehindNext = true;
        let written: Awaited<typeof lastWrite>;
        try {
          written = await lastWrite;
        } finally {
          commitBehindNext = false;
        }
        if (!commit) sendCommit();
        ended(await commit);
        return written;
      },
    });
    await begun;
    if (!commit) ended(await reserved.unsafe('commit'));
    return result;
  } catch (error) {
    // After a COMMIT that went through this is a no-op (a warning), otherwise it ends the transaction.
    await reserved.unsafe('rollback').catch(() => {});
    throw error;
  } finally {
    reserved.release();
  }
}

import { type Column, type SQL, sql } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * A select built once and run as a prepared statement on any Drizzle handle (the pool, a transaction,
 * a `pipelinedTransaction`'s reserved connection, PGlite). Drizzle builds a query's SQL text again on
 * every call (walking the column objects of every selected table: a tenth of the server's CPU on the
 * quiz answer path); a hot path's fixed query is built here on first use, its values left as
 * placeholders, and each call only binds them. On PostgreSQL the statement is prepared (postgres-js
 * keeps it per connection), so after its first use on a connection it is one round trip instead of two.
 *
 * `build` receives the handle to start the builder from and answers the builder (ending at `where`,
 * `limit`, `for`…, without `prepare`); its values are `sql.placeholder(name)`s, except where they are
 * compared with a column that converts them (a date): pass `encoded(column, value)` for those at call
 * time instead, so the value is converted as Drizzle would. A placeholder in a place where the column
 * converts it (insert values, `set`) must never be bound to null: Drizzle converts bound values without
 * looking for null (a null date throws); write a value that may be null as a constant of its shape.
 */
export function builtOnce<Row, Values extends Record<string, unknown>>(
  name: string,
  build: (db: Db) => { getSQL(): SQL } & PromiseLike<Row[]>,
): (db: Db, values: Values) => Promise<Row[]> {
  let built: {
    query: { sql: string; params: unknown[] };
    fields: unknown;
    joinsNotNullableMap: unknown;
  } | null = null;
  return (db, values) => {
    const { session, dialect } = partsOf(db);
    if (!built) {
      const builder = build(db) as unknown as BuilderInternals;
      built = {
        query: dialect.sqlToQuery(builder.getSQL()),
        fields: orderedFields(builder),
        joinsNotNullableMap: builder.joinsNotNullableMap,
      };
    }
    const prepared = (session as unknown as SessionInternals).prepareQuery(
      built.query,
      built.fields,
      name,
      true,
    );
    prepared.joinsNotNullableMap = built.joinsNotNullableMap;
    return prepared.execute(values) as Promise<Row[]>;
  };
}

/**
 * A raw statement (`sql\`…\``, its values placeholders) built once per shape and run as a prepared
 * statement; `shapeKey` names the shapes (each distinct text is one prepared statement per connection,
 * so there must be few). The answer is lazy, as Drizzle's own queries are: the statement is sent when
 * first awaited, so `TransactionEnd.commitWith` can send COMMIT right behind it. It answers what
 * `db.execute` answers (the rows on postgres-js, `{ rows }` on PGlite).
 */
export function builtOnceStatement<Shape>(
  name: string,
  shapeKey: (shape: Shape) => string,
  build: (db: Db, shape: Shape) => SQL,
): (db: Db, shape: Shape, values: Record<string, unknown>) => Promise<unknown> {
  const built = new Map<string, { sql: string; params: unknown[] }>();
  return (db, shape, values) => {
    const key = shapeKey(shape);
    let run: Promise<unknown> | undefined;
    const start = () => {
      if (run) return run;
      const { session, dialect } = partsOf(db);
      let query = built.get(key);
      if (!query) {
        query = dialect.sqlToQuery(build(db, shape));
        built.set(key, query);
      }
      run = (session as unknown as SessionInternals)
        .prepareQuery(query, undefined, `${name}_${key}`, false)
        .execute(values);
      return run;
    };
    const lazy: PromiseLike<unknown> = {
      // biome-ignore lint/suspicious/noThenProperty: a lazy query, as Drizzle's QueryPromise is.
      then: (onFulfilled, onRejected) => start().then(onFulfilled, onRejected),
    };
    return lazy as Promise<unknown>;
  };
}

/** A value as a column hands it to the driver (a Date as the ISO text Drizzle sends for it). */
export function encoded(column: Column, value: unknown): unknown {
  return column.mapToDriverValue(value);
}

/** A placeholder for `builtOnce`'s values. */
export const placeholder = (name: string) => sql.placeholder(name);

/** Drizzle's internal parts of a select builder and a session, which `prepare()` itself reads. */
type BuilderInternals = {
  getSQL(): SQL;
  joinsNotNullableMap: unknown;
  config: { fields: Record<string, unknown> };
  _prepare(name?: string): { fieldsList?: unknown; fields?: unknown };
};
type SessionInternals = {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: string,
    isResponseInArrayMode: boolean,
  ): { joinsNotNullableMap?: unknown; execute(values: Record<string, unknown>): Promise<unknown> };
};

function partsOf(db: Db): { session: PgSession; dialect: PgDialect } {
  const internals = db as unknown as { session: PgSession; dialect: PgDialect };
  return { session: internals.session, dialect: internals.dialect };
}

/** The selected fields in the order Drizzle's prepared query maps result rows with. */
function orderedFields(builder: BuilderInternals): unknown {
  // The same list `_prepare` computes (orderSelectedFields of the config's fields); reading it from a
  // prepared query keeps this in step with Drizzle's own mapping.
  return (builder._prepare() as { fields?: unknown }).fields;
}

import {
  Column,
  DrizzleQueryError,
  getTableName,
  is,
  NoopLogger,
  Param,
  Placeholder,
  SQL,
  Subquery,
  sql,
} from 'drizzle-orm';
import { NoopCache } from 'drizzle-orm/cache/core';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import { PostgresJsSession } from 'drizzle-orm/postgres-js';
import type { Sql } from 'postgres';
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
    bind: Binder;
    mapRow: (row: unknown[]) => Row;
  } | null = null;
  return (db, values) => {
    const { session, dialect } = partsOf(db);
    if (!built) {
      const builder = build(db) as unknown as BuilderInternals;
      const query = dialect.sqlToQuery(builder.getSQL());
      const fields = orderedFields(builder);
      built = {
        query,
        fields,
        joinsNotNullableMap: builder.joinsNotNullableMap,
        bind: binderOf(query.params),
        mapRow: rowMapperOf(fields as OrderedField[], builder.joinsNotNullableMap) as (row: unknown[]) => Row,
      };
    }
    const client = directClientOf(session);
    if (client) {
      const { query, bind, mapRow } = built;
      const params = bind(values);
      return (
        client.unsafe(query.sql, params as never[], { prepare: true }).values() as Promise<unknown[][]>
      ).then((rows) => rows.map(mapRow), failedQuery(query.sql, params));
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
  const built = new Map<string, { sql: string; params: unknown[]; bind: Binder }>();
  return (db, shape, values) => {
    const key = shapeKey(shape);
    let run: Promise<unknown> | undefined;
    const start = () => {
      if (run) return run;
      const { session, dialect } = partsOf(db);
      let query = built.get(key);
      if (!query) {
        const made = dialect.sqlToQuery(build(db, shape));
        query = { ...made, bind: binderOf(made.params) };
        built.set(key, query);
      }
      const client = directClientOf(session);
      if (client) {
        const params = query.bind(values);
        run = (client.unsafe(query.sql, params as never[], { prepare: true }) as Promise<unknown>).then(
          undefined,
          failedQuery(query.sql, params),
        );
        return run;
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

/**
 * The postgres-js connection behind a Drizzle session, when its queries can be sent to it directly:
 * what Drizzle's prepared query does on each call (placeholders looked up by `is()` walks, rows mapped
 * through path iterators, its tracing and cache wrappers: a few microseconds a statement, several
 * statements an answer) is done here with what was worked out once. Only with Drizzle's no-op logger
 * and cache (a logger or a cache would be skipped); otherwise, and on PGlite, Drizzle runs the query.
 */
function directClientOf(session: PgSession): Sql | undefined {
  if (!(session instanceof PostgresJsSession)) return undefined;
  const parts = session as unknown as { client: Sql; logger: unknown; cache: unknown };
  return is(parts.logger, NoopLogger) && is(parts.cache, NoopCache) ? parts.client : undefined;
}

/** A failed statement, wrapped as Drizzle wraps it (the driver's error as its `cause`). */
function failedQuery(query: string, params: unknown[]) {
  return (error: unknown): never => {
    throw new DrizzleQueryError(query, params, error as Error);
  };
}

/** The values of a built query's parameters for a call's values (Drizzle's `fillPlaceholders`, worked out once). */
type Binder = (values: Record<string, unknown>) => unknown[];

function binderOf(params: readonly unknown[]): Binder {
  type Slot =
    | { name: string; encode: ((value: unknown) => unknown) | undefined }
    | { name: undefined; constant: unknown };
  const slots = params.map((param): Slot => {
    if (is(param, Placeholder)) return { name: param.name, encode: undefined };
    if (is(param, Param) && is(param.value, Placeholder))
      return { name: param.value.name, encode: (value) => param.encoder.mapToDriverValue(value) };
    return { name: undefined, constant: param };
  });
  return (values) =>
    slots.map((slot) => {
      if (slot.name === undefined) return slot.constant;
      if (!(slot.name in values)) throw new Error(`No value for placeholder "${slot.name}" was provided`);
      const value = values[slot.name];
      return slot.encode ? slot.encode(value) : value;
    });
}

/** A selected field as Drizzle orders them: where it goes in the row object, and the field. */
type OrderedField = { path: string[]; field: unknown };

/**
 * A row (an array of driver values) as the select's object (Drizzle's `mapResultRow`, each field's
 * decoder and table found once): nested by path, each value decoded, and a left-joined table whose
 * columns all came back null answered as null.
 */
function rowMapperOf(fields: readonly OrderedField[], joinsNotNullableMap: unknown) {
  const notNullable = joinsNotNullableMap as Record<string, boolean> | undefined;
  const columns = fields.map(({ path, field }) => {
    type Decoded = { decoder: unknown };
    const decoder = is(field, Column)
      ? field
      : is(field, SQL)
        ? (field as unknown as Decoded).decoder
        : is(field, Subquery)
          ? (field as unknown as { _: { sql: Decoded } })._.sql.decoder
          : (field as { sql: Decoded }).sql.decoder;
    return {
      parents: path.slice(0, -1),
      name: path[path.length - 1]!,
      decoder: decoder as { mapFromDriverValue(value: unknown): unknown },
      // Only a table's own column, under the table's name, can make the table null.
      table: notNullable && is(field, Column) && path.length === 2 ? getTableName(field.table) : undefined,
    };
  });
  return (row: unknown[]): Record<string, unknown> => {
    const result: Record<string, unknown> = {};
    const nullify: Record<string, string | false> | undefined = notNullable ? {} : undefined;
    for (let index = 0; index < columns.length; index += 1) {
      const column = columns[index]!;
      let node = result;
      for (const parent of column.parents) {
        if (!(parent in node)) node[parent] = {};
        node = node[parent] as Record<string, unknown>;
      }
      const raw = row[index];
      const value = raw === null ? null : column.decoder.mapFromDriverValue(raw);
      node[column.name] = value;
      if (nullify && column.table !== undefined) {
        const objectName = column.parents[0]!;
        if (!(objectName in nullify)) nullify[objectName] = value === null ? column.table : false;
        else if (typeof nullify[objectName] === 'string' && nullify[objectName] !== column.table)
          nullify[objectName] = false;
      }
    }
    if (nullify && notNullable)
      for (const [objectName, tableName] of Object.entries(nullify))
        if (typeof tableName === 'string' && !notNullable[tableName]) result[objectName] = null;
    return result;
  };
}

import { and, eq, gt, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtOnce, builtOnceStatement, encoded, placeholder } from '../../../../app/server/db/built-once.ts';
import { pipelinedTransaction } from '../../../../app/server/db/pipelined-transaction.ts';
import { alerts, sessions, users } from '../../../../app/server/db/schema.ts';
import { isUniqueViolation } from '../../../../app/server/db/unique-violation.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// Hot queries built once (their values bound at each call) must answer what the same Drizzle query
// answers, for whichever values a call brings, on the pool, in a transaction and in a pipelined one.
describe('a query built once', () => {
  let database: TestDatabase;
  const ids: number[] = [];

  const sessionOf = builtOnce<
    { user: typeof users.$inferSelect; expiresAt: Date },
    { sessionId: string; now: unknown }
  >('spec_session_of', (db) =>
    db
      .select({ user: users, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, placeholder('sessionId')), gt(sessions.expiresAt, placeholder('now')))),
  );

  const insertAlert = builtOnceStatement<{ returning: boolean }>(
    'spec_insert_alert',
    (shape) => String(shape.returning),
    (db, shape) =>
      shape.returning
        ? sql`${db
            .insert(alerts)
            .values({ userId: placeholder('userId'), text: placeholder('text') } as never)
            .returning({ id: alerts.id })
            .getSQL()}`
        : sql`${db
            .insert(alerts)
            .values({ userId: placeholder('userId'), text: placeholder('text') } as never)
            .getSQL()}`,
  );
  const rowsOf = (result: unknown) =>
    (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as { id: number }[];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (const name of ['Ann', 'Bob']) {
      const [user] = await database.db
        .insert(users)
        .values({ name, email: `${name.toLowerCase()}@lectern.test`, passwordHash: 'x' })
        .returning({ id: users.id });
      ids.push(user!.id);
      await database.db.insert(sessions).values({
        id: `session-${name}`,
        userId: user!.id,
        // Bob's session ended an hour ago.
        expiresAt: new Date(Date.now() + (name === 'Ann' ? 3_600_000 : -3_600_000)),
        ip: '127.0.0.1',
      });
    }
  });
  afterAll(() => database.drop());

  it('answers each call for its own values, as the Drizzle query does, dates compared as dates', async () => {
    const now = new Date();
    const drizzleQuery = (sessionId: string) =>
      database.db
        .select({ user: users, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)));
    for (const sessionId of ['session-Ann', 'session-Bob', 'session-nobody', 'session-Ann']) {
      const rows = await sessionOf(database.db, { sessionId, now: encoded(sessions.expiresAt, now) });
      expect(rows).toEqual(await drizzleQuery(sessionId));
    }
    const [ann] = await sessionOf(database.db, {
      sessionId: 'session-Ann',
      now: encoded(sessions.expiresAt, now),
    });
    expect(ann?.user.name).toBe('Ann');
    expect(ann?.expiresAt).toBeInstanceOf(Date);
  });

  it('answers a left-joined table with no row as null, and SQL fields decoded, as the Drizzle query does', async () => {
    const usersWithSession = builtOnce<
      { user: { id: number; name: string }; session: typeof sessions.$inferSelect | null; alerts: number },
      { first: number; second: number }
    >('spec_users_with_session', (db) =>
      db
        .select({
          user: { id: users.id, name: users.name },
          session: sessions,
          alerts: sql<number>`(select count(*) from ${alerts} a where a.user_id = ${users.id})`.mapWith(
            Number,
          ),
        })
        .from(users)
        .leftJoin(sessions, eq(sessions.userId, users.id))
        .where(or(eq(users.id, placeholder('first')), eq(users.id, placeholder('second'))))
        .orderBy(users.id),
    );
    const [carl] = await database.db
      .insert(users)
      .values({ name: 'Carl', email: 'carl@lectern.test', passwordHash: 'x' })
      .returning({ id: users.id });
    const drizzleRows = await database.db
      .select({
        user: { id: users.id, name: users.name },
        session: sessions,
        alerts: sql<number>`(select count(*) from ${alerts} a where a.user_id = ${users.id})`.mapWith(Number),
      })
      .from(users)
      .leftJoin(sessions, eq(sessions.userId, users.id))
      .where(or(eq(users.id, ids[0]!), eq(users.id, carl!.id)))
      .orderBy(users.id);
    const rows = await usersWithSession(database.db, { first: ids[0]!, second: carl!.id });
    expect(rows).toEqual(drizzleRows);
    expect(rows.map((row) => row.session?.id ?? null)).toEqual(['session-Ann', null]);
    expect(rows[0]?.session?.expiresAt).toBeInstanceOf(Date);
    expect(typeof rows[0]?.alerts).toBe('number');
  });

  it('fails as Drizzle fails: the driver error as the cause, a missing value named', async () => {
    const insertSession = builtOnceStatement<null>(
      'spec_insert_session',
      () => 'one',
      (db) =>
        sql`${db
          .insert(sessions)
          .values({
            id: placeholder('id'),
            userId: placeholder('userId'),
            expiresAt: placeholder('expiresAt'),
            ip: '127.0.0.1',
          } as never)
          .getSQL()}`,
    );
    const values = {
      id: 'session-Ann',
      userId: ids[0],
      // An insert's placeholder is converted by its column when bound: a date as it is.
      expiresAt: new Date(Date.now() + 60_000),
    };
    const failure = await insertSession(database.db, null, values).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(failure)).toBe(true);
    await expect(insertSession(database.db, null, { id: 'session-none' })).rejects.toThrow(
      'No value for placeholder "userId" was provided',
    );
  });

  it('runs inside a transaction and a pipelined one, and a statement shape is built for each shape', async () => {
    const now = encoded(sessions.expiresAt, new Date());
    await database.db.transaction(async (tx) => {
      expect(await sessionOf(tx, { sessionId: 'session-Ann', now })).toHaveLength(1);
    });
    const written = await pipelinedTransaction(database.db, async (tx, end) => {
      expect(await sessionOf(tx, { sessionId: 'session-Ann', now })).toHaveLength(1);
      await insertAlert(tx, { returning: false }, { userId: ids[0], text: 'first' });
      return rowsOf(
        await end.commitWith(insertAlert(tx, { returning: true }, { userId: ids[1], text: 'second' })),
      );
    });
    expect(written).toHaveLength(1);
    const texts = await database.db
      .select({ userId: alerts.userId, text: alerts.text })
      .from(alerts)
      .orderBy(alerts.id);
    expect(texts).toEqual([
      { userId: ids[0], text: 'first' },
      { userId: ids[1], text: 'second' },
    ]);
  });
});

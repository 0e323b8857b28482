import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipelinedTransaction } from '../../../../app/server/db/pipelined-transaction.ts';
import { alerts, users } from '../../../../app/server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// The quiz answer's transaction: BEGIN sent with the first statements, every statement prepared,
// COMMIT sent with the last write. Whatever is pipelined, it must keep or drop its writes as one.
describe('a pipelined transaction', () => {
  let database: TestDatabase;
  let userId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [user] = await database.db
      .insert(users)
      .values({ name: 'Ann', email: 'ann@lectern.test', passwordHash: 'x' })
      .returning({ id: users.id });
    userId = user!.id;
  });
  afterAll(() => database.drop());

  const textsOf = async (prefix: string) =>
    (await database.db.select({ text: alerts.text }).from(alerts).where(eq(alerts.userId, userId)))
      .map((row) => row.text)
      .filter((text) => text.startsWith(prefix))
      .sort();

  it('keeps every write when the body ends, and when COMMIT goes with the last write', async () => {
    const answer = await pipelinedTransaction(database.db, async (tx) => {
      await tx.insert(alerts).values({ userId, text: 'kept 1' });
      return 'done';
    });
    const written = await pipelinedTransaction(database.db, async (tx, end) => {
      await tx.insert(alerts).values({ userId, text: 'kept 2' });
      return end.commitWith(
        tx.insert(alerts).values({ userId, text: 'kept 3' }).returning({ id: alerts.id }),
      );
    });
    expect(answer).toBe('done');
    expect(written).toHaveLength(1);
    expect(await textsOf('kept')).toEqual(['kept 1', 'kept 2', 'kept 3']);
  });

  it('keeps nothing when the last write fails with COMMIT behind it, and answers the error', async () => {
    await expect(
      pipelinedTransaction(database.db, async (tx, end) => {
        await tx.insert(alerts).values({ userId, text: 'lost 1' });
        // No such user: the foreign key refuses it.
        return end.commitWith(tx.insert(alerts).values({ userId: userId + 1000, text: 'lost 2' }));
      }),
    ).rejects.toThrow();
    expect(await textsOf('lost')).toEqual([]);
  });

  it('keeps nothing when the body throws after writing', async () => {
    await expect(
      pipelinedTransaction(database.db, async (tx) => {
        await tx.insert(alerts).values({ userId, text: 'thrown 1' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await textsOf('thrown')).toEqual([]);
    // The connection went back to the pool in a usable state.
    expect(await database.db.$count(users)).toBe(1);
  });

  it('serialises a row lock: concurrent read-then-write increments lose none, beyond the pool size', async () => {
    const [row] = await database.db
      .insert(alerts)
      .values({ userId, text: 'counter 0' })
      .returning({ id: alerts.id });
    const increment = () =>
      pipelinedTransaction(database.db, async (tx, end) => {
        const [locked] = await tx.select().from(alerts).where(eq(alerts.id, row!.id)).for('update');
        const next = Number(locked!.text.split(' ')[1]) + 1;
        return end.commitWith(
          tx
            .update(alerts)
            .set({ text: sql`${`counter ${next}`}` })
            .where(eq(alerts.id, row!.id)),
        );
      });
    await Promise.all(Array.from({ length: 24 }, increment));
    const [after] = await database.db.select().from(alerts).where(eq(alerts.id, row!.id));
    expect(after!.text).toBe('counter 24');
  });
});

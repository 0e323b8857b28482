import { randomUUID } from 'node:crypto';
import { ERRORS } from '@tus/utils';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadLocks } from '../../../../app/server/db/schema.ts';
import { sharedUploadLocker } from '../../../../app/server/files/upload-locks.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/** The upload lock as two app servers on one database see it (each locker is one server). */
let database: TestDatabase;
const FAST = { renewMs: 40, pollMs: 20, leaseMs: 2_000, timeoutMs: 3_000 };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const server = (name: string, options: Partial<typeof FAST> = {}) =>
  sharedUploadLocker({ db: database.db, holder: name, ...FAST, ...options });
const never = () => new AbortController().signal;

describe('an upload lock shared by two app servers', () => {
  it('asks the holder on the other server to let go, and is granted once it has', async () => {
    const id = randomUUID();
    const events: string[] = [];
    const a = server('server-a').newLock(id);
    await a.lock(never(), async () => {
      events.push('a asked to let go');
      await a.unlock();
      events.push('a let go');
    });
    const b = server('server-b').newLock(id);
    await b.lock(never(), () => undefined);
    events.push('b holds');
    expect(events).toEqual(['a asked to let go', 'a let go', 'b holds']);
    const rows = await database.db.select().from(uploadLocks).where(sql`${uploadLocks.uploadId} = ${id}`);
    expect(rows).toMatchObject([{ holder: 'server-b', releaseWanted: false }]);
    await b.unlock();
    expect(await database.db.select().from(uploadLocks).where(sql`${uploadLocks.uploadId} = ${id}`)).toEqual(
      [],
    );
  });

  it('takes over at once the lock of a server that died (its lease ran out)', async () => {
    const id = randomUUID();
    await database.db
      .insert(uploadLocks)
      .values({ uploadId: id, holder: 'dead-server', leaseUntil: new Date(Date.now() - 60_000) });
    const b = server('server-b').newLock(id);
    await b.lock(never(), () => undefined);
    await b.unlock();
  });

  it('gives up with tus’s lock timeout when the holder never lets go, and leaves its lock standing', async () => {
    const id = randomUUID();
    const a = server('server-a').newLock(id);
    await a.lock(never(), () => undefined);
    const b = server('server-b', { timeoutMs: 300 }).newLock(id);
    await expect(b.lock(never(), () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    const [row] = await database.db.select().from(uploadLocks).where(sql`${uploadLocks.uploadId} = ${id}`);
    expect(row?.holder).toBe('server-a');
    await a.unlock();
  });

  it('stops waiting when the waiting request goes away', async () => {
    const id = randomUUID();
    const a = server('server-a').newLock(id);
    await a.lock(never(), () => undefined);
    const gone = new AbortController();
    const waiting = server('server-b')
      .newLock(id)
      .lock(gone.signal, () => undefined);
    setTimeout(() => gone.abort(), 50);
    await expect(waiting).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await a.unlock();
  });

  it('lets requests of one server take turns on the same upload', async () => {
    const id = randomUUID();
    const locker = server('server-a');
    const first = locker.newLock(id);
    await first.lock(never(), () => first.unlock());
    const second = locker.newLock(id);
    await second.lock(never(), () => undefined);
    await second.unlock();
  });
});

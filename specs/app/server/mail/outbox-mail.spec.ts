import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../../app/server/config.ts';
import { mailOutbox } from '../../../../app/server/db/schema.ts';
import { createMailer } from '../../../../app/server/mail/mailer.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// Without SMTP_URL a mail goes into the outbox table; with the demo data or outside production it is
// also printed where the server runs, so a person trying a code flow on `npm start` reads the code at
// once. A production server's outbox stays in the database only (its log may travel further).

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

function logged(config: Pick<Config, 'demo' | 'nodeEnv'>) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const mailer = createMailer({
    db: database.db,
    config: { ...config, smtp: null } as unknown as Config,
    logger,
  });
  return { mailer, lines };
}

const MAIL = { to: 'student@lectern.test', subject: 'Your code', text: 'Your code is 123456.' };

describe('mail without SMTP', () => {
  it('keeps the mail in the outbox and prints it with the demo data, even in production', async () => {
    const { mailer, lines } = logged({ demo: true, nodeEnv: 'production' });
    await mailer.send(MAIL);
    expect(lines.find((line) => line.msg === 'mail kept in the outbox')).toMatchObject(MAIL);
    const kept = await database.db.select().from(mailOutbox);
    expect(kept.some((row) => row.body === MAIL.text)).toBe(true);
  });

  it('prints it in development', async () => {
    const { mailer, lines } = logged({ demo: false, nodeEnv: 'development' });
    await mailer.send(MAIL);
    expect(lines.some((line) => line.msg === 'mail kept in the outbox')).toBe(true);
  });

  it('never prints it on a production server without the demo data', async () => {
    const { mailer, lines } = logged({ demo: false, nodeEnv: 'production' });
    await mailer.send({ ...MAIL, text: 'Your code is 654321.' });
    expect(JSON.stringify(lines)).not.toContain('654321');
    const kept = await database.db.select().from(mailOutbox);
    expect(kept.some((row) => row.body === 'Your code is 654321.')).toBe(true);
  });
});

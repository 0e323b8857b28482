/**
 * `node scripts/outbox.ts [count]`: prints the newest mails of the outbox (where account codes go
 * when SMTP_URL is not set), newest first. Reads the database the server is configured with; with the
 * embedded database, stop the server first (one process at a time opens it).
 */
import { desc } from 'drizzle-orm';
import { openDatabase } from '../app/server/db/client.ts';
import { mailOutbox } from '../app/server/db/schema.ts';
import { configOrExit } from '../app/server/main.ts';

const count = Math.max(1, Number(process.argv[2] ?? 5) || 5);
const config = configOrExit();
const database = await openDatabase(config);
try {
  const mails = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(count);
  if (mails.length === 0) console.log('The outbox is empty.');
  for (const mail of mails) {
    console.log(
      `── ${mail.createdAt.toISOString()}  to ${mail.toAddress}\n${mail.subject}\n\n${mail.body}\n`,
    );
  }
} finally {
  await database.close();
}

import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox, users } from '../../../../app/server/db/schema.ts';
import { ACCOUNT_CODE } from '../../../../core/account/code-rules.ts';
import { API, type Browser, browser, type TestServer } from './test-server.ts';

// What the specs of the account's codes share (sign-in by a code, email and password changes, restore):
// fresh client addresses, a new account, the mail in the outbox and the code in it.

/** Fresh client addresses under `prefix` (each spec file its own), so the per-IP limits of one spec never reach another. */
export function freshIps(prefix: string): () => string {
  let counter = 0;
  return () => {
    counter += 1;
    return `${prefix}.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
  };
}

/** A registered account: its browser (signed in by the registration), the address it came from, its id and password. */
export type NewAccount = { client: Browser; ip: string; id: number; password: string };

/** Registers a new account from `ip`; its browser holds the new session. */
export async function registerAccount(
  server: TestServer,
  email: string,
  ip: string,
  password = 'first password 1',
): Promise<NewAccount> {
  const client = browser(server);
  const response = await client.send(
    'POST',
    `${API}/auth/register`,
    { name: 'Code Person', email, password },
    { 'X-Forwarded-For': ip },
  );
  expect(response.status).toBe(201);
  const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
  return { client, ip, id: row!.id, password };
}

/**
 * The newest mail to an address (of `subject` when given) once it is written and `accept` takes it: the
 * outbox, as the specs set no SMTP_URL.
 */
export async function newestMail(
  server: TestServer,
  to: string,
  { subject, accept = () => true }: { subject?: string; accept?: (body: string) => boolean } = {},
) {
  for (let round = 0; round < 300; round += 1) {
    const [mail] = await server.database.db
      .select()
      .from(mailOutbox)
      .where(
        subject === undefined
          ? eq(mailOutbox.toAddress, to)
          : and(eq(mailOutbox.toAddress, to), eq(mailOutbox.subject, subject)),
      )
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    if (mail && accept(mail.body)) return mail;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no mail${subject ? ` "${subject}"` : ''} reached ${to}`);
}

/** The code (six digits) in a mail's body; empty when there is none. */
export const codeIn = (body: string) => body.match(/\b(\d{6})\b/)?.[1] ?? '';

/** A wrong code that is surely not the right one. */
export const otherCode = (code: string, offset = 1) =>
  String((Number(code) + offset) % 10 ** ACCOUNT_CODE.length).padStart(ACCOUNT_CODE.length, '0');

/** The `message` of an error answer. */
export const messageOf = async (response: Response) =>
  ((await response.json()) as { message: string }).message;

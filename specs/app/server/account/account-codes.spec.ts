import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCodes, loginFailures, sessions, users } from '../../../../app/server/db/schema.ts';
import {
  CODE_SEND_RATE_LIMIT,
  CODE_TRY_RATE_LIMIT,
  DEAD_CODE,
  RESTORE_CODE_REFUSED,
  WRONG_CODE,
} from '../../../../app/server/routes/account-security.ts';
import { ACCOUNT_CODE } from '../../../../core/account/code-rules.ts';
import { LOGIN_RATE_LIMIT } from '../../../../core/api/api.constants.ts';
import {
  codeIn,
  freshIps,
  messageOf,
  type NewAccount,
  newestMail,
  otherCode,
  registerAccount,
} from '../support/account-codes.ts';
import { API, browser, createTestServer, postJson, signIn, type TestServer } from '../support/test-server.ts';

// Each ASVS rule of the account's codes (docs/account.md) with a spec that fails without it:
// parallel guesses, reuse, another flow's code, an expired code, the old cookie after a password
// change, and the same restore answer for a known and an unknown email.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ seed: true, env: { LECTERN_TRUST_PROXY: '1' } });
});
afterAll(() => server.close());

const freshIp = freshIps('10.22');

/** Registers a new account and signs it in from its own address. */
const newAccount = (email: string, password?: string) => registerAccount(server, email, freshIp(), password);

/** The code in the newest mail to an address. */
const latestCode = async (to: string) =>
  codeIn((await newestMail(server, to, { accept: (body) => codeIn(body) !== '' })).body);

describe('email change', () => {
  it('asks for the current password, mails a code to the new address, and changes the email with it', async () => {
    const person = await newAccount('change.me@lectern.test');
    const wrong = await person.client.send('POST', `${API}/personal/contacts/update/codes/send`, {
      email: 'changed@lectern.test',
      password: 'not my password',
    });
    expect(wrong.status).toBe(422);
    expect(await messageOf(wrong)).toBe('The current password is wrong.');

    const sent = await person.client.send('POST', `${API}/personal/contacts/update/codes/send`, {
      email: 'changed@lectern.test',
      password: person.password,
    });
    expect(sent.status).toBe(200);
    expect(((await sent.json()) as { data: unknown }).data).toEqual({
      sent_to: 'c***@lectern.test',
      expires_in: 600,
      resend_after: ACCOUNT_CODE.resendAfterSeconds,
    });
    const code = await latestCode('changed@lectern.test');
    const check = await person.client.send('POST', `${API}/personal/contacts/code/check`, {
      email: 'changed@lectern.test',
      code,
    });
    expect(check.status).toBe(200);
    const update = await person.client.send('PUT', `${API}/personal/contacts/update`, {
      email: 'changed@lectern.test',
      code,
    });
    expect(update.status).toBe(200);
    expect(((await update.json()) as { data: { email: string } }).data.email).toBe('changed@lectern.test');
    // The old address hears of it.
    const notice = await latestNotice('change.me@lectern.test');
    expect(notice).toContain('changed@lectern.test');
  });

  it('refuses a second code before the resend wait is over', async () => {
    const person = await newAccount('twice@lectern.test');
    const ask = () =>
      person.client.send('POST', `${API}/personal/contacts/update/codes/send`, {
        email: 'twice.new@lectern.test',
        password: person.password,
      });
    expect((await ask()).status).toBe(200);
    const again = await ask();
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

/** The body of the newest mail to an address. */
const latestNotice = async (to: string) => (await newestMail(server, to)).body;

/** Starts an email change and answers the code that went out. */
async function startEmailChange(person: NewAccount, to: string) {
  const sent = await person.client.send('POST', `${API}/personal/contacts/update/codes/send`, {
    email: to,
    password: person.password,
  });
  expect(sent.status).toBe(200);
  return latestCode(to);
}

describe('the codes (ASVS 5.0 level 2)', () => {
  it('burns a code after 5 wrong tries, however many guesses arrive at once', async () => {
    const person = await newAccount('guessed@lectern.test');
    const code = await startEmailChange(person, 'guessed.new@lectern.test');
    // 50 wrong guesses at the same moment, each from its own address (so only the code's own count stops them).
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        person.client.send(
          'POST',
          `${API}/personal/contacts/code/check`,
          { email: 'guessed.new@lectern.test', code: otherCode(code, index + 1) },
          { 'X-Forwarded-For': `10.50.0.${index + 1}` },
        ),
      ),
    );
    const messages = await Promise.all(guesses.map(messageOf));
    expect(messages.filter((message) => message === WRONG_CODE)).toHaveLength(ACCOUNT_CODE.maxWrongTries);
    // The rest were refused: the code was burned, or the account's code tries ran out (429).
    expect(guesses.filter((response) => response.status === 200)).toHaveLength(0);
    const [stored] = await server.database.db
      .select()
      .from(accountCodes)
      .where(eq(accountCodes.userId, person.id));
    expect(stored?.attempts).toBe(ACCOUNT_CODE.maxWrongTries);
    // With the account's try limit lifted, the right code still does not work: it was burned.
    await server.database.db.delete(loginFailures).where(eq(loginFailures.email, `code:${person.id}`));
    // The right code no longer works either.
    const right = await person.client.send(
      'PUT',
      `${API}/personal/contacts/update`,
      { email: 'guessed.new@lectern.test', code },
      { 'X-Forwarded-For': freshIp() },
    );
    expect(right.status).toBe(422);
    expect(await messageOf(right)).toBe(DEAD_CODE);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, person.id));
    expect(row?.email).toBe('guessed@lectern.test');
  });

  it('takes a code once', async () => {
    const person = await newAccount('once@lectern.test');
    const code = await startEmailChange(person, 'once.new@lectern.test');
    const update = () =>
      person.client.send('PUT', `${API}/personal/contacts/update`, { email: 'once.new@lectern.test', code });
    expect((await update()).status).toBe(200);
    const reused = await update();
    expect(reused.status).toBe(422);
    expect(await messageOf(reused)).toBe(DEAD_CODE);
  });

  it("refuses another flow's code, and another user's", async () => {
    const person = await newAccount('flows@lectern.test');
    const emailCode = await startEmailChange(person, 'flows.new@lectern.test');
    // A password-change code of the same user, sent to their own address.
    const change = await person.client.send('PUT', `${API}/user/password`, {
      current_password: person.password,
      password: 'second password 2',
    });
    expect(change.status).toBe(200);
    const passwordCode = await latestCode('flows@lectern.test');
    expect(passwordCode).not.toBe(emailCode);
    const crossed = await person.client.send('POST', `${API}/personal/contacts/code/check`, {
      email: 'flows.new@lectern.test',
      code: passwordCode,
    });
    expect(crossed.status).toBe(422);
    expect(await messageOf(crossed)).toBe(WRONG_CODE);
    const crossedBack = await person.client.send('POST', `${API}/user/password/confirm`, { code: emailCode });
    expect(await messageOf(crossedBack)).toBe(WRONG_CODE);
    // Another user's live code is no code of theirs.
    const other = await newAccount('flows.other@lectern.test');
    const stolen = await other.client.send('POST', `${API}/user/password/confirm`, { code: passwordCode });
    expect(stolen.status).toBe(422);
    expect(await messageOf(stolen)).toBe(DEAD_CODE);
  });

  it('refuses a code more than 10 minutes old', async () => {
    const person = await newAccount('late@lectern.test');
    const code = await startEmailChange(person, 'late.new@lectern.test');
    await server.database.db
      .update(accountCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(accountCodes.userId, person.id), eq(accountCodes.flow, 'email_change')));
    const late = await person.client.send('PUT', `${API}/personal/contacts/update`, {
      email: 'late.new@lectern.test',
      code,
    });
    expect(late.status).toBe(422);
    expect(await messageOf(late)).toBe(DEAD_CODE);
  });

  it('stores a keyed hash of the code, never the code', async () => {
    const person = await newAccount('hashed@lectern.test');
    const code = await startEmailChange(person, 'hashed.new@lectern.test');
    const rows = await server.database.db
      .select()
      .from(accountCodes)
      .where(eq(accountCodes.userId, person.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});

describe('password change', () => {
  it('changes the password with the code and ends every other session, keeping this one', async () => {
    const person = await newAccount('passwords@lectern.test');
    const elsewhere = await signIn(server, 'passwords@lectern.test', person.password);
    expect((await elsewhere.get(`${API}/user`)).status).toBe(200);

    const validate = await person.client.send('POST', `${API}/user/password/validate`, {
      password: 'wrong one',
    });
    expect(validate.status).toBe(422);
    expect(
      (await person.client.send('POST', `${API}/user/password/validate`, { password: person.password }))
        .status,
    ).toBe(200);
    const change = await person.client.send('PUT', `${API}/user/password`, {
      current_password: person.password,
      password: 'second password 2',
    });
    expect(change.status).toBe(200);
    const code = await latestCode('passwords@lectern.test');
    // Nothing changed before the code.
    expect((await elsewhere.get(`${API}/user`)).status).toBe(200);
    const confirm = await person.client.send('POST', `${API}/user/password/confirm`, { code });
    expect(confirm.status).toBe(200);

    expect((await elsewhere.get(`${API}/user`)).status).toBe(401);
    expect((await person.client.get(`${API}/user`)).status).toBe(200);
    const old = await postJson(
      server,
      `${API}/auth/login`,
      { email: 'passwords@lectern.test', password: person.password },
      { 'X-Forwarded-For': freshIp() },
    );
    expect(old.status).toBe(401);
    await signIn(server, 'passwords@lectern.test', 'second password 2');
  });

  it('counts wrong current passwords as failed sign-ins of the account', async () => {
    const person = await newAccount('guess.current@lectern.test');
    for (let attempt = 0; attempt < LOGIN_RATE_LIMIT.maxFailures; attempt += 1) {
      const wrong = await person.client.send(
        'POST',
        `${API}/user/password/validate`,
        { password: `wrong ${attempt}` },
        { 'X-Forwarded-For': freshIp() },
      );
      expect(wrong.status).toBe(422);
    }
    const blocked = await person.client.send(
      'POST',
      `${API}/user/password/validate`,
      { password: person.password },
      { 'X-Forwarded-For': freshIp() },
    );
    expect(blocked.status).toBe(429);
  });
});

/** Everything of an answer a caller can compare: status, body and headers but the per-request ones. */
async function observable(response: Response) {
  const headers = Object.fromEntries(
    [...response.headers.entries()].filter(([name]) => !['date', 'x-request-id'].includes(name)),
  );
  return { status: response.status, headers, body: await response.text() };
}

describe('restore', () => {
  it('answers a known and an unknown email the same', async () => {
    const ip = freshIp();
    const known = await postJson(
      server,
      `${API}/auth/restore`,
      { email: 'student@lectern.test' },
      { 'X-Forwarded-For': ip },
    );
    const unknown = await postJson(
      server,
      `${API}/auth/restore`,
      { email: 'nobody@lectern.test' },
      { 'X-Forwarded-For': ip },
    );
    expect(await observable(unknown)).toEqual(await observable(known));
    expect(known.status).toBe(200);
    // A second ask inside the resend wait answers the same too (nothing goes out).
    const again = await postJson(
      server,
      `${API}/auth/restore`,
      { email: 'student@lectern.test' },
      { 'X-Forwarded-For': ip },
    );
    expect(await observable(again)).toEqual(
      await observable(
        await postJson(
          server,
          `${API}/auth/restore`,
          { email: 'nobody@lectern.test' },
          { 'X-Forwarded-For': ip },
        ),
      ),
    );
    // A code tried for an unknown email is refused in the same words as a wrong one.
    const unknownCode = await postJson(
      server,
      `${API}/auth/restore/confirm`,
      { email: 'nobody@lectern.test', code: '123456' },
      { 'X-Forwarded-For': freshIp() },
    );
    const code = await latestCode('student@lectern.test');
    const wrongCode = await postJson(
      server,
      `${API}/auth/restore/confirm`,
      { email: 'student@lectern.test', code: otherCode(code) },
      { 'X-Forwarded-For': freshIp() },
    );
    const refused = await observable(wrongCode);
    expect(await observable(unknownCode)).toEqual(refused);
    expect(JSON.parse(refused.body).message).toBe(RESTORE_CODE_REFUSED);
  });

  it('sets a new password with the code, ends every session and signs this browser in', async () => {
    const person = await newAccount('forgot@lectern.test');
    const restorer = browser(server);
    const ip = freshIp();
    expect(
      (
        await restorer.send(
          'POST',
          `${API}/auth/restore`,
          { email: 'forgot@lectern.test' },
          { 'X-Forwarded-For': ip },
        )
      ).status,
    ).toBe(200);
    const code = await latestCode('forgot@lectern.test');
    expect(
      (
        await restorer.send(
          'POST',
          `${API}/auth/restore/confirm`,
          { email: 'forgot@lectern.test', code },
          { 'X-Forwarded-For': ip },
        )
      ).status,
    ).toBe(200);
    const set = await restorer.send(
      'POST',
      `${API}/auth/restore/set-password`,
      { email: 'forgot@lectern.test', code, password: 'restored password 3' },
      { 'X-Forwarded-For': ip },
    );
    expect(set.status).toBe(200);
    expect((await person.client.get(`${API}/user`)).status).toBe(401);
    expect((await restorer.get(`${API}/user`)).status).toBe(200);
    const live = await server.database.db.select().from(sessions).where(eq(sessions.userId, person.id));
    expect(live).toHaveLength(1);
    // The code is spent.
    const reused = await postJson(
      server,
      `${API}/auth/restore/set-password`,
      { email: 'forgot@lectern.test', code, password: 'another password 4' },
      { 'X-Forwarded-For': freshIp() },
    );
    expect(reused.status).toBe(422);
    await signIn(server, 'forgot@lectern.test', 'restored password 3');
  });

  it('is refused from another site', async () => {
    const response = await postJson(
      server,
      `${API}/auth/restore`,
      { email: 'student@lectern.test' },
      { Origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
  });
});

describe('rate limits of the code calls', () => {
  it('limits code sends per IP, whichever emails they name', async () => {
    const ip = freshIp();
    for (let index = 0; index < CODE_SEND_RATE_LIMIT.maxFailures; index += 1) {
      const response = await postJson(
        server,
        `${API}/auth/restore`,
        { email: `many.${index}@lectern.test` },
        { 'X-Forwarded-For': ip },
      );
      expect(response.status).toBe(200);
    }
    const refused = await postJson(
      server,
      `${API}/auth/restore`,
      { email: 'one.more@lectern.test' },
      { 'X-Forwarded-For': ip },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another address is not held up.
    const elsewhere = await postJson(
      server,
      `${API}/auth/restore`,
      { email: 'one.more@lectern.test' },
      { 'X-Forwarded-For': freshIp() },
    );
    expect(elsewhere.status).toBe(200);
  });

  it('limits code tries per IP across accounts', async () => {
    const ip = freshIp();
    for (let index = 0; index < CODE_TRY_RATE_LIMIT.maxFailures; index += 1) {
      const response = await postJson(
        server,
        `${API}/auth/restore/confirm`,
        { email: `tries.${index}@lectern.test`, code: '000000' },
        { 'X-Forwarded-For': ip },
      );
      expect(response.status).toBe(422);
    }
    const refused = await postJson(
      server,
      `${API}/auth/restore/confirm`,
      { email: 'tries.last@lectern.test', code: '000000' },
      { 'X-Forwarded-For': ip },
    );
    expect(refused.status).toBe(429);
  });
});

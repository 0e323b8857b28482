import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_CODE_REFUSED, SIGN_IN_CODE_TRY_LIMIT } from '../../../../app/server/auth/code-sign-in.ts';
import { accountCodes, loginFailures, loginHistory, mailOutbox } from '../../../../app/server/db/schema.ts';
import { ACCOUNT_CODE } from '../../../../core/account/code-rules.ts';
import { SESSION_COOKIE } from '../../../../core/api/api.constants.ts';
import {
  codeIn,
  freshIps,
  messageOf,
  newestMail,
  otherCode,
  registerAccount,
} from '../support/account-codes.ts';
import { API, browser, createTestServer, postJson, type TestServer } from '../support/test-server.ts';

// Sign-in by a code from the mail (docs/account.md "Sign-in by a code"), each ASVS 5.0 level 2 rule
// with a spec that fails without it: the same answer for a known and an unknown email, single use,
// burned after 5 wrong tries however many arrive at once, 10 minutes, one flow, rate limits, rotation.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ seed: true, env: { LECTERN_TRUST_PROXY: '1' } });
});
afterAll(() => server.close());

const freshIp = freshIps('10.23');

/** Registers a new account (signed in in its own browser, which the specs leave alone). */
const newAccount = (email: string) => registerAccount(server, email, freshIp());

/** The newest mail of a subject to an address. */
const latestMail = (to: string, subject: string) => newestMail(server, to, { subject });

const SIGN_IN_SUBJECT = 'Your code to sign in';

/** Asks for a sign-in code from a fresh address and reads it from the mail. */
async function askCode(email: string): Promise<string> {
  const sent = await postJson(
    server,
    `${API}/auth/login/codes/send`,
    { email },
    { 'X-Forwarded-For': freshIp() },
  );
  expect(sent.status).toBe(200);
  return codeIn((await latestMail(email, SIGN_IN_SUBJECT)).body);
}

const signInWith = (email: string, code: string, headers: Record<string, string> = {}) =>
  postJson(server, `${API}/auth/login/code`, { email, code }, { 'X-Forwarded-For': freshIp(), ...headers });

/** Everything of an answer a caller can compare: status, body and headers but the per-request ones. */
async function observable(response: Response) {
  const headers = Object.fromEntries(
    [...response.headers.entries()].filter(([name]) => !['date', 'x-request-id'].includes(name)),
  );
  return { status: response.status, headers, body: await response.text() };
}

describe('asking for a sign-in code', () => {
  it('answers a known and an unknown email the same, inside the resend wait too', async () => {
    await newAccount('code.known@lectern.test');
    const ip = freshIp();
    const ask = (email: string) =>
      postJson(server, `${API}/auth/login/codes/send`, { email }, { 'X-Forwarded-For': ip });
    const known = await ask('code.known@lectern.test');
    const unknown = await ask('code.nobody@lectern.test');
    expect(known.status).toBe(200);
    expect(await observable(unknown)).toEqual(await observable(known));
    expect(JSON.parse((await observable(await ask('code.known@lectern.test'))).body)).toEqual({
      data: { sent: true, expires_in: 600, resend_after: ACCOUNT_CODE.resendAfterSeconds },
    });
    // Only the known email got a mail, and only one (the second ask was inside the resend wait).
    const mails = await server.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, SIGN_IN_SUBJECT));
    expect(mails.filter((mail) => mail.toAddress === 'code.known@lectern.test')).toHaveLength(1);
    expect(mails.filter((mail) => mail.toAddress === 'code.nobody@lectern.test')).toHaveLength(0);
  });

  it('is refused from another site', async () => {
    const response = await postJson(
      server,
      `${API}/auth/login/codes/send`,
      { email: 'student@lectern.test' },
      { Origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    const signIn = await signInWith('student@lectern.test', '123456', { Origin: 'https://evil.example' });
    expect(signIn.status).toBe(403);
  });
});

describe('signing in with the code', () => {
  it('signs in with a new session (the one the browser held ends) and writes the login history', async () => {
    const person = await newAccount('code.rotate@lectern.test');
    const client = browser(server);
    // The browser already holds a session of another sign-in.
    const first = await client.send(
      'POST',
      `${API}/auth/login`,
      { email: 'code.rotate@lectern.test', password: 'first password 1' },
      { 'X-Forwarded-For': freshIp() },
    );
    expect(first.status).toBe(200);
    const before = client.jar.get(SESSION_COOKIE)!;
    const code = await askCode('code.rotate@lectern.test');

    const signedIn = await client.send(
      'POST',
      `${API}/auth/login/code`,
      { email: 'code.rotate@lectern.test', code },
      { 'X-Forwarded-For': freshIp() },
    );
    expect(signedIn.status).toBe(200);
    expect(((await signedIn.json()) as { data: { email: string } }).data.email).toBe(
      'code.rotate@lectern.test',
    );
    const after = client.jar.get(SESSION_COOKIE)!;
    expect(after).not.toBe(before);
    const old = await server.request(`${API}/user`, { headers: { Cookie: `${SESSION_COOKIE}=${before}` } });
    expect(old.status).toBe(401);
    expect((await client.get(`${API}/user`)).status).toBe(200);
    const history = await server.database.db
      .select()
      .from(loginHistory)
      .where(eq(loginHistory.userId, person.id));
    expect(history.length).toBeGreaterThanOrEqual(3);
  });

  it('takes a code once', async () => {
    await newAccount('code.once@lectern.test');
    const code = await askCode('code.once@lectern.test');
    expect((await signInWith('code.once@lectern.test', code)).status).toBe(200);
    const again = await signInWith('code.once@lectern.test', code);
    expect(again.status).toBe(422);
    expect(await messageOf(again)).toBe(SIGN_IN_CODE_REFUSED);
  });

  it('burns the code after 5 wrong tries', async () => {
    await newAccount('code.burned@lectern.test');
    const code = await askCode('code.burned@lectern.test');
    for (let attempt = 1; attempt <= ACCOUNT_CODE.maxWrongTries; attempt += 1) {
      const wrong = await signInWith('code.burned@lectern.test', otherCode(code, attempt));
      expect(wrong.status).toBe(422);
    }
    const right = await signInWith('code.burned@lectern.test', code);
    expect(right.status).toBe(422);
    expect(await messageOf(right)).toBe(SIGN_IN_CODE_REFUSED);
  });

  it('cannot be beaten by 50 guesses at once', async () => {
    const person = await newAccount('code.guessed@lectern.test');
    const code = await askCode('code.guessed@lectern.test');
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        signInWith('code.guessed@lectern.test', otherCode(code, index + 1), {
          'X-Forwarded-For': `10.51.0.${index + 1}`,
        }),
      ),
    );
    expect(guesses.filter((response) => response.status === 200)).toHaveLength(0);
    // Past the email's tries the rest were held off (429); no more than 5 reached the code.
    expect(guesses.filter((response) => response.status === 422).length).toBeLessThanOrEqual(
      SIGN_IN_CODE_TRY_LIMIT.maxFailures,
    );
    const [stored] = await server.database.db
      .select()
      .from(accountCodes)
      .where(and(eq(accountCodes.userId, person.id), eq(accountCodes.flow, 'sign_in')));
    expect(stored?.attempts).toBe(ACCOUNT_CODE.maxWrongTries);
    // With the email's try limit lifted, the right code still does not work: it was burned.
    await server.database.db
      .delete(loginFailures)
      .where(eq(loginFailures.email, 'code:sign_in:code.guessed@lectern.test'));
    const right = await signInWith('code.guessed@lectern.test', code);
    expect(right.status).toBe(422);
  });

  it('refuses a code more than 10 minutes old', async () => {
    const person = await newAccount('code.late@lectern.test');
    const code = await askCode('code.late@lectern.test');
    await server.database.db
      .update(accountCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(accountCodes.userId, person.id), eq(accountCodes.flow, 'sign_in')));
    const late = await signInWith('code.late@lectern.test', code);
    expect(late.status).toBe(422);
    expect(await messageOf(late)).toBe(SIGN_IN_CODE_REFUSED);
  });

  it("refuses another flow's code (a restore code signs nobody in, a sign-in code restores nothing)", async () => {
    await newAccount('code.flows@lectern.test');
    const restore = await postJson(
      server,
      `${API}/auth/restore`,
      { email: 'code.flows@lectern.test' },
      { 'X-Forwarded-For': freshIp() },
    );
    expect(restore.status).toBe(200);
    const restoreCode = codeIn(
      (await latestMail('code.flows@lectern.test', 'Your code to restore access')).body,
    );
    const crossed = await signInWith('code.flows@lectern.test', restoreCode);
    expect(crossed.status).toBe(422);

    const signInCode = await askCode('code.flows@lectern.test');
    const crossedBack = await postJson(
      server,
      `${API}/auth/restore/confirm`,
      { email: 'code.flows@lectern.test', code: signInCode },
      { 'X-Forwarded-For': freshIp() },
    );
    expect(crossedBack.status).toBe(422);
    // Each code still works in its own flow.
    expect((await signInWith('code.flows@lectern.test', signInCode)).status).toBe(200);
  });

  it("refuses another account's code, and an unknown email, in the same words", async () => {
    await newAccount('code.owner@lectern.test');
    await newAccount('code.thief@lectern.test');
    const code = await askCode('code.owner@lectern.test');
    const stolen = await signInWith('code.thief@lectern.test', code);
    const unknown = await signInWith('code.nobody.else@lectern.test', code);
    expect(stolen.status).toBe(422);
    expect(await observable(unknown)).toEqual(
      await observable(await signInWith('code.thief@lectern.test', code)),
    );
  });

  it('limits code tries per IP across emails', async () => {
    const ip = freshIp();
    for (let index = 0; index < SIGN_IN_CODE_TRY_LIMIT.maxFailures; index += 1) {
      const response = await signInWith(`code.tries.${index}@lectern.test`, '000000', {
        'X-Forwarded-For': ip,
      });
      expect(response.status).toBe(422);
    }
    const refused = await signInWith('code.tries.last@lectern.test', '000000', { 'X-Forwarded-For': ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('the preferred way to sign in', () => {
  it('is stored, and its notice to the account tells nothing secret', async () => {
    const person = await newAccount('code.prefers@lectern.test');
    const client = browser(server);
    const login = await client.send(
      'POST',
      `${API}/auth/login`,
      { email: 'code.prefers@lectern.test', password: 'first password 1' },
      { 'X-Forwarded-For': freshIp() },
    );
    expect(login.status).toBe(200);
    const chosen = await client.send('PUT', `${API}/users/${person.id}`, { auth_type: 'code' });
    expect(chosen.status).toBe(200);
    expect(((await chosen.json()) as { data: { auth_type: string } }).data.auth_type).toBe('code');
    const services = (await (await client.get(`${API}/user/auth-services`)).json()) as {
      data: { type: string; is_current: boolean }[];
    };
    expect(services.data.find((service) => service.is_current)?.type).toBe('code');

    const notice = await latestMail('code.prefers@lectern.test', 'You now sign in with a code by email');
    expect(notice.body).not.toMatch(/\d{4,}/);
    expect(notice.body).not.toContain('first password 1');
    expect(notice.body).not.toMatch(/https?:\/\//);
    // The password still signs in: the choice is what the account prefers, not a lock.
    const byPassword = await postJson(
      server,
      `${API}/auth/login`,
      { email: 'code.prefers@lectern.test', password: 'first password 1' },
      { 'X-Forwarded-For': freshIp() },
    );
    expect(byPassword.status).toBe(200);
  });
});

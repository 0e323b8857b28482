import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabinetMembers, cabinets, contactFields, users } from '../../../../app/server/db/schema.ts';
import { contactFieldSchema, contactTabSchema } from '../../../../core/api/contact-fields.ts';
import { dataEnvelope } from '../../../../core/api/envelope.ts';
import { API, createTestServer, signIn, type TestServer } from '../support/test-server.ts';

// Students' contact fields: the default ones and those a school asks of its students (docs/account.md).

let server: TestServer;
let schoolId: number;
let otherSchoolField: number;
beforeAll(async () => {
  server = await createTestServer({ seed: true });
  const { db } = server.database;
  const [expert] = await db.select().from(users).where(eq(users.email, 'expert@lectern.test'));
  const [school] = await db.select().from(cabinets).where(eq(cabinets.ownerId, expert!.id));
  schoolId = school!.id;
  // Another school the demo student does not learn in, with a field of its own.
  const [other] = await db
    .insert(cabinets)
    .values({ name: 'Another school', ownerId: expert!.id })
    .returning();
  const [field] = await db
    .insert(contactFields)
    .values({ cabinetId: other!.id, name: 'Secret question', type: 'text' })
    .returning();
  otherSchoolField = field!.id;
});
afterAll(() => server.close());

const defaults = dataEnvelope(v.array(contactFieldSchema));
const tabs = dataEnvelope(v.array(contactTabSchema));

describe('default contact fields', () => {
  it('lists phone, Telegram, city and birth date, empty until filled in, and keeps what is saved', async () => {
    const partner = await signIn(server, 'partner@lectern.test');
    const before = v.parse(
      defaults,
      await (await partner.get(`${API}/contact-fields/student/default`)).json(),
    );
    expect(before.data.map((field) => [field.key, field.value])).toEqual([
      ['phone', ''],
      ['telegram', ''],
      ['city', ''],
      ['birth_date', ''],
    ]);
    const saved = await partner.send('PUT', `${API}/students/fields/default`, {
      fields: { phone: ' +380 44 123 4567 ', telegram: 'petro_partner', city: '<b>Lviv</b>' },
    });
    expect(saved.status).toBe(200);
    const after = v.parse(defaults, await saved.json());
    expect(Object.fromEntries(after.data.map((field) => [field.key, field.value]))).toEqual({
      phone: '+380 44 123 4567',
      telegram: '@petro_partner',
      city: '<b>Lviv</b>',
      birth_date: '',
    });
    // Another person sees none of it.
    const student = await signIn(server, 'student@lectern.test');
    const theirs = v.parse(
      defaults,
      await (await student.get(`${API}/contact-fields/student/default`)).json(),
    );
    expect(theirs.data.every((field) => field.value === '')).toBe(true);
  });

  it('clears a field sent empty and leaves the fields not sent alone', async () => {
    const partner = await signIn(server, 'partner@lectern.test');
    await partner.send('PUT', `${API}/students/fields/default`, {
      fields: { city: 'Kyiv', phone: '+1 555 0100' },
    });
    const cleared = v.parse(
      defaults,
      await (await partner.send('PUT', `${API}/students/fields/default`, { fields: { city: '  ' } })).json(),
    );
    const values = Object.fromEntries(cleared.data.map((field) => [field.key, field.value]));
    expect(values.city).toBe('');
    expect(values.phone).toBe('+1 555 0100');
  });

  it('refuses a value that does not fit its field, naming the field, and keeps the old value', async () => {
    const partner = await signIn(server, 'partner@lectern.test');
    await partner.send('PUT', `${API}/students/fields/default`, { fields: { birth_date: '1990-05-17' } });
    const wrong = await partner.send('PUT', `${API}/students/fields/default`, {
      fields: { birth_date: '1990-02-30', phone: 'call me' },
    });
    expect(wrong.status).toBe(422);
    const body = (await wrong.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(['fields.birth_date', 'fields.phone']);
    const now = v.parse(defaults, await (await partner.get(`${API}/contact-fields/student/default`)).json());
    expect(now.data.find((field) => field.key === 'birth_date')?.value).toBe('1990-05-17');
  });

  it('refuses a key that is not a default field', async () => {
    const partner = await signIn(server, 'partner@lectern.test');
    const wrong = await partner.send('PUT', `${API}/students/fields/default`, { fields: { password: 'x' } });
    expect(wrong.status).toBe(422);
  });
});

describe("a school's contact fields", () => {
  it("shows the default tab and a tab for each school one learns in with that school's fields", async () => {
    const student = await signIn(server, 'student@lectern.test');
    const all = v.parse(
      tabs,
      await (await student.get(`${API}/contact-tabs-fields/users/fields/all`)).json(),
    );
    expect(all.data.map((tab) => tab.id)).toEqual([0, schoolId]);
    expect(all.data[0]?.fields.map((field) => field.key)).toEqual([
      'phone',
      'telegram',
      'city',
      'birth_date',
    ]);
    expect(all.data[1]?.fields.map((field) => [field.name, field.type])).toEqual([
      ['Company', 'text'],
      ['Portfolio', 'url'],
    ]);
    // Someone who learns in no school sees only the default tab.
    const partner = await signIn(server, 'partner@lectern.test');
    const theirs = v.parse(
      tabs,
      await (await partner.get(`${API}/contact-tabs-fields/users/fields/all`)).json(),
    );
    expect(theirs.data.map((tab) => tab.id)).toEqual([0]);
  });

  it('saves values by field id and answers every tab with them', async () => {
    const student = await signIn(server, 'student@lectern.test');
    const all = v.parse(
      tabs,
      await (await student.get(`${API}/contact-tabs-fields/users/fields/all`)).json(),
    );
    const [company, portfolio] = all.data[1]!.fields;
    const saved = await student.send('PUT', `${API}/students/fields`, {
      fields: [
        { id: company!.id, value: 'Acme <script>' },
        { id: portfolio!.id, value: 'https://example.com/taras' },
      ],
    });
    expect(saved.status).toBe(200);
    const after = v.parse(tabs, await saved.json());
    expect(after.data[1]?.fields.map((field) => field.value)).toEqual([
      'Acme <script>',
      'https://example.com/taras',
    ]);
    const wrong = await student.send('PUT', `${API}/students/fields`, {
      fields: [{ id: portfolio!.id, value: 'javascript:alert(1)' }],
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(((await wrong.json()) as { errors: object }).errors)).toEqual([
      `fields.${portfolio!.id}`,
    ]);
  });

  it('answers 404 for a field of a school one does not learn in, and writes nothing', async () => {
    const student = await signIn(server, 'student@lectern.test');
    const all = v.parse(
      tabs,
      await (await student.get(`${API}/contact-tabs-fields/users/fields/all`)).json(),
    );
    const company = all.data[1]!.fields[0]!;
    const foreign = await student.send('PUT', `${API}/students/fields`, {
      fields: [
        { id: company.id, value: 'Changed' },
        { id: otherSchoolField, value: 'answer' },
      ],
    });
    expect(foreign.status).toBe(404);
    const now = v.parse(
      tabs,
      await (await student.get(`${API}/contact-tabs-fields/users/fields/all`)).json(),
    );
    expect(now.data[1]?.fields[0]?.value).not.toBe('Changed');
    // The owner of a school is no student of it: its fields are not theirs to fill in.
    const expert = await signIn(server, 'expert@lectern.test');
    const owner = await expert.send('PUT', `${API}/students/fields`, {
      fields: [{ id: company.id, value: 'x' }],
    });
    expect(owner.status).toBe(404);
  });

  it('refuses to empty a required field', async () => {
    const { db } = server.database;
    const [required] = await db
      .insert(contactFields)
      .values({ cabinetId: schoolId, name: 'Student card', type: 'text', isRequired: true, position: 5 })
      .returning();
    const student = await signIn(server, 'student@lectern.test');
    const empty = await student.send('PUT', `${API}/students/fields`, {
      fields: [{ id: required!.id, value: ' ' }],
    });
    expect(empty.status).toBe(422);
    const filled = await student.send('PUT', `${API}/students/fields`, {
      fields: [{ id: required!.id, value: 'A-1024' }],
    });
    expect(filled.status).toBe(200);
    await db.delete(contactFields).where(eq(contactFields.id, required!.id));
  });

  it('stops showing a school once one no longer learns in it', async () => {
    const { db } = server.database;
    const [student] = await db.select().from(users).where(eq(users.email, 'student@lectern.test'));
    const [member] = await db.select().from(cabinetMembers).where(eq(cabinetMembers.userId, student!.id));
    await db.delete(cabinetMembers).where(eq(cabinetMembers.id, member!.id));
    const browser = await signIn(server, 'student@lectern.test');
    const all = v.parse(
      tabs,
      await (await browser.get(`${API}/contact-tabs-fields/users/fields/all`)).json(),
    );
    expect(all.data.map((tab) => tab.id)).toEqual([0]);
    await db
      .insert(cabinetMembers)
      .values({ cabinetId: member!.cabinetId, userId: student!.id, role: 'student' });
  });
});

import { existsSync, readdirSync } from 'node:fs';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../../app/server/auth/password.ts';
import { cabinetMembers, users } from '../../../../app/server/db/schema.ts';
import { storageUploadResponseSchema } from '../../../../core/api/files.ts';
import { FILE_UUID_HEADER } from '../../../../core/upload/upload.constants.ts';
import {
  createUpload,
  EXPERT,
  type FileServer,
  PARTNER,
  postStorage,
  type SpecUser,
  STUDENT,
  startFileServer,
  uploadWhole,
} from './support/file-server.ts';

/**
 * Who may put files into a school's storage (the expert's storage page lists them): a role whose
 * permissions grant `storage_create` there. A student of the school (the demo student is a member
 * with the student role and subscribed to its course) may not; their own uploads (no cabinet_id, the
 * files they attach to quiz answers) go on as before.
 */
let files: FileServer;
let expert: SpecUser;
let student: SpecUser;
let partner: SpecUser;
let curator: SpecUser;

beforeAll(async () => {
  files = await startFileServer();
  expert = await files.user(EXPERT);
  student = await files.user(STUDENT);
  partner = await files.user(PARTNER);
  const db = files.server.database.db;
  const [row] = await db
    .insert(users)
    .values({ name: 'Petro Curator', email: 'curator@lectern.test', passwordHash: await hashPassword('x') })
    .returning();
  await db.insert(cabinetMembers).values({ cabinetId: files.schoolId, userId: row!.id, role: 'curator' });
  curator = await files.user('curator@lectern.test');
});
afterAll(() => files.close());

const TEXT = { filename: 'notes.txt', filetype: 'text/plain' };
const fields = (user: SpecUser, cabinetId?: number) => ({
  user_id: String(user.id),
  user_id_hash: user.hash,
  ...(cabinetId === undefined ? {} : { cabinet_id: String(cabinetId) }),
});
const storeText = (user: SpecUser, cabinetId?: number) =>
  postStorage(
    files.url,
    user.auth,
    { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('my notes\n') },
    fields(user, cabinetId),
  );

/** The uuids the expert's storage page lists for the school. */
async function schoolStorage(): Promise<string[]> {
  const response = await fetch(`${files.url}/api/v1/cabinet/files?per_page=100`, { headers: expert.auth });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { uuid: string }[] }).data.map((file) => file.uuid);
}

const storedBytes = () =>
  existsSync(files.filesDir)
    ? readdirSync(files.filesDir).filter((entry) => !entry.endsWith('.json')).length
    : 0;

describe("a school's storage takes files only from those whose role may store files there", () => {
  it("a student of the school naming it as cabinet_id is refused (403) by tus and by the storage upload; nothing reaches the expert's storage page", async () => {
    const listed = await schoolStorage();
    const bytesBefore = storedBytes();

    const created = await createUpload(files.url, student.auth, {
      length: 9,
      metadata: { ...TEXT, cabinet_id: String(files.schoolId) },
    });
    expect(created.status).toBe(403);
    expect(created.headers.get(FILE_UUID_HEADER)).toBeNull();

    const stored = await storeText(student, files.schoolId);
    expect(stored.status).toBe(403);

    expect(await schoolStorage()).toEqual(listed);
    expect(storedBytes()).toBe(bytesBefore);
  });

  it('a curator of the school (their role holds no storage rights) is refused the same way', async () => {
    const created = await createUpload(files.url, curator.auth, {
      length: 9,
      metadata: { ...TEXT, cabinet_id: String(files.schoolId) },
    });
    expect(created.status).toBe(403);
    expect((await storeText(curator, files.schoolId)).status).toBe(403);
  });

  it('someone with no part in the school gets 404 for its cabinet_id, as for a school that does not exist', async () => {
    const created = await createUpload(files.url, partner.auth, {
      length: 9,
      metadata: { ...TEXT, cabinet_id: String(files.schoolId) },
    });
    expect(created.status).toBe(404);
    expect((await storeText(partner, files.schoolId)).status).toBe(404);
    expect((await storeText(partner, 987_654)).status).toBe(404);
  });

  it("the student's own uploads (no cabinet_id, or their study cabinet 0) still work, are theirs, and stay off the school's storage page", async () => {
    const { uuid, finish } = await uploadWhole(files.url, student.auth, Buffer.from('my answer\n'), TEXT);
    expect(finish.status).toBe(204);
    const stored = await storeText(student);
    expect(stored.status).toBe(200);
    const own = v.parse(storageUploadResponseSchema, await stored.json());
    const studyCabinet = await storeText(student, 0);
    expect(studyCabinet.status).toBe(200);

    for (const mine of [uuid, own.uuid]) {
      const record = await fetch(`${files.url}/api/v1/files/${mine}`, { headers: student.auth });
      expect(record.status).toBe(200);
    }
    const listed = await schoolStorage();
    expect(listed).not.toContain(uuid);
    expect(listed).not.toContain(own.uuid);
  });

  it("the school's owner stores files into it by tus and by the storage upload, and the storage page lists them", async () => {
    const { uuid, finish } = await uploadWhole(files.url, expert.auth, Buffer.from('lesson plan\n'), {
      ...TEXT,
      cabinet_id: String(files.schoolId),
    });
    expect(finish.status).toBe(204);
    const stored = await storeText(expert, files.schoolId);
    expect(stored.status).toBe(200);
    const record = v.parse(storageUploadResponseSchema, await stored.json());
    const listed = await schoolStorage();
    expect(listed).toContain(uuid);
    expect(listed).toContain(record.uuid);
  });
});

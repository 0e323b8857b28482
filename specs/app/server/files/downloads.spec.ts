import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courses as coursesTable,
  files as filesTable,
  infoSections as infoSectionsTable,
  infoUnits as infoUnitsTable,
  lessons as lessonsTable,
} from '../../../../app/server/db/schema.ts';
import { bytesStream, createFileStorage } from '../../../../app/server/files/storage.ts';
import {
  deleteFilesResponseSchema,
  fileStatusResponseSchema,
  storageUploadResponseSchema,
} from '../../../../core/api/files.ts';
import {
  EXPERT,
  type FileServer,
  PARTNER,
  postStorage,
  type SpecUser,
  STUDENT,
  startFileServer,
  uploadWhole,
} from './support/file-server.ts';

let files: FileServer;
let expert: SpecUser;
let student: SpecUser;
let partner: SpecUser;

beforeAll(async () => {
  files = await startFileServer();
  expert = await files.user(EXPERT);
  student = await files.user(STUDENT);
  partner = await files.user(PARTNER);
});
afterAll(() => files.close());

/** The expert uploads into the demo school, as lesson content. */
async function expertUpload(name: string, type: string, bytes: Uint8Array, model = '') {
  const response = await postStorage(
    files.url,
    expert.auth,
    { name, type, bytes },
    {
      user_id: String(expert.id),
      user_id_hash: expert.hash,
      cabinet_id: String(files.schoolId),
      convert_media: '0',
    },
    model,
  );
  expect(response.status).toBe(200);
  return v.parse(storageUploadResponseSchema, await response.json());
}

const download = (uuid: string, user: SpecUser, query = '', headers: Record<string, string> = {}) =>
  fetch(`${files.url}/api/v1/files/${uuid}/download${query}`, { headers: { ...user.auth, ...headers } });

const BYTES = Buffer.from(Array.from({ length: 1000 }, (_, index) => `${index % 10}`).join(''));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('Range requests', () => {
  it('answers 206 with Content-Range for a range, the suffix range, and 416 for a range past the end', async () => {
    const stored = await expertUpload('digits.txt', 'text/plain', BYTES);
    const whole = await download(stored.uuid, expert);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes');
    expect(whole.headers.get('Content-Length')).toBe('1000');

    const part = await download(stored.uuid, expert, '', { Range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe('bytes 100-199/1000');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(BYTES.subarray(100, 200));

    const tail = await download(stored.uuid, expert, '', { Range: 'bytes=-10' });
    expect(tail.headers.get('Content-Range')).toBe('bytes 990-999/1000');
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(BYTES.subarray(990));

    const open = await download(stored.uuid, expert, '', { Range: 'bytes=995-' });
    expect(await open.text()).toBe(BYTES.subarray(995).toString());

    const past = await download(stored.uuid, expert, '', { Range: 'bytes=2000-' });
    expect(past.status).toBe(416);
    expect(past.headers.get('Content-Range')).toBe('bytes */1000');
  });
});

describe('who reaches a file', () => {
  it('the school’s student reads its lesson content; a user outside the school gets 404 for the record and the bytes', async () => {
    const stored = await expertUpload('handout.txt', 'text/plain', Buffer.from('for students\n'));
    expect((await fetch(`${files.url}/api/v1/files/${stored.uuid}`, { headers: student.auth })).status).toBe(
      200,
    );
    expect(await (await download(stored.uuid, student)).text()).toBe('for students\n');
    expect((await fetch(`${files.url}/api/v1/files/${stored.uuid}`, { headers: partner.auth })).status).toBe(
      404,
    );
    expect((await download(stored.uuid, partner)).status).toBe(404);
    expect((await fetch(`${files.url}/api/v1/files/${stored.uuid}`)).status).toBe(401);
  });

  it('comment files stay with their author and the school’s experts', async () => {
    const stored = await expertUpload('reply.txt', 'text/plain', Buffer.from('a reply\n'), '?model=comment');
    expect((await download(stored.uuid, expert)).status).toBe(200);
    expect((await download(stored.uuid, student)).status).toBe(404);
  });

  it('the record has the File fields of the spec and parses with the client schema', async () => {
    const stored = await expertUpload('handout.txt', 'text/plain', Buffer.from('x\n'));
    const answer = await fetch(`${files.url}/api/v1/files/${stored.uuid}`, { headers: expert.auth });
    const record = v.parse(fileStatusResponseSchema, await answer.json());
    expect(record).toMatchObject({
      uuid: stored.uuid,
      process_status: 'completed',
      url: stored.url,
      original_name: 'handout.txt',
      extension: 'txt',
      mime_type: 'text/plain',
      allow_doc_download: false,
      allow_doc_preview: false,
      children: [],
    });
  });
});

describe('allow_doc_download and allow_doc_preview (spec 1 §5–7)', () => {
  it('a new PDF is off for students (403) until its expert turns the switches on; its author always downloads', async () => {
    const stored = await expertUpload('syllabus.pdf', 'application/pdf', PDF);
    expect(stored.mime_type).toBe('application/pdf');
    expect((await download(stored.uuid, expert)).status).toBe(200);
    const refused = await download(stored.uuid, student);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('The author does not allow downloading this document.');
    expect((await download(stored.uuid, student, '?preview=1')).status).toBe(403);

    const patch = (user: SpecUser, body: unknown) =>
      fetch(`${files.url}/api/v1/files/${stored.uuid}`, {
        method: 'PATCH',
        headers: { ...user.auth, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await patch(student, { allow_doc_download: true })).status).toBe(403);
    expect((await patch(expert, { allow_doc_preview: true })).status).toBe(200);
    const preview = await download(stored.uuid, student, '?preview=1');
    expect(preview.status).toBe(200);
    expect(preview.headers.get('Content-Disposition')).toMatch(/^inline;/);
    expect(preview.headers.get('Content-Security-Policy')).not.toContain('sandbox');
    expect((await download(stored.uuid, student)).status).toBe(403);
    expect((await patch(expert, { allow_doc_download: null })).status).toBe(200);
    const allowed = await download(stored.uuid, student);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('Content-Disposition')).toMatch(/^attachment;/);
  });

  it('a switch of the wrong type is 422 for the expert, and 404 for a user who does not see the file (who may not change it learns nothing)', async () => {
    const stored = await expertUpload('rules.pdf', 'application/pdf', PDF);
    const patch = (user: SpecUser) =>
      fetch(`${files.url}/api/v1/files/${stored.uuid}`, {
        method: 'PATCH',
        headers: { ...user.auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ allow_doc_download: 'yes' }),
      });
    const invalid = await patch(expert);
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).errors.allow_doc_download).toHaveLength(1);
    expect((await patch(partner)).status).toBe(404);
    expect((await patch(student)).status).toBe(403);
  });
});

describe('active content is never rendered', () => {
  const cases = [
    {
      name: 'page.html',
      type: 'text/html',
      body: '<!doctype html><html><script>alert(document.cookie)</script></html>',
      served: 'text/html',
    },
    {
      name: 'logo.svg',
      type: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      served: 'image/svg+xml',
    },
    {
      name: 'notes.txt',
      type: 'text/plain',
      body: '<html><body><script>alert(1)</script></body></html>',
      served: 'text/html',
    },
  ];
  for (const item of cases) {
    it(`${item.name} (declared ${item.type}) is served as ${item.served}, an attachment even with preview=1, nosniff and a sandboxing CSP`, async () => {
      const stored = await expertUpload(item.name, item.type, Buffer.from(item.body));
      expect(stored.mime_type).toBe(item.served);
      for (const query of ['', '?preview=1', '?origin=1']) {
        const response = await download(stored.uuid, expert, query);
        expect(response.status).toBe(200);
        expect(response.headers.get('Content-Disposition')).toMatch(/^attachment;/);
        expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
        expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
        expect(response.headers.get('Content-Security-Policy')).toContain('sandbox');
      }
    });
  }

  it('a PNG previews inline', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const stored = await expertUpload('dot.png', 'image/png', png);
    const response = await download(stored.uuid, student, '?preview=1');
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('Content-Disposition')).toMatch(/^inline;/);
  });
});

describe('DELETE /api/v1/storage/delete-files/', () => {
  it('deletes the author’s files with the user hash; refuses a wrong hash and files of others without deleting anything', async () => {
    const mine = await expertUpload('old.txt', 'text/plain', Buffer.from('old\n'));
    const query = (uuids: string[], user: SpecUser, hash = user.hash) =>
      `${uuids.map((uuid) => `files[]=${uuid}`).join('&')}&user_id=${user.id}&user_id_hash=${hash}`;
    const wrongHash = await fetch(
      `${files.url}/api/v1/storage/delete-files/?${query([mine.uuid], expert, 'x')}`,
      {
        method: 'DELETE',
        headers: expert.auth,
      },
    );
    expect(wrongHash.status).toBe(422);
    const notTheirs = await fetch(
      `${files.url}/api/v1/storage/delete-files/?${query([mine.uuid], partner)}`,
      {
        method: 'DELETE',
        headers: partner.auth,
      },
    );
    expect(notTheirs.status).toBe(404);
    expect((await download(mine.uuid, expert)).status).toBe(200);

    const deleted = await fetch(`${files.url}/api/v1/storage/delete-files/?${query([mine.uuid], expert)}`, {
      method: 'DELETE',
      headers: expert.auth,
    });
    expect(deleted.status).toBe(200);
    expect((await fetch(`${files.url}/api/v1/files/${mine.uuid}`, { headers: expert.auth })).status).toBe(
      404,
    );
    expect(existsSync(path.join(files.filesDir, mine.uuid))).toBe(false);
    const [row] = await files.server.database.db
      .select()
      .from(filesTable)
      .where(eq(filesTable.uuid, mine.uuid));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it('takes the files and the user fields from a JSON body too, as the web app sends them', async () => {
    const first = await expertUpload('first.txt', 'text/plain', Buffer.from('1\n'));
    const second = await expertUpload('second.txt', 'text/plain', Buffer.from('2\n'));
    const response = await fetch(`${files.url}/api/v1/delete-files`, {
      method: 'DELETE',
      headers: { ...expert.auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        files: [first.uuid, second.uuid],
        user_id: String(expert.id),
        user_id_hash: expert.hash,
      }),
    });
    expect(response.status).toBe(200);
    const { data } = v.parse(deleteFilesResponseSchema, await response.json());
    expect([...data.deleted].sort()).toEqual([first.uuid, second.uuid].sort());
    expect((await download(first.uuid, expert)).status).toBe(404);
  });
});

describe('derived media (what the media worker stores)', () => {
  it('a completed video leads to its HLS playlist; playlists and posters are served under the parent’s access rule', async () => {
    const stored = await expertUpload('clip.txt', 'text/plain', Buffer.from('stand-in for a video\n'));
    const db = files.server.database.db;
    const [parent] = await db.select().from(filesTable).where(eq(filesTable.uuid, stored.uuid));
    const storage = createFileStorage(files.server.config);
    const playlist = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360\n360p.m3u8\n';
    await storage.write(`media/${stored.uuid}/hls/master.m3u8`, bytesStream(Buffer.from(playlist)));
    await storage.write(
      `media/${stored.uuid}/poster.jpg`,
      bytesStream(Buffer.from([0xff, 0xd8, 0xff, 0xe0])),
    );
    const child = (role: 'poster' | 'hls_master', key: string, mimeType: string, position: number) => ({
      uuid: randomUUID(),
      userId: parent!.userId,
      cabinetId: parent!.cabinetId,
      originalName: key,
      displayName: key,
      mimeType,
      size: 1,
      storageKey: `media/${stored.uuid}/${key}`,
      parentId: parent!.id,
      role,
      position,
    });
    await db
      .insert(filesTable)
      .values([
        child('poster', 'poster.jpg', 'image/jpeg', 0),
        child('hls_master', 'hls/master.m3u8', 'application/vnd.apple.mpegurl', 1),
      ]);

    const record = v.parse(
      fileStatusResponseSchema,
      await (await fetch(`${files.url}/api/v1/files/${stored.uuid}`, { headers: student.auth })).json(),
    );
    expect(record.url).toBe(`/api/v1/files/${stored.uuid}/media/hls/master.m3u8`);
    expect(record.preview_path).toBe(`/api/v1/files/${stored.uuid}/media/poster.jpg`);
    expect(record.children?.map((item) => item.role)).toEqual(['poster', 'hls_master']);

    const master = await fetch(`${files.url}${record.url}`, { headers: student.auth });
    expect(master.status).toBe(200);
    expect(master.headers.get('Content-Type')).toBe('application/vnd.apple.mpegurl');
    expect(await master.text()).toBe(playlist);
    expect((await fetch(`${files.url}${record.url}`, { headers: partner.auth })).status).toBe(404);
    expect(
      (
        await fetch(`${files.url}/api/v1/files/${stored.uuid}/media/..%2F..%2Fsecret`, {
          headers: expert.auth,
        })
      ).status,
    ).toBe(404);
  });
});

describe('the tus endpoint is not a download', () => {
  it('GET /api/v1/uploads/{uuid} is 405, and a finished upload cannot be terminated (it is a file now)', async () => {
    const done = await uploadWhole(files.url, expert.auth, Buffer.from('done\n'), {
      filename: 'd.txt',
      filetype: 'text/plain',
    });
    expect(done.finish.status).toBe(204);
    expect((await fetch(`${files.url}/api/v1/uploads/${done.uuid}`, { headers: expert.auth })).status).toBe(
      405,
    );
    const terminate = await fetch(`${files.url}/api/v1/uploads/${done.uuid}`, {
      method: 'DELETE',
      headers: { 'Tus-Resumable': '1.0.0', ...expert.auth },
    });
    expect(terminate.status).toBe(400);
    expect((await download(done.uuid, expert)).status).toBe(200);
  });
});

describe('a block’s own document switches (spec 1 §4–§7): the file’s switch and the block’s must both allow', () => {
  /** A files block in a lesson of the demo school (or of `cabinetId`'s), holding the file with the given switches. */
  async function blockHolding(
    uuid: string,
    switches: { allow_doc_download: boolean | null; allow_doc_preview: boolean | null },
    cabinetId = files.schoolId,
  ) {
    const { db } = files.server.database;
    const [lesson] = await db
      .select({ id: lessonsTable.id })
      .from(lessonsTable)
      .innerJoin(coursesTable, eq(coursesTable.id, lessonsTable.courseId))
      .where(eq(coursesTable.cabinetId, cabinetId))
      .limit(1);
    const [section] = await db
      .insert(infoSectionsTable)
      .values({ lessonId: lesson!.id, name: 'Handouts' })
      .returning({ id: infoSectionsTable.id });
    const [unit] = await db
      .insert(infoUnitsTable)
      .values({ infoSectionId: section!.id, typeId: 4, files: [{ uuid, ...switches }] })
      .returning({ id: infoUnitsTable.id });
    return unit!.id;
  }
  const setFileSwitches = (uuid: string, allowDocDownload: boolean | null, allowDocPreview: boolean | null) =>
    files.server.database.db
      .update(filesTable)
      .set({ allowDocDownload, allowDocPreview })
      .where(eq(filesTable.uuid, uuid));

  it('a file whose download is off is 403 even when the block it is opened from allows it', async () => {
    const stored = await expertUpload('worksheet.pdf', 'application/pdf', PDF);
    await setFileSwitches(stored.uuid, false, false);
    const unit = await blockHolding(stored.uuid, { allow_doc_download: true, allow_doc_preview: true });
    expect((await download(stored.uuid, student, `?unit=${unit}`)).status).toBe(403);
    expect((await download(stored.uuid, student, `?unit=${unit}&preview=1`)).status).toBe(403);
    expect((await download(stored.uuid, student)).status).toBe(403);
    // The author and the school's experts still reach it.
    expect((await download(stored.uuid, expert, `?unit=${unit}`)).status).toBe(200);
  });

  it('a block whose switch is off narrows a file that allows it, and leaving the block out does not get round it', async () => {
    const stored = await expertUpload('answers.pdf', 'application/pdf', PDF);
    await setFileSwitches(stored.uuid, true, true);
    const closed = await blockHolding(stored.uuid, { allow_doc_download: false, allow_doc_preview: true });
    const open = await blockHolding(stored.uuid, { allow_doc_download: null, allow_doc_preview: null });
    expect((await download(stored.uuid, student, `?unit=${closed}`)).status).toBe(403);
    expect((await download(stored.uuid, student, `?unit=${closed}&preview=1`)).status).toBe(200);
    expect((await download(stored.uuid, student)).status).toBe(403);
    // The block that leaves the switch to the file (null) allows what the file allows.
    expect((await download(stored.uuid, student, `?unit=${open}`)).status).toBe(200);
  });

  it('both on (or the file on and the block silent) downloads; a block that does not hold the file, or is no block of ours, is 404', async () => {
    const stored = await expertUpload('reading.pdf', 'application/pdf', PDF);
    await setFileSwitches(stored.uuid, null, true);
    const unit = await blockHolding(stored.uuid, { allow_doc_download: true, allow_doc_preview: null });
    const other = await expertUpload('other.pdf', 'application/pdf', PDF);
    const foreign = await blockHolding(other.uuid, { allow_doc_download: true, allow_doc_preview: true });
    const allowed = await download(stored.uuid, student, `?unit=${unit}`);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('Content-Disposition')).toMatch(/^attachment;/);
    expect((await download(stored.uuid, student, `?unit=${unit}&preview=1`)).status).toBe(200);
    expect((await download(stored.uuid, student, `?unit=${foreign}`)).status).toBe(404);
    expect((await download(stored.uuid, student, '?unit=999999')).status).toBe(404);
    expect((await download(stored.uuid, student, '?unit=abc')).status).toBe(404);
    // Files that are not documents are not switched at all.
    const text = await expertUpload('notes.txt', 'text/plain', BYTES);
    expect((await download(text.uuid, student, `?unit=${unit}`)).status).toBe(200);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, files, lessons, mediaJobs } from '../../../../app/server/db/schema.ts';
import { createFileStorage, type FileStorage } from '../../../../app/server/files/storage.ts';
import { createLogger } from '../../../../app/server/logger.ts';
import { createMediaWorker } from '../../../../app/server/media/media-worker.ts';
import { DEMO_COURSE } from '../../../../app/server/seed/demo-data.ts';
import { DEMO_MEDIA, type DemoMediaDeps } from '../../../../app/server/seed/demo-media.ts';
import { DEMO_QUIZ_IMAGE } from '../../../../app/server/seed/demo-quizzes.ts';
import { seedDemo } from '../../../../app/server/seed/seed-demo.ts';
import type { ExpertLesson, InfoUnit } from '../../../../core/api/lessons.ts';
import { API, type Browser, createTestServer, signIn, type TestServer } from '../support/test-server.ts';

// `npm start` seeds the demo with storage: the first lesson's audio, video and file blocks get real
// files, stored and recorded as uploads and converted by the media worker like any other.

/** The demo's uploads: the lesson's media and the demo quiz's description image. */
const DEMO_UUIDS = [...DEMO_MEDIA.map((media) => media.uuid), DEMO_QUIZ_IMAGE.uuid];

interface World {
  server: TestServer;
  storage: FileStorage;
  dir: string;
  /** Every log line the seeding wrote, parsed. */
  logs: { level: number; msg: string }[];
  deps: DemoMediaDeps;
}

async function world(): Promise<World> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lectern-demo-media-spec-'));
  const server = await createTestServer({ env: { LECTERN_DATA_DIR: dir } });
  const storage = createFileStorage(server.config);
  const logs: World['logs'] = [];
  const logger = createLogger({
    level: 'info',
    destination: new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
        done();
      },
    }),
  });
  return { server, storage, dir, logs, deps: { storage, logger } };
}

async function close({ server, dir }: World) {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}

/** The demo's first lesson as its expert reads it in the constructor. */
async function demoLesson(server: TestServer, expert: Browser): Promise<ExpertLesson> {
  const db = server.database.db;
  const [course] = await db.select().from(courses).where(eq(courses.slug, DEMO_COURSE.slug));
  const [lesson] = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.courseId, course!.id), eq(lessons.slug, DEMO_COURSE.lessons[0].slug)));
  const response = await expert.get(`${API}/courses/${course!.id}/lessons-new/${lesson!.id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: ExpertLesson }).data;
}

const blockOf = (lesson: ExpertLesson, typeId: number): InfoUnit =>
  lesson.sections.flatMap((section) => section.info_units).find((unit) => unit.type_id === typeId)!;

/** Runs a media worker until no demo file is pending or processing. */
async function convertAll(world: World) {
  const db = world.server.database.db;
  const worker = createMediaWorker({
    db,
    storage: world.storage,
    logger: createLogger({ level: 'silent' }),
    pollMs: 30,
    heartbeatMs: 200,
  });
  worker.start();
  try {
    const started = Date.now();
    for (;;) {
      const rows = await db
        .select({ status: files.processStatus })
        .from(files)
        .where(and(inArray(files.uuid, DEMO_UUIDS), isNull(files.parentId)));
      if (rows.every((row) => row.status === 'completed' || row.status === 'failed')) return;
      if (Date.now() - started > 60_000) throw new Error('the demo media were not converted in a minute');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await worker.stop();
  }
}

describe('the demo with ffmpeg at hand, seeded twice into a fresh database', () => {
  let w: World;
  let expert: Browser;
  let student: Browser;
  let lesson: ExpertLesson;
  let firstSeed: boolean;
  let secondSeed: boolean;

  beforeAll(async () => {
    w = await world();
    firstSeed = await seedDemo(w.server.database.db, w.deps);
    secondSeed = await seedDemo(w.server.database.db, w.deps);
    await convertAll(w);
    expert = await signIn(w.server, 'expert@lectern.test');
    student = await signIn(w.server, 'student@lectern.test');
    lesson = await demoLesson(w.server, expert);
  }, 120_000);
  afterAll(() => close(w));

  it('writes the media on the first start only, and warns of nothing', async () => {
    expect(firstSeed).toBe(true);
    expect(secondSeed).toBe(false);
    expect(w.logs.filter((line) => line.level >= 40)).toEqual([]);
    const db = w.server.database.db;
    const uploads = await db.select().from(files).where(isNull(files.parentId));
    expect(uploads.map((row) => row.uuid).sort()).toEqual([...DEMO_UUIDS].sort());
    expect(await db.$count(mediaJobs)).toBe(2);
  });

  it('has the audio block hold its tone once, converted for the web', async () => {
    const audio = blockOf(lesson, 1);
    expect(audio.files).toHaveLength(1);
    expect(audio.files[0]).toMatchObject({
      original_name: 'alphabet-tone.mp3',
      mime_type: 'audio/mpeg',
      process_status: 'completed',
      process_error: null,
    });
    expect((audio.files[0]!.children ?? []).map((child) => child.role)).toEqual(['audio']);
    const played = await student.get(audio.files[0]!.url!);
    expect(played.status).toBe(200);
    expect((await played.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
  });

  it('has the video block hold its video once, as HLS with a poster the student can play', async () => {
    const video = blockOf(lesson, 2);
    expect(video.files).toHaveLength(1);
    const [file] = video.files;
    expect(file).toMatchObject({ original_name: 'writing-the-letters.mp4', process_status: 'completed' });
    expect(file!.url).toMatch(/\.m3u8$/);
    expect(file!.preview_path).toMatch(/\.jpg$/);
    expect((file!.children ?? []).map((child) => child.role)).toEqual(
      expect.arrayContaining(['poster', 'hls_master', 'hls_rendition', 'mp4']),
    );
    const playlist = await student.get(file!.url!);
    expect(playlist.status).toBe(200);
    expect(await playlist.text()).toMatch(/^#EXTM3U/);
    const poster = await student.get(file!.preview_path!);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toMatch(/^image\/jpeg/);
  });

  it('has the file block hold a one-page PDF once, that the student may open and download', async () => {
    const block = blockOf(lesson, 4);
    expect(block.files).toHaveLength(1);
    expect(block.files[0]).toMatchObject({
      original_name: 'printable-alphabet.pdf',
      mime_type: 'application/pdf',
      process_status: 'completed',
      allow_doc_download: true,
      allow_doc_preview: true,
    });
    const download = await student.get(block.files[0]!.url!);
    expect(download.status).toBe(200);
    const text = Buffer.from(await download.arrayBuffer()).toString('latin1');
    expect(text).toMatch(/^%PDF-1\.\d/);
    expect(text).toContain('/Type /Page ');
    expect(text).toContain('(The Ukrainian alphabet) Tj');
    expect(text.trimEnd()).toMatch(/%%EOF$/);
  });
});

describe('the demo without ffmpeg', () => {
  let w: World;

  beforeAll(async () => {
    w = await world();
  });
  afterAll(() => close(w));

  it('starts with one log line saying so, the audio and video blocks empty, and fills them once ffmpeg is there', async () => {
    const db = w.server.database.db;
    const missing = { ffmpeg: '/nonexistent/ffmpeg', ffprobe: '/nonexistent/ffprobe' };
    expect(await seedDemo(db, { ...w.deps, tools: missing })).toBe(true);
    const warnings = w.logs.filter((line) => line.level >= 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toMatch(/ffmpeg was not found.*audio and video blocks stay empty/);

    const expert = await signIn(w.server, 'expert@lectern.test');
    const before = await demoLesson(w.server, expert);
    expect(blockOf(before, 1).files).toEqual([]);
    expect(blockOf(before, 2).files).toEqual([]);
    expect(blockOf(before, 4).files.map((file) => file.original_name)).toEqual(['printable-alphabet.pdf']);

    expect(await seedDemo(db, w.deps)).toBe(true);
    await convertAll(w);
    const after = await demoLesson(w.server, expert);
    expect(after.version).toBeGreaterThan(before.version);
    for (const typeId of [1, 2, 4]) {
      expect(blockOf(after, typeId).files.map((file) => file.process_status)).toEqual(['completed']);
    }
    expect(await db.$count(files, isNull(files.parentId))).toBe(DEMO_UUIDS.length);
  }, 120_000);
});

import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import postgres from 'postgres';
import { createApp } from '../app/server/app.ts';
import { loadConfig } from '../app/server/config.ts';
import { type Database, openPglite, openPostgres } from '../app/server/db/client.ts';
import { cabinets, courses, files, lessons, users } from '../app/server/db/schema.ts';
import { createLogger } from '../app/server/logger.ts';
import { DEMO_ACCOUNTS, DEMO_COURSE } from '../app/server/seed/demo-data.ts';
import { seedDemo } from '../app/server/seed/seed-demo.ts';
import { API_PREFIX, CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../core/api/index.ts';
import type {
  EditorDoc,
  EditorInline,
  ExpertLesson,
  InfoUnitInput,
  LessonSave,
  LessonSectionInput,
} from '../core/api/lessons.ts';
import { lessonDraftOf } from '../core/lessons/index.ts';
import { type BenchResult, summarize } from './harness.ts';

/**
 * `npm run bench -- lesson-save`: saving a lesson of 200 blocks (`PUT /courses/{course}/lessons-new/{lesson}`,
 * the whole lesson from its version) in process against the production app (createApp: session,
 * CSRF, body validation), on the embedded database and on PostgreSQL when it answers. Three saves:
 * one text block's text changed (what the editor sends while someone types), nothing changed, and a
 * reorder. Baseline, measured in the same run and in the same rounds: a one-row
 * `UPDATE lessons SET title … WHERE id …` through the same Drizzle driver; beside it the signed-in
 * one-row write of the same HTTP stack (POST /user-personal-settings) and the GET that reads the
 * lesson (each save answers the whole lesson). Cases run in interleaved rounds, so a busy moment of
 * the shared machine falls on all of them.
 */

export type Engine = 'pglite' | 'postgres';
const POSTGRES_URL = process.env.LESSON_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.LESSON_BENCH_ROUNDS ?? '3');
/** How long each case runs in each round, and the fewest iterations it gets. */
const CASE_BUDGET_MS = Number(process.env.LESSON_BENCH_CASE_MS ?? '2000');
const MIN_ITERATIONS = 15;
const WARMUP = 5;

/** The lesson: 4 sections of 50 blocks; in each section every tenth block holds a file. */
const SECTIONS = 4;
const BLOCKS_PER_SECTION = 50;
/** Aims on this machine: p95 of the typing save, and of the no-change and reorder saves. */
const AIM_TYPING_P95_MS = 100;
const AIM_OTHER_P95_MS = 200;

const words =
  'the alphabet has thirty three letters some look like latin ones and sound different others are new read each aloud twice then write it by hand'.split(
    ' ',
  );
const sentence = (seed: number, length: number) =>
  Array.from({ length }, (_, index) => words[(seed * 7 + index * 3) % words.length]).join(' ');

/** A text block's document: a heading, three paragraphs with marks and a link, a short list (about 1.5 kB). */
function textDoc(seed: number): EditorDoc {
  const paragraph = (at: number): { type: 'paragraph'; content: EditorInline[] } => ({
    type: 'paragraph',
    content: [
      { type: 'text', text: `${sentence(seed + at, 18)}. ` },
      { type: 'text', text: sentence(seed + at + 1, 4), marks: [{ type: 'bold' }] },
      { type: 'text', text: ` ${sentence(seed + at + 2, 14)}, ` },
      {
        type: 'text',
        text: 'see the table',
        marks: [{ type: 'link', attrs: { href: 'https://example.com/table', target: '_blank' } }],
      },
      { type: 'text', text: ` ${sentence(seed + at + 3, 10)}.` },
    ],
  });
  return {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: `Part ${seed + 1}` }] },
      paragraph(1),
      paragraph(2),
      paragraph(3),
      {
        type: 'bulletList',
        content: [0, 1, 2].map((item) => ({
          type: 'listItem' as const,
          content: [
            {
              type: 'paragraph' as const,
              content: [{ type: 'text' as const, text: sentence(seed + item, 6) }],
            },
          ],
        })),
      },
    ],
  };
}

function blockInput(partial: Partial<InfoUnitInput> & Pick<InfoUnitInput, 'type_id'>): InfoUnitInput {
  return {
    id: null,
    title: null,
    copied: false,
    files: [],
    content: null,
    quiz_id: null,
    styles: { bg_color: null, text_color: null, block_color: null, block_color_2: null, button_color: null },
    is_comments_disabled: false,
    is_audio_comment_enabled: false,
    is_video_comment_enabled: false,
    is_file_comment_enabled: false,
    desktop_player_size: null,
    preview_index: null,
    is_vertical: false,
    show_preview_on_pause: false,
    show_custom_youtube_player: false,
    ...partial,
  };
}

/** File rows as the media worker leaves them: a PDF, an audio with its web audio, a video with poster, HLS and MP4. */
async function benchFiles(db: Database['db'], owner: { userId: number; cabinetId: number }, count: number) {
  const made: { uuid: string; typeId: 1 | 2 | 4 }[] = [];
  for (let index = 0; index < count; index += 1) {
    const typeId = ([4, 2, 4, 1] as const)[index % 4]!;
    const uuid = randomUUID();
    const kind = typeId === 4 ? 'pdf' : typeId === 2 ? 'mp4' : 'mp3';
    const mime = typeId === 4 ? 'application/pdf' : typeId === 2 ? 'video/mp4' : 'audio/mpeg';
    const [parent] = await db
      .insert(files)
      .values({
        uuid,
        ...owner,
        originalName: `material-${index}.${kind}`,
        displayName: `material-${index}.${kind}`,
        extension: kind,
        mimeType: mime,
        size: 1_000_000 + index,
        storageKey: uuid,
      })
      .returning({ id: files.id });
    const child = (
      role: 'poster' | 'hls_master' | 'hls_rendition' | 'mp4' | 'audio',
      name: string,
      position: number,
    ) => ({
      uuid: randomUUID(),
      ...owner,
      originalName: name,
      displayName: name,
      extension: name.split('.').pop() ?? '',
      mimeType: 'application/octet-stream',
      size: 1000,
      storageKey: `media/${uuid}/${name}`,
      parentId: parent!.id,
      role,
      height: role === 'hls_rendition' ? 360 : null,
      position,
    });
    if (typeId === 2)
      await db
        .insert(files)
        .values([
          child('poster', 'poster.jpg', 0),
          child('hls_master', 'hls/master.m3u8', 1),
          child('hls_rendition', 'hls/360p.m3u8', 2),
          child('mp4', 'video.mp4', 3),
        ]);
    if (typeId === 1) await db.insert(files).values(child('audio', 'audio.m4a', 0));
    made.push({ uuid, typeId });
  }
  return made;
}

/** The lesson's content: mostly text blocks, every tenth block a file, audio or video block. */
function lessonContent(fileBlocks: { uuid: string; typeId: 1 | 2 | 4 }[]): LessonSectionInput[] {
  let nextFile = 0;
  return Array.from({ length: SECTIONS }, (_, section) => ({
    id: null,
    name: `Part ${section + 1}`,
    copied: false,
    info_units: Array.from({ length: BLOCKS_PER_SECTION }, (_, at) => {
      const seed = section * BLOCKS_PER_SECTION + at;
      if (at % 10 === 9) {
        const file = fileBlocks[nextFile++]!;
        return blockInput({
          type_id: file.typeId,
          title: `Material ${seed}`,
          files: [{ uuid: file.uuid, allow_doc_download: true, allow_doc_preview: null }],
        });
      }
      return blockInput({ type_id: 3, content: textDoc(seed) });
    }),
  }));
}

interface Engineered {
  database: Database;
  drop: () => Promise<void>;
}

async function postgresAnswers(): Promise<boolean> {
  const probe = postgres(POSTGRES_URL, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await probe`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await probe.end({ timeout: 1 }).catch(() => undefined);
  }
}

async function openEngine(engine: Engine): Promise<Engineered> {
  if (engine === 'pglite') {
    const database = await openPglite();
    return { database, drop: () => database.close() };
  }
  const name = `lectern_bench_${randomBytes(5).toString('hex')}`;
  const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    database,
    async drop() {
      await database.close().catch(() => undefined);
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** One case of a round: `run` is one timed call. */
interface TimedCase {
  name: string;
  run: () => Promise<void>;
}

/** What a case measured over all rounds: wall time and this process's CPU time per call, ms. */
interface Samples {
  wall: number[];
  cpu: number[];
}

/**
 * Runs every case in `ROUNDS` interleaved rounds and answers each case's samples over all rounds.
 * CPU time is the bench process's (user and system, every thread): the whole save on PGlite, which
 * runs in this process, and the Node side only on PostgreSQL. It says what a call costs even when
 * other work on the machine stretches its wall time.
 */
async function interleaved(cases: readonly TimedCase[]): Promise<Map<string, Samples>> {
  const samples = new Map(cases.map((item) => [item.name, { wall: [], cpu: [] } as Samples]));
  for (const item of cases) for (let index = 0; index < WARMUP; index += 1) await item.run();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const item of cases) {
      const { wall, cpu } = samples.get(item.name)!;
      const deadline = performance.now() + CASE_BUDGET_MS;
      let count = 0;
      while (performance.now() < deadline || count < MIN_ITERATIONS) {
        const start = performance.now();
        const used = process.cpuUsage();
        await item.run();
        const spent = process.cpuUsage(used);
        wall.push(performance.now() - start);
        cpu.push((spent.user + spent.system) / 1000);
        count += 1;
      }
    }
  }
  return samples;
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A case's wall-time summary (harness.ts) and its median CPU time. */
type CaseResult = BenchResult & { cpuMs: number };

interface EngineFigures {
  engine: Engine;
  baseline: CaseResult;
  rows: CaseResult[];
  typing: CaseResult;
  unchanged: CaseResult;
  reorder: CaseResult;
  bodyKb: number;
  answerKb: number;
  load: number[];
}

/** A database with the demo data and a lesson of 200 blocks, and a signed-in expert calling the app. */
export interface LessonBench {
  db: Database['db'];
  drop: () => Promise<void>;
  /** Sends a call and reads the whole answer, as a client would; fails on any status but 2xx. */
  send: (method: string, path: string, body?: string) => Promise<string>;
  /** The lesson's address under the API prefix. */
  path: string;
  /** The body the editor sends: the lesson as read (lessonDraftOf); each save raises its version. */
  draft: LessonSave;
  /** Another lesson of the course, for the one-row update. */
  otherLessonId: number;
}

/** Opens the engine, writes the demo data and the 200-block lesson, and signs the demo expert in. */
export async function prepareLessonBench(engine: Engine): Promise<LessonBench> {
  const { database, drop } = await openEngine(engine);
  try {
    await database.migrate();
    await seedDemo(database.db);
    const db = database.db;
    const config = loadConfig({
      NODE_ENV: 'production',
      LECTERN_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      LECTERN_DATA_DIR: '/tmp/lectern-bench-unused',
    });
    const logger = createLogger({
      level: 'silent',
      destination: new Writable({ write: (_chunk, _encoding, done) => done() }),
    });
    const app = createApp({ db, config, logger });

    const login = await app.request(`${API_PREFIX}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.expert.email, password: 'lectern-demo' }),
    });
    if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
    const cookies = Object.fromEntries(
      login.headers.getSetCookie().map((cookie) => {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        return [pair.slice(0, at), pair.slice(at + 1)];
      }),
    );
    const headers = {
      Cookie: `${SESSION_COOKIE}=${cookies[SESSION_COOKIE]}; ${CSRF_COOKIE}=${cookies[CSRF_COOKIE]}`,
      [CSRF_HEADER]: cookies[CSRF_COOKIE] ?? '',
      'Content-Type': 'application/json',
    };
    const send = async (method: string, path: string, body?: string): Promise<string> => {
      const response = await app.request(`${API_PREFIX}${path}`, { method, headers, body });
      const text = await response.text();
      if (response.status < 200 || response.status >= 300)
        throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
      return text;
    };

    const [expert] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.expert.email));
    const [school] = await db.select().from(cabinets).where(eq(cabinets.ownerId, expert!.id));
    const [course] = await db.select().from(courses).where(eq(courses.slug, DEMO_COURSE.slug));
    const [otherLesson] = await db
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.courseId, course!.id), eq(lessons.slug, DEMO_COURSE.lessons[1].slug)));

    const created = JSON.parse(
      await send(
        'POST',
        `/courses/${course!.id}/lessons-new`,
        JSON.stringify({ title: 'Two hundred blocks' }),
      ),
    ) as { data: ExpertLesson };
    const path = `/courses/${course!.id}/lessons-new/${created.data.id}`;
    const fileBlocks = await benchFiles(
      db,
      { userId: expert!.id, cabinetId: school!.id },
      SECTIONS * (BLOCKS_PER_SECTION / 10),
    );
    await send(
      'PUT',
      path,
      JSON.stringify({ version: created.data.version, sections: lessonContent(fileBlocks) }),
    );
    const lesson = (JSON.parse(await send('GET', path)) as { data: ExpertLesson }).data;
    if (blocksOf(lesson) !== SECTIONS * BLOCKS_PER_SECTION)
      throw new Error(`the lesson holds ${blocksOf(lesson)} blocks`);
    return { db, drop, send, path, draft: lessonDraftOf(lesson), otherLessonId: otherLesson!.id };
  } catch (error) {
    await drop();
    throw error;
  }
}

const blocksOf = (lesson: ExpertLesson) =>
  lesson.sections.reduce((sum, section) => sum + section.info_units.length, 0);

async function benchEngine(engine: Engine): Promise<EngineFigures> {
  const { db, drop, send, path, draft, otherLessonId } = await prepareLessonBench(engine);
  try {
    const textBlocks = draft.sections.flatMap((section) =>
      section.info_units.filter((unit) => unit.type_id === 3),
    );
    let edits = 0;
    const save = async () => {
      const answer = await send('PUT', path, JSON.stringify(draft));
      draft.version += 1;
      return answer;
    };
    const firstSection = draft.sections[0]!;
    const answerKb = Buffer.byteLength(await save()) / 1024;
    const bodyKb = Buffer.byteLength(JSON.stringify(draft)) / 1024;
    let title = 0;

    const cases: TimedCase[] = [
      {
        name: 'baseline: UPDATE lessons SET title … WHERE id … (one row, same driver)',
        run: async () => {
          title += 1;
          await db
            .update(lessons)
            .set({ title: `Greetings ${title}` })
            .where(eq(lessons.id, otherLessonId));
        },
      },
      {
        name: 'POST /user-personal-settings (a signed-in one-row write over the same HTTP stack)',
        run: async () => {
          await send(
            'POST',
            '/user-personal-settings',
            JSON.stringify({ settings: [{ key: 'language', value: 'uk' }] }),
          );
        },
      },
      {
        name: 'GET the lesson (200 blocks: what each save answers)',
        run: async () => {
          await send('GET', path);
        },
      },
      {
        name: 'PUT the lesson, one text block changed (typing)',
        run: async () => {
          edits += 1;
          const unit = textBlocks[edits % textBlocks.length]!;
          const doc = unit.content!;
          const heading = doc.content[0] as { content: { type: 'text'; text: string }[] };
          heading.content[0]!.text = `Part ${edits} (edited)`;
          await save();
        },
      },
      {
        name: 'PUT the lesson, nothing changed',
        run: async () => {
          await save();
        },
      },
      {
        name: 'PUT the lesson, a block moved to the top of its section (50 blocks move)',
        run: async () => {
          firstSection.info_units.unshift(firstSection.info_units.pop()!);
          await save();
        },
      },
    ];
    const loadBefore = loadavg()[0]!;
    const times = await interleaved(cases);
    const loadAfter = loadavg()[0]!;
    const results: CaseResult[] = cases.map((item) => {
      const { wall, cpu } = times.get(item.name)!;
      return { ...summarize(item.name, wall), cpuMs: median(cpu) };
    });

    // The lesson is whole after every save: 200 blocks, the version of the last save.
    const final = (JSON.parse(await send('GET', path)) as { data: ExpertLesson }).data;
    if (blocksOf(final) !== SECTIONS * BLOCKS_PER_SECTION || final.version !== draft.version)
      throw new Error(
        `after the bench: ${blocksOf(final)} blocks, version ${final.version}, not ${draft.version}`,
      );

    return {
      engine,
      baseline: results[0]!,
      rows: results.slice(1),
      typing: results[3]!,
      unchanged: results[4]!,
      reorder: results[5]!,
      bodyKb,
      answerKb,
      load: [loadBefore, loadAfter],
    };
  } finally {
    await drop();
  }
}

function table(figures: EngineFigures): string {
  const rows = [figures.baseline, ...figures.rows].map((result) => {
    const ratio =
      result === figures.baseline
        ? 'baseline'
        : `${(result.medianMs / figures.baseline.medianMs).toFixed(0)}× / ${(result.p95Ms / figures.baseline.p95Ms).toFixed(0)}×`;
    return `| ${result.name} | ${result.iterations} | ${result.medianMs.toFixed(2)} | ${result.p95Ms.toFixed(2)} | ${result.cpuMs.toFixed(2)} | ${ratio} |`;
  });
  return [
    '| case | iterations | median ms | p95 ms | CPU ms (median) | vs baseline (median / p95) |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

const verdict = (result: BenchResult, aim: number) =>
  `p95 ${result.p95Ms.toFixed(1)} ms, aim under ${aim} ms: **${result.p95Ms < aim ? 'met' : 'not met'}**`;

export default async function lessonSaveBenchmarks(): Promise<string> {
  const wanted = (process.env.LESSON_BENCH_ENGINES ?? 'pglite,postgres').split(',');
  const engines: Engine[] = wanted.includes('pglite') ? ['pglite'] : [];
  if (wanted.includes('postgres') && (await postgresAnswers())) engines.push('postgres');
  const figures: EngineFigures[] = [];
  for (const engine of engines) figures.push(await benchEngine(engine));
  const label = (engine: Engine) => (engine === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL');
  const first = figures[0]!;
  return [
    '### Saving a lesson of 200 blocks (in process, the production app)',
    '',
    `\`npm run bench -- lesson-save\`. A lesson of ${SECTIONS} sections × ${BLOCKS_PER_SECTION} blocks: 180 text`,
    'blocks (a heading, three paragraphs with bold and a link, a three-item list: about 1.5 kB of',
    'editor JSON each) and 20 blocks holding a file (PDFs, audio with its web audio, video with poster,',
    'HLS and MP4 records). Each save is the whole lesson from its version, as the constructor sends it',
    `(\`lessonDraftOf\`, ${first.bodyKb.toFixed(0)} kB of JSON); it answers the whole lesson (${first.answerKb.toFixed(0)} kB: each text block's`,
    'document and its HTML). Calls go through `app.request` (session, CSRF, validation, JSON) and the',
    'answer is read in full. Baseline: a one-row `UPDATE lessons SET title … WHERE id …` through the',
    'same Drizzle driver, measured in the same rounds. The cases run in',
    `${ROUNDS} interleaved rounds of ${(CASE_BUDGET_MS / 1000).toFixed(1)} s each (after ${WARMUP} warm-up calls), so a busy moment of the shared`,
    "machine falls on all of them; iterations count all rounds. CPU ms is the bench process's CPU time",
    'per call (user and system): the whole call on PGlite, which runs in this process; on PostgreSQL only',
    "the Node side (the database's own work is in its server). It moves far less than wall time when",
    'other work loads the machine.',
    '',
    `Aims on this machine: the save while typing under ${AIM_TYPING_P95_MS} ms at p95 (the editor saves`,
    `as the author types; above that a save is felt), the no-change and reorder saves under ${AIM_OTHER_P95_MS} ms at p95.`,
    'The ratio to the one-row update is given for scale, not as the aim: a save of 200 blocks reads,',
    'checks and answers 200 blocks, so it cannot come near one row.',
    '',
    ...figures.flatMap((item) => [
      `#### ${label(item.engine)}`,
      '',
      table(item),
      '',
      `Typing: ${verdict(item.typing, AIM_TYPING_P95_MS)}. Nothing changed: ${verdict(item.unchanged, AIM_OTHER_P95_MS)}.`,
      `Reorder: ${verdict(item.reorder, AIM_OTHER_P95_MS)}. Load average (1 min, 2 CPUs shared): ${item.load.map((value) => value.toFixed(1)).join(' → ')}.`,
      '',
    ]),
    engines.includes('postgres')
      ? ''
      : '_PostgreSQL did not answer at 127.0.0.1:5432; only the embedded database was measured._',
  ]
    .join('\n')
    .trimEnd();
}

import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import { schoolId } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { cabinets, courses, files, infoSections, infoUnits, lessons, users } from '../db/schema.ts';
import { recordFinishedUpload } from '../files/file-records.ts';
import type { FileStorage } from '../files/storage.ts';
import { bumpVersion, lockVersion } from '../lessons/save-lesson.ts';
import { FFMPEG_PATH, FFPROBE_PATH } from '../media/media.constants.ts';
import { runMediaTool } from '../media/run-ffmpeg.ts';
import { DEMO_ACCOUNTS, DEMO_COURSE, DEMO_SCHOOL } from './demo-data.ts';

/** What the demo media needs beside the database: where uploads are stored, and a log. */
export interface DemoMediaDeps {
  storage: FileStorage;
  logger: Logger;
  /** The tools to make and convert media with (media.constants.ts unless a spec says otherwise). */
  tools?: { ffmpeg: string; ffprobe: string };
}

const QUIET = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'];

/** Short lines of printable ASCII for a PDF page (Helvetica in its standard encoding). */
const PDF_LINES = [
  { size: 24, text: 'The Ukrainian alphabet' },
  { size: 12, text: 'Lectern demo course: Ukrainian for Beginners, lesson 1.' },
  { size: 12, text: '33 letters: 10 vowels, 22 consonants and the soft sign.' },
  { size: 12, text: 'Print this page and write each letter twice, saying it aloud.' },
];

/** A valid one-page PDF (A4) with a few lines of text, its cross-reference table computed here. */
export function demoPdf(lines: readonly { size: number; text: string }[] = PDF_LINES): Buffer {
  const escaped = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const drawn = lines
    .map((line, index) => `BT /F1 ${line.size} Tf 72 ${770 - index * 32} Td (${escaped(line.text)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(drawn, 'latin1')} >>\nstream\n${drawn}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** One demo file: the block type it goes in, and how its bytes are made (ffmpeg arguments or bytes). */
interface DemoMedia {
  /** Fixed, so a second start finds the file (even one its expert later removed from the block). */
  uuid: string;
  typeId: 1 | 2 | 4;
  name: string;
  type: string;
  /** The block's own document switches for it. */
  allowDocs: boolean | null;
  make: { ffmpeg: (target: string) => string[] } | { bytes: () => Buffer };
}

/** The first lesson's audio (a 5 s tone), video (6 s, 320×180 test pattern with a tone) and PDF. */
export const DEMO_MEDIA: readonly DemoMedia[] = [
  {
    uuid: '1d026803-7261-4bf7-9358-5b01ecf97f32',
    typeId: 1,
    name: 'alphabet-tone.mp3',
    type: 'audio/mpeg',
    allowDocs: null,
    make: {
      ffmpeg: (target) => [
        ...QUIET,
        ...['-f', 'lavfi', '-i', 'sine=frequency=330:beep_factor=2:duration=5'],
        ...['-c:a', 'libmp3lame', '-b:a', '64k', target],
      ],
    },
  },
  {
    uuid: '49b73d49-9dbc-4b7b-b383-21fb5cb229fd',
    typeId: 2,
    name: 'writing-the-letters.mp4',
    type: 'video/mp4',
    allowDocs: null,
    make: {
      ffmpeg: (target) => [
        ...QUIET,
        ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25:duration=6'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=6'],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
        ...['-movflags', '+faststart', target],
      ],
    },
  },
  {
    uuid: '850f3098-0f44-4abb-a782-871014b1d23d',
    typeId: 4,
    name: 'printable-alphabet.pdf',
    type: 'application/pdf',
    allowDocs: true,
    make: { bytes: () => demoPdf() },
  },
];

/** The demo expert, their school, the course's first lesson and its first block of each media type. */
async function demoPlace(db: Db) {
  const [place] = await db
    .select({ userId: users.id, schoolId: cabinets.id, lessonId: lessons.id })
    .from(users)
    .innerJoin(cabinets, and(eq(cabinets.ownerId, users.id), eq(cabinets.name, DEMO_SCHOOL.name)))
    .innerJoin(courses, and(eq(courses.cabinetId, cabinets.id), eq(courses.slug, DEMO_COURSE.slug)))
    .innerJoin(lessons, and(eq(lessons.courseId, courses.id), eq(lessons.slug, DEMO_COURSE.lessons[0].slug)))
    .where(eq(users.email, DEMO_ACCOUNTS.expert.email))
    .limit(1);
  return place ?? null;
}

/** The first block of each type in the lesson, in reading order. */
async function firstBlocksByType(db: Db, lessonId: number) {
  const rows = await db
    .select({ id: infoUnits.id, typeId: infoUnits.typeId, files: infoUnits.files })
    .from(infoUnits)
    .innerJoin(infoSections, eq(infoSections.id, infoUnits.infoSectionId))
    .where(eq(infoSections.lessonId, lessonId))
    .orderBy(asc(infoSections.position), asc(infoSections.id), asc(infoUnits.position), asc(infoUnits.id));
  const byType = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!byType.has(row.typeId)) byType.set(row.typeId, row);
  return byType;
}

/** The tool missing to make and convert audio and video, or null when both answer. */
async function missingTool(tools: { ffmpeg: string; ffprobe: string }): Promise<string | null> {
  for (const tool of [tools.ffmpeg, tools.ffprobe]) {
    try {
      await runMediaTool(tool, ['-version']);
    } catch {
      return tool;
    }
  }
  return null;
}

/**
 * Gives the demo course's first lesson real media: a 5 s audio tone (MP3), a 6 s test-pattern video
 * with a tone (MP4) made with ffmpeg, and a one-page PDF, stored as the demo expert's uploads the
 * way a finished upload is (storage, `recordFinishedUpload`: the file row and its media job, so the
 * media worker converts them as any upload) and put in the lesson's first audio, video and file
 * blocks when those are empty. Without ffmpeg the audio and video are skipped with one log line.
 * Idempotent: a file already recorded (its uuid is fixed) is never made again. Never throws: what
 * fails is logged and left out. Answers how many files it stored.
 */
export async function seedDemoMedia(db: Db, deps: DemoMediaDeps): Promise<number> {
  const { storage, logger } = deps;
  const tools = deps.tools ?? { ffmpeg: FFMPEG_PATH, ffprobe: FFPROBE_PATH };
  try {
    const place = await demoPlace(db);
    if (!place) return 0;
    const recorded = new Set(
      (
        await db
          .select({ uuid: files.uuid })
          .from(files)
          .where(
            inArray(
              files.uuid,
              DEMO_MEDIA.map((media) => media.uuid),
            ),
          )
      ).map((row) => row.uuid),
    );
    let wanted = DEMO_MEDIA.filter((media) => !recorded.has(media.uuid));
    if (wanted.some((media) => 'ffmpeg' in media.make)) {
      const missing = await missingTool(tools);
      if (missing) {
        logger.warn(
          `${missing} was not found, so the demo lesson's audio and video blocks stay empty (install ffmpeg and start again to fill them).`,
        );
        wanted = wanted.filter((media) => !('ffmpeg' in media.make));
      }
    }
    if (wanted.length === 0) return 0;

    const stored: DemoMedia[] = [];
    const workDir = await mkdtemp(path.join(tmpdir(), 'lectern-demo-media-'));
    try {
      for (const media of wanted) {
        try {
          const source = path.join(workDir, media.name);
          if ('ffmpeg' in media.make) await runMediaTool(tools.ffmpeg, media.make.ffmpeg(source));
          else await writeFile(source, media.make.bytes());
          const { size } = await storage.write(media.uuid, createReadStream(source));
          await recordFinishedUpload(
            { db, storage },
            {
              uuid: media.uuid,
              userId: place.userId,
              cabinetId: schoolId(place.schoolId),
              model: 'courseLesson',
              name: media.name,
              declaredType: media.type,
              size,
              storageKey: media.uuid,
              convertMedia: true,
            },
          );
          stored.push(media);
        } catch (error) {
          logger.warn(
            { err: error, file: media.name },
            'a demo media file could not be made; its block stays empty',
          );
        }
      }
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
    if (stored.length > 0) await attachToBlocks(db, place.lessonId, stored);
    logger.info({ files: stored.map((media) => media.name) }, 'demo media stored');
    return stored.length;
  } catch (error) {
    logger.warn(
      { err: error },
      'the demo media could not be seeded; the demo lesson keeps its blocks as they are',
    );
    return 0;
  }
}

/** Puts each file in the lesson's first empty block of its type, raising the lesson's version once. */
async function attachToBlocks(db: Db, lessonId: number, stored: readonly DemoMedia[]): Promise<void> {
  await db.transaction(async (tx) => {
    await lockVersion(tx, lessonId, undefined);
    const blocks = await firstBlocksByType(tx, lessonId);
    let changed = false;
    for (const media of stored) {
      const block = blocks.get(media.typeId);
      if (!block || block.files.length > 0) continue;
      await tx
        .update(infoUnits)
        .set({
          files: [
            { uuid: media.uuid, allow_doc_download: media.allowDocs, allow_doc_preview: media.allowDocs },
          ],
          updatedAt: new Date(),
        })
        .where(eq(infoUnits.id, block.id));
      changed = true;
    }
    // The printable page is for students to open and print: its own switches on, as its expert would set them.
    const documents = stored.filter((media) => media.allowDocs).map((media) => media.uuid);
    if (documents.length > 0)
      await tx
        .update(files)
        .set({ allowDocDownload: true, allowDocPreview: true, updatedAt: new Date() })
        .where(inArray(files.uuid, documents));
    if (changed) await bumpVersion(tx, lessonId);
  });
}

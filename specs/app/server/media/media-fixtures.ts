import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../../app/server/db/client.ts';
import { cabinets, files, mediaJobs, users } from '../../../../app/server/db/schema.ts';
import type { FileStorage } from '../../../../app/server/files/storage.ts';
import { enqueueMediaProcessing } from '../../../../app/server/media/enqueue-media.ts';

/** A folder for one spec file's generated media. */
export const fixtureDir = () => mkdtempSync(path.join(tmpdir(), 'lectern-media-spec-'));

/** A short test video made by ffmpeg (lavfi test pattern, and a sine tone unless `silent`). */
export function makeVideo(
  dir: string,
  options: { width: number; height: number; seconds: number; silent?: boolean; name?: string },
): string {
  const target = path.join(dir, options.name ?? `video-${options.width}x${options.height}.mp4`);
  const args = ['-hide_banner', '-loglevel', 'error', '-y'];
  args.push(
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${options.width}x${options.height}:rate=25:duration=${options.seconds}`,
  );
  if (!options.silent) args.push('-f', 'lavfi', '-i', `sine=frequency=440:duration=${options.seconds}`);
  args.push('-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p');
  if (!options.silent) args.push('-c:a', 'aac', '-shortest');
  execFileSync('ffmpeg', [...args, target]);
  return target;
}

/** A short sine tone as MP3. */
export function makeAudio(dir: string, seconds = 1): string {
  const target = path.join(dir, 'tone.mp3');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `sine=frequency=330:duration=${seconds}`, '-c:a', 'libmp3lame', target],
  ]);
  return target;
}

/** Bytes that claim to be a video and are not. */
export function makeCorruptVideo(dir: string): string {
  const target = path.join(dir, 'broken.mp4');
  writeFileSync(target, Buffer.concat([Buffer.from('not really a video '), randomBytes(4096)]));
  return target;
}

/** The demo expert and their school, as the media specs upload into it. */
export async function demoUploader(db: Db): Promise<{ userId: number; cabinetId: number }> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'expert@lectern.test'));
  const [school] = await db.select({ id: cabinets.id }).from(cabinets).where(eq(cabinets.ownerId, user!.id));
  return { userId: user!.id, cabinetId: school!.id };
}

/**
 * Stores a file and records it as a finished upload with its media job, in one transaction, as
 * the upload server does; answers its uuid.
 */
export async function storeUpload(
  db: Db,
  storage: FileStorage,
  source: string,
  owner: { userId: number; cabinetId: number },
  mimeType: string,
): Promise<string> {
  const uuid = randomUUID();
  const { size } = await storage.write(uuid, createReadStream(source));
  const name = path.basename(source);
  await db.transaction(async (tx) => {
    await tx.insert(files).values({
      uuid,
      userId: owner.userId,
      cabinetId: owner.cabinetId,
      originalName: name,
      displayName: name,
      extension: path.extname(name).slice(1),
      mimeType,
      size,
      storageKey: uuid,
      processStatus: 'pending',
    });
    await enqueueMediaProcessing(tx as unknown as Db, uuid);
  });
  return uuid;
}

/** The file row and its media job. */
export async function fileState(db: Db, uuid: string) {
  const [file] = await db.select().from(files).where(eq(files.uuid, uuid));
  const [job] = await db.select().from(mediaJobs).where(eq(mediaJobs.fileId, file!.id));
  const children = await db.select().from(files).where(eq(files.parentId, file!.id)).orderBy(files.position);
  return { file: file!, job: job!, children };
}

/** Waits (polling the database) until the file's processing is completed or failed. */
export async function settled(db: Db, uuid: string, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    const state = await fileState(db, uuid);
    if (state.file.processStatus === 'completed' || state.file.processStatus === 'failed') return state;
    if (Date.now() - started > timeoutMs) throw new Error(`file ${uuid} still ${state.file.processStatus}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until `check` holds. */
export async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition never held');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

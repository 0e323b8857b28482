import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema.ts';
import type { FileStorage } from '../files/storage.ts';
import { type ClaimedMediaJob, completeMediaJob } from './media-jobs.ts';
import { hlsStorageKey, mediaStoragePrefix } from './media-storage-keys.ts';
import { type MediaProbe, probeMedia } from './probe-media.ts';
import { lastToolLine, MEDIA_TOOLS_INSTALL, MediaToolError, MediaToolMissingError } from './run-ffmpeg.ts';
import { type MediaOutput, transcodeAudio, transcodeVideo } from './transcode-media.ts';

/**
 * A failure with its code (a key of the `notices` group, `media.<code>`) and values, shown translated;
 * the message is the English text kept in `process_error` for older clients. Another attempt may help.
 */
export class MediaFailure extends Error {
  readonly code: string;
  readonly params: Record<string, string>;

  constructor(code: string, params: Record<string, string>, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'MediaFailure';
    this.code = code;
    this.params = params;
  }
}

/** A failure that another attempt would not fix (the bytes are not media): the file fails at once. */
export class LastingMediaError extends MediaFailure {
  constructor(code: string, params: Record<string, string> = {}, message?: string) {
    super(code, params, message ?? MEDIA_FAILURE_REASONS[code as keyof typeof MEDIA_FAILURE_REASONS] ?? code);
    this.name = 'LastingMediaError';
  }
}

/** Human-readable reasons a file's processing failed (shown as `process_error`), by code. */
export const MEDIA_FAILURE_REASONS = {
  missing: 'The uploaded file is missing from storage, so it could not be processed.',
  unreadable:
    'The file could not be read as video or audio: it may be damaged, incomplete, or in a format that is not supported.',
  no_tracks: 'The file has no video or audio track to convert.',
} as const;

/** The failure when ffmpeg or ffprobe is not on the server: lasting, and it says what to install. */
export function toolMissingFailure(tool: string): LastingMediaError {
  return new LastingMediaError(
    'tool_missing',
    { tool, install: MEDIA_TOOLS_INSTALL },
    `The server cannot convert video or audio: ${tool} is not installed on it. Ask the administrator to install it (${MEDIA_TOOLS_INSTALL}), then upload the file again.`,
  );
}

/** The reason shown for a failed conversion: ffmpeg's last line, in a sentence. */
export function conversionFailureReason(kind: 'video' | 'audio', error: unknown): string {
  const detail = conversionDetail(error);
  const base = `Converting the ${kind} failed`;
  return detail ? `${base}: ${detail}` : `${base}.`;
}

function conversionDetail(error: unknown): string {
  const detail = error instanceof MediaToolError ? lastToolLine(error.stderrTail) || error.message : '';
  return detail.slice(0, 300);
}

/** Context of one run: where bytes live and where ffmpeg may write. */
export interface ProcessMediaContext {
  db: Db;
  storage: FileStorage;
  workerId: string;
  signal: AbortSignal;
}

/** Gets a path ffmpeg can read: the stored file itself on local disk, else a copy in `workDir`. */
async function readablePath(storage: FileStorage, key: string, workDir: string): Promise<string> {
  const local = storage.localPath(key);
  if (local) {
    const found = await stat(local).catch(() => null);
    if (!found?.isFile()) throw new LastingMediaError('missing');
    return local;
  }
  if (!(await storage.stat(key))) throw new LastingMediaError('missing');
  const copy = path.join(workDir, 'source');
  await pipeline(await storage.read(key), createWriteStream(copy));
  return copy;
}

async function probeOrFail(source: string, signal: AbortSignal): Promise<MediaProbe> {
  try {
    return await probeMedia(source, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    if (error instanceof MediaToolMissingError) throw toolMissingFailure(error.tool);
    throw new LastingMediaError('unreadable');
  }
}

/**
 * One job: probes the file, converts it (video → HLS, poster, MP4; audio → M4A), stores the results
 * under `media/{uuid}/`, and records them as the file's children with `process_status` completed,
 * in one transaction that also checks the job is still this worker's.
 */
export async function processMediaFile(context: ProcessMediaContext, job: ClaimedMediaJob): Promise<void> {
  const { db, storage, signal } = context;
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, job.fileId), isNull(files.deletedAt)));
  if (!file) {
    // Deleted before its turn came: nothing to make.
    await db.transaction((tx) => completeMediaJob(tx as unknown as Db, job, context.workerId));
    return;
  }
  const workDir = await mkdtemp(path.join(tmpdir(), 'lectern-media-'));
  try {
    const source = await readablePath(storage, file.storageKey, workDir);
    const probe = await probeOrFail(source, signal);
    if (!probe.hasVideo && !probe.hasAudio) throw new LastingMediaError('no_tracks');
    const outDir = path.join(workDir, 'out');
    await mkdir(outDir);
    const made = await convert(source, outDir, probe, signal);

    const prefix = mediaStoragePrefix(file.uuid);
    await storage.deletePrefix(prefix);
    for (const name of made.hlsFiles) {
      await storage.write(hlsStorageKey(file.uuid, name), createReadStream(path.join(outDir, name)));
    }
    const children: (typeof files.$inferInsert)[] = [];
    for (const [position, output] of made.outputs.entries()) {
      const key = output.name.endsWith('.m3u8')
        ? hlsStorageKey(file.uuid, output.name)
        : `${prefix}${output.name}`;
      const size = output.name.endsWith('.m3u8')
        ? (await stat(path.join(outDir, output.name))).size
        : (await storage.write(key, createReadStream(path.join(outDir, output.name)))).size;
      children.push({
        uuid: randomUUID(),
        userId: file.userId,
        cabinetId: file.cabinetId,
        model: file.model,
        originalName: output.name,
        displayName: output.name,
        extension: path.extname(output.name).slice(1),
        mimeType: output.mimeType,
        size,
        storageKey: key,
        processStatus: 'completed' as const,
        convertMedia: false,
        parentId: file.id,
        role: output.role,
        height: output.height ?? null,
        position,
      });
    }
    const recorded = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ deletedAt: files.deletedAt })
        .from(files)
        .where(eq(files.id, file.id))
        .for('update');
      if (!current || current.deletedAt) {
        // Deleted while it was being converted: keep nothing of it.
        await completeMediaJob(tx as unknown as Db, job, context.workerId);
        return false;
      }
      await tx.delete(files).where(eq(files.parentId, file.id));
      if (children.length > 0) await tx.insert(files).values(children);
      await tx
        .update(files)
        .set({
          processStatus: 'completed',
          processError: null,
          processErrorCode: null,
          processErrorParams: null,
          updatedAt: sql`now()`,
        })
        .where(eq(files.id, file.id));
      await completeMediaJob(tx as unknown as Db, job, context.workerId);
      return true;
    });
    if (!recorded) await storage.deletePrefix(prefix);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function convert(
  source: string,
  outDir: string,
  probe: MediaProbe,
  signal: AbortSignal,
): Promise<{ outputs: MediaOutput[]; hlsFiles: string[] }> {
  const kind = probe.hasVideo ? 'video' : 'audio';
  try {
    if (probe.hasVideo) return await transcodeVideo(source, outDir, probe, signal);
    return { outputs: [await transcodeAudio(source, outDir, signal)], hlsFiles: [] };
  } catch (error) {
    if (signal.aborted) throw error;
    if (error instanceof MediaToolMissingError) throw toolMissingFailure(error.tool);
    throw new MediaFailure(
      `conversion_failed_${kind}`,
      { detail: conversionDetail(error) },
      conversionFailureReason(kind, error),
      { cause: error },
    );
  }
}

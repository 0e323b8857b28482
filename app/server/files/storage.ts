/**
 * Where file bytes live: one interface, two implementations (local disk, S3-compatible).
 *
 * The seam with the media worker (app/server/media/**):
 * - Every file row (`files` table) names its bytes by `storage_key`. Keys are made by the server,
 *   never from a name a person typed: an upload's key is its uuid; derived files go under
 *   `media/{parent uuid}/…` (the worker chooses the rest, e.g. `media/{uuid}/hls/720/index.m3u8`).
 * - `write(key, stream)` stores a stream, `read(key, range?)` streams it back (range inclusive, as in
 *   HTTP), `stat(key)` answers size and time or null, `delete(key)` and `deletePrefix(prefix)`
 *   remove (missing keys are fine).
 * - `localPath(key)` is the file's path when the store is the local disk (ffmpeg reads it in
 *   place); null on S3, where the worker downloads to a temp file with `read` first.
 * - `tusStore(expirationMs)` is the @tus data store over the same place, so a finished resumable
 *   upload is already at its key: no copy after the last byte. It is asynchronous because the S3
 *   store and the AWS SDK are imported only when S3 storage is configured (a local-storage server
 *   never loads them: less start-up time and a smaller heap).
 *
 * Local disk: `{LECTERN_DATA_DIR}/files/{key}` (a tus upload also leaves `{key}.json`, its info).
 * S3: the bucket named by S3_BUCKET, key as is (a tus upload also leaves `{key}.info`).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ListObjectsV2CommandOutput, S3 } from '@aws-sdk/client-s3';
import type { DataStore } from '@tus/utils';
import type { Config } from '../config.ts';
import { DirectFileStore } from './direct-patch.ts';

/** The folder under the data dir that holds local files. */
export const LOCAL_FILES_DIR = 'files';

/** An inclusive byte range, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/** What `stat` knows of a stored object. */
export interface StoredObject {
  size: number;
  modifiedAt: Date;
}

/** Bytes by key, on local disk or S3-compatible storage. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the stream at the key (replacing what was there); answers the bytes written. */
  write(key: string, source: Readable): Promise<{ size: number }>;
  /** Streams the object, or the inclusive range of it. Rejects when the key does not exist. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (which must end with `/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** The file's path on disk for the local store; null for S3. */
  localPath(key: string): string | null;
  /** The key of the info a tus upload keeps beside its bytes. */
  uploadInfoKey(key: string): string;
  /** The @tus data store writing uploads at their keys in this storage. */
  tusStore(expirationMs: number): Promise<DataStore>;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Refuses keys that could leave the store: empty, absolute, `..`, odd characters. */
export function assertStorageKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

/** Files under a folder on this machine. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  localPath(key: string): string {
    return path.join(this.root, assertStorageKey(key));
  }

  async write(key: string, source: Readable): Promise<{ size: number }> {
    const target = this.localPath(key);
    await mkdir(path.dirname(target), { recursive: true });
    let size = 0;
    source.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    await pipeline(source, createWriteStream(target));
    return { size };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.localPath(key);
    await stat(file);
    return createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const found = await stat(this.localPath(key));
      return found.isFile() ? { size: found.size, modifiedAt: found.mtime } : null;
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.localPath(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error('A prefix to delete must end with /');
    await rm(this.localPath(prefix.slice(0, -1)), { recursive: true, force: true });
  }

  uploadInfoKey(key: string): string {
    return `${key}.json`;
  }

  async tusStore(expirationMs: number): Promise<DataStore> {
    // FileStore, with PATCH bodies from the Node request piped straight to the file (direct-patch.ts).
    return new DirectFileStore({ directory: this.root, expirationPeriodInMilliseconds: expirationMs });
  }
}

/** What S3-compatible storage needs (from STORAGE_DRIVER=s3 and the S3_* variables). */
export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Objects in an S3-compatible bucket (AWS, MinIO, R2 …). The AWS SDK is imported on first use. */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  readonly options: S3StorageOptions;
  private s3: Promise<S3> | undefined;

  constructor(options: S3StorageOptions) {
    this.options = options;
  }

  /** The S3 client, made once with the SDK imported on demand. */
  client(): Promise<S3> {
    this.s3 ??= import('@aws-sdk/client-s3').then(({ S3 }) => new S3(this.clientConfig()));
    return this.s3;
  }

  private clientConfig() {
    return {
      region: this.options.region,
      // Checksums only where S3 requires them: the SDK's default sends every body aws-chunked with a
      // CRC trailer, which S3-compatible servers (s3rver, older MinIO, some gateways) store as bytes.
      requestChecksumCalculation: 'WHEN_REQUIRED' as const,
      responseChecksumValidation: 'WHEN_REQUIRED' as const,
      ...(this.options.endpoint ? { endpoint: this.options.endpoint, forcePathStyle: true } : {}),
      credentials: {
        accessKeyId: this.options.accessKeyId,
        secretAccessKey: this.options.secretAccessKey,
      },
    };
  }

  localPath(): null {
    return null;
  }

  async write(key: string, source: Readable): Promise<{ size: number }> {
    // PutObject needs the length up front: spool to a temp file (disk, not memory), then send it.
    const folder = await mkdtemp(path.join(tmpdir(), 'lectern-s3-'));
    const spool = path.join(folder, 'object');
    try {
      await pipeline(source, createWriteStream(spool));
      const { size } = await stat(spool);
      await (await this.client()).putObject({
        Bucket: this.options.bucket,
        Key: assertStorageKey(key),
        Body: createReadStream(spool),
        ContentLength: size,
      });
      return { size };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const answer = await (await this.client()).getObject({
      Bucket: this.options.bucket,
      Key: assertStorageKey(key),
      ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
    });
    if (!answer.Body) throw new Error(`No body for ${key}`);
    return answer.Body as Readable;
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const head = await (await this.client()).headObject({
        Bucket: this.options.bucket,
        Key: assertStorageKey(key),
      });
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await (await this.client()).deleteObject({ Bucket: this.options.bucket, Key: assertStorageKey(key) });
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error('A prefix to delete must end with /');
    assertStorageKey(prefix.slice(0, -1));
    let token: string | undefined;
    do {
      const page: ListObjectsV2CommandOutput = await (await this.client()).listObjectsV2({
        Bucket: this.options.bucket,
        Prefix: prefix,
        ContinuationToken: token,
      });
      const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
      if (keys.length > 0) {
        await (await this.client()).deleteObjects({ Bucket: this.options.bucket, Delete: { Objects: keys } });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  uploadInfoKey(key: string): string {
    return `${key}.info`;
  }

  async tusStore(expirationMs: number): Promise<DataStore> {
    const { S3Store } = await import('@tus/s3-store');
    return new S3Store({
      s3ClientConfig: { bucket: this.options.bucket, ...this.clientConfig() },
      expirationPeriodInMilliseconds: expirationMs,
    });
  }
}

/** The storage the configuration names: local disk under the data dir unless STORAGE_DRIVER=s3. */
export function createFileStorage(config: Pick<Config, 'dataDir' | 'storage'>): FileStorage {
  if (config.storage.driver === 's3') return new S3FileStorage(config.storage);
  return new LocalFileStorage(path.join(config.dataDir, LOCAL_FILES_DIR));
}

/** Reads a whole small object (a poster, a playlist) into memory; not for uploads. */
export async function readSmallObject(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A Readable from bytes, for writing small objects. */
export function bytesStream(bytes: Uint8Array): Readable {
  return Readable.from([Buffer.from(bytes)]);
}

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';

/** An S3-compatible server (s3rver) of the spec's own, on a free port with one empty bucket. */
export interface SpecS3 {
  endpoint: string;
  bucket: string;
  /** The environment that points an app server (or a worker) at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * s3rver answers every multipart call but two that @tus/s3-store makes and AWS S3 and MinIO have:
 * ListParts (GET ?uploadId) and AbortMultipartUpload (DELETE ?uploadId). They are answered here from
 * s3rver's own folder of pending parts; everything else goes to s3rver untouched.
 */
function multipartCalls(directory: string, request: IncomingMessage, response: ServerResponse): boolean {
  const url = new URL(request.url ?? '/', 'http://s3');
  const uploadId = url.searchParams.get('uploadId');
  if (!uploadId || url.searchParams.has('partNumber')) return false;
  if (request.method !== 'GET' && request.method !== 'DELETE') return false;
  const [, bucket = '', ...key] = url.pathname.split('/').map(decodeURIComponent);
  const folder = path.join(directory, bucket, '._S3rver_uploads', path.basename(uploadId));
  if (!existsSync(folder)) {
    response.writeHead(404, { 'Content-Type': 'application/xml' });
    response.end(
      '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>',
    );
    return true;
  }
  if (request.method === 'DELETE') {
    rmSync(folder, { recursive: true, force: true });
    response.writeHead(204);
    response.end();
    return true;
  }
  const parts = readdirSync(folder)
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => a - b)
    .map((number) => {
      const file = path.join(folder, String(number));
      const etag = readFileSync(`${file}.md5`, 'utf8').trim();
      return `<Part><PartNumber>${number}</PartNumber><ETag>"${etag}"</ETag><Size>${statSync(file).size}</Size></Part>`;
    });
  response.writeHead(200, { 'Content-Type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${bucket}</Bucket><Key>${key.join('/')}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
  );
  return true;
}

/** Starts s3rver with an empty bucket on a free port (or the one given). */
export async function startS3(bucket = 'lectern-spec', port = 0): Promise<SpecS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'lectern-s3rver-'));
  const s3rver = new S3rver({ silent: true, directory, configureBuckets: [{ name: bucket }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback() as (request: IncomingMessage, response: ServerResponse) => void;
  const server: Server = createServer((request, response) => {
    if (!multipartCalls(directory, request, response)) handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      // s3rver's fixed development credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

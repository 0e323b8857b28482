import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../app/server/config.ts';
import {
  flushServerErrorReporting,
  reportServerError,
  startServerErrorReporting,
} from '../../../app/server/error-reporting.ts';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from '../../../app/server/http/security-headers.ts';
import { createLogger } from '../../../app/server/logger.ts';

const quiet = createLogger({ level: 'silent' });
let ingest: Server | undefined;
afterAll(() => ingest?.close());

describe('the server’s error reporting', () => {
  it('stays off without SENTRY_DSN (errors go to the log only)', async () => {
    expect(await startServerErrorReporting({ dsn: undefined, environment: 'test', logger: quiet })).toBe(
      false,
    );
    expect(() => reportServerError(new Error('nowhere to go'), {})).not.toThrow();
  });

  it('sends an unhandled error with its request to the Sentry DSN when one is set', async () => {
    const bodies: string[] = [];
    ingest = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        bodies.push(
          (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'),
        );
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => ingest!.listen(0, '127.0.0.1', resolve));
    const { port } = ingest.address() as AddressInfo;
    const dsn = `http://publickey@127.0.0.1:${port}/42`;
    expect(await startServerErrorReporting({ dsn, environment: 'production', logger: quiet })).toBe(true);
    reportServerError(new Error('the quiz table is gone'), {
      method: 'POST',
      path: '/api/v1/x',
      reqId: 'r-1',
    });
    await flushServerErrorReporting();
    const sent = bodies.join('\n');
    expect(sent).toContain('the quiz table is gone');
    expect(sent).toContain('r-1');
    expect(sent).toContain('"environment":"production"');
  });

  it('lets the page send its own reports to the origin of VITE_SENTRY_DSN, and nowhere else', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LECTERN_SECRET: 'x'.repeat(40),
      LECTERN_DATA_DIR: '/tmp/lectern-spec-unused',
      VITE_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/7',
    });
    expect(config.browserSentryOrigin).toBe('https://o1.ingest.sentry.io');
    expect(contentSecurityPolicy([config.browserSentryOrigin!])).toContain(
      "connect-src 'self' https://o1.ingest.sentry.io;",
    );
    expect(contentSecurityPolicy([])).toBe(CONTENT_SECURITY_POLICY);
  });
});

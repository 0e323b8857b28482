import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the e2e run (smtp-server): the app sends its mail here over SMTP, and each
 * message is written to `dir` as `<n>.eml`, so specs read what went out. Plain SMTP on 127.0.0.1,
 * no TLS and no login: it only ever hears the server of this run.
 */
export async function startSmtpCatcher(dir: string): Promise<{ port: number; close(): Promise<void> }> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        writeFileSync(join(dir, `${String(count).padStart(5, '0')}.eml`), Buffer.concat(chunks));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A received message: its recipient, subject and plain-text body (transfer encoding undone). */
export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

/** Undoes RFC 2047 encoded words; adjacent words are one text (the space between them is not). */
function decodeHeader(value: string): string {
  const word = /=\?utf-8\?([bq])\?([^?]*)\?=/gi;
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/(?:=\?utf-8\?[bq]\?[^?]*\?=)+/gi, (run) => {
    const bytes: Buffer[] = [];
    for (const [, kind, text] of run.matchAll(word)) {
      bytes.push(
        kind?.toLowerCase() === 'b'
          ? Buffer.from(text ?? '', 'base64')
          : Buffer.from(
              (text ?? '')
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
                  String.fromCharCode(Number.parseInt(hex, 16)),
                ),
              'latin1',
            ),
      );
    }
    return Buffer.concat(bytes).toString('utf8');
  });
}

/** Every message caught so far, oldest first. */
export function caughtMails(dir: string): CaughtMail[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(join(dir, file), 'utf8');
      const split = raw.search(/\r?\n\r?\n/);
      const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
      const body = raw.slice(split).trim();
      const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
      return {
        to: header('To')
          .replace(/^.*<|>.*$/g, '')
          .toLowerCase(),
        subject: decodeHeader(header('Subject')),
        text: decodeBody(body, header('Content-Transfer-Encoding').toLowerCase()),
      };
    });
}

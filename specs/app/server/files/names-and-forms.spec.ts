import { PassThrough, type Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contentDisposition,
  displayFileName,
  FILE_NAME_MAX_LENGTH,
} from '../../../../app/server/files/file-names.ts';
import { parseRange } from '../../../../app/server/files/file-routes.ts';
import { MultipartError, readMultipart } from '../../../../app/server/files/multipart-stream.ts';

const unsafe = (text: string) =>
  [...text].some((character) => {
    const code = character.codePointAt(0) ?? 0;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e);
  });

describe('display names', () => {
  it('are never paths: no separators, no control or bidi characters, no leading dot, 1–255 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (sent) => {
        const shown = displayFileName(sent);
        expect(shown).not.toMatch(/[/\\]/);
        expect(unsafe(shown)).toBe(false);
        expect(shown.startsWith('.')).toBe(false);
        expect(shown.length).toBeGreaterThan(0);
        expect(shown.length).toBeLessThanOrEqual(FILE_NAME_MAX_LENGTH);
      }),
    );
  });

  it('keep an ordinary name as it is, and the extension of a long one', () => {
    expect(displayFileName('Lesson 1 – intro.mp4')).toBe('Lesson 1 – intro.mp4');
    const long = displayFileName(`${'a'.repeat(400)}.pdf`);
    expect(long).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('give a Content-Disposition whose filename* decodes back to the display name, with an ASCII-only fallback', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (sent) => {
        const header = contentDisposition('attachment', sent);
        const match = /^attachment; filename="([^"]*)"; filename\*=UTF-8''(\S+)$/.exec(header);
        expect(match).not.toBeNull();
        expect(match![1]).toMatch(/^[\x20-\x7e]*$/);
        expect(decodeURIComponent(match![2]!)).toBe(displayFileName(sent));
      }),
    );
  });
});

describe('Range headers', () => {
  it('read one range against a size; past the end is unsatisfiable; anything else serves the whole file', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-2', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseRange('items=0-1', 1000)).toBeNull();
    expect(parseRange(undefined, 1000)).toBeNull();
  });
});

const BOUNDARY = 'spec-boundary-7f';

function formBody(
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer },
  fileFirst: boolean,
): Buffer {
  const filePart = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from('\r\n'),
  ]);
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const parts = fileFirst ? [filePart, ...fieldParts] : [...fieldParts, filePart];
  return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

async function* inPieces(body: Buffer, cuts: number[]): AsyncIterable<Uint8Array> {
  let from = 0;
  for (const cut of [...new Set(cuts.map((value) => value % (body.length + 1)))].sort((a, b) => a - b)) {
    yield body.subarray(from, cut);
    from = cut;
  }
  yield body.subarray(from);
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('the streaming multipart reader', () => {
  it('gives the same fields and file bytes however the body is cut into chunks, whatever the bytes (boundary look-alikes too)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 3000 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.boolean(),
        fc.string({ maxLength: 40 }).filter((value) => !value.includes('\r')),
        async (bytes, cuts, fileFirst, hash) => {
          // Salt the file with pieces of the boundary so near-misses are exercised.
          const file = Buffer.concat([
            Buffer.from(bytes),
            Buffer.from(`\r\n--${BOUNDARY.slice(0, 7)}`),
            Buffer.from(bytes),
          ]);
          const body = formBody(
            { user_id: '12', user_id_hash: hash },
            { name: 'a.bin', bytes: file },
            fileFirst,
          );
          let received: Buffer | null = null;
          let fileName = '';
          const fields = await readMultipart(inPieces(body, cuts), BOUNDARY, async (info, stream) => {
            fileName = info.fileName;
            received = await collect(stream);
          });
          expect(fields).toEqual({ user_id: '12', user_id_hash: hash });
          expect(fileName).toBe('a.bin');
          expect(received).toEqual(file);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses a body cut off before its closing boundary, and a second file', async () => {
    const body = formBody({ user_id: '1' }, { name: 'a.bin', bytes: Buffer.from('abc') }, true);
    const cut = body.subarray(0, body.length - 12);
    await expect(
      readMultipart(inPieces(cut, []), BOUNDARY, async (_info, stream) => {
        await collect(stream).catch(() => undefined);
      }),
    ).rejects.toBeInstanceOf(MultipartError);
    const twoFiles = Buffer.concat([
      body.subarray(0, body.length - `--${BOUNDARY}--\r\n`.length),
      formBody({}, { name: 'b.bin', bytes: Buffer.from('x') }, true),
    ]);
    await expect(
      readMultipart(inPieces(twoFiles, []), BOUNDARY, async (_info, stream) => {
        const sink = new PassThrough();
        stream.pipe(sink).resume();
        await new Promise((resolve) => stream.once('end', resolve));
      }),
    ).rejects.toThrow('one file');
  });
});

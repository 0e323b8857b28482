import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Editor } from '@tiptap/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StoredImage } from '../../../core/editor/image/image-upload.extension.ts';
import { lessonExtensions } from '../../../core/editor/lesson-extensions.ts';

// Another site's image in pasted HTML (spec 1 §3, §5; issue 15): read by the page and uploaded when the
// site allows it (CORS), and imported by the server from its address (POST /files/import) when the
// site refuses; in both cases its source becomes the stored file's address. The site is a real local
// HTTP server, on another origin than the page, with and without Access-Control-Allow-Origin.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let site: Server;
let origin = '';
beforeAll(async () => {
  site = createServer((request, response) => {
    const cors = request.url?.startsWith('/shared/') ? { 'Access-Control-Allow-Origin': '*' } : {};
    response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': PNG.length, ...cors });
    response.end(PNG);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

/** An editor whose uploads and imports are recorded and answered with a stored address. */
function editorWithStorage() {
  const uploaded: File[] = [];
  const imported: string[] = [];
  // Resolved after the upload or import answered and the promise chain replacing the source has run.
  let done: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => {
    done = resolve;
  });
  const stored = (uuid: string): StoredImage => ({ url: `/api/v1/files/${uuid}/download`, uuid });
  editor = new Editor({
    extensions: lessonExtensions({
      host: 'lectern.test',
      storageHosts: ['lectern.test'],
      uploadImage: () => async (file) => {
        uploaded.push(file);
        setTimeout(done);
        return stored('uploaded-1');
      },
      importImage: () => async (src) => {
        imported.push(src);
        setTimeout(done);
        return stored('imported-1');
      },
    }),
    content: '<p></p>',
  });
  return { uploaded, imported, settled, editor };
}

/** The sources of the document's images. */
function imageSources(current: Editor): string[] {
  const sources: string[] = [];
  current.state.doc.descendants((node) => {
    if (node.type.name === 'image') sources.push(String(node.attrs.src));
  });
  return sources;
}

describe('another site’s image pasted into the editor', () => {
  it('is imported by the server when the site sends no CORS headers, and its source replaced', async () => {
    const { uploaded, imported, settled, editor: current } = editorWithStorage();
    current.view.pasteHTML(`<p>A cat</p><img src="${origin}/private/cat.png">`);
    await settled;
    expect(imported).toEqual([`${origin}/private/cat.png`]);
    expect(uploaded).toEqual([]);
    expect(imageSources(current)).toEqual(['/api/v1/files/imported-1/download']);
  });

  it('is read and uploaded by the page when the site allows it (no server import)', async () => {
    const { uploaded, imported, settled, editor: current } = editorWithStorage();
    current.view.pasteHTML(`<img src="${origin}/shared/cat.png">`);
    await settled;
    expect(imported).toEqual([]);
    expect(uploaded.map((file) => file.type)).toEqual(['image/png']);
    expect(imageSources(current)).toEqual(['/api/v1/files/uploaded-1/download']);
  });
});

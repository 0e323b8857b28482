import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enEditor from '../../../app/server/translations/en/editor.json' with { type: 'json' };
import enUi from '../../../app/server/translations/en/ui.json' with { type: 'json' };
import ruEditor from '../../../app/server/translations/ru/editor.json' with { type: 'json' };
import ruUi from '../../../app/server/translations/ru/ui.json' with { type: 'json' };
import ukEditor from '../../../app/server/translations/uk/editor.json' with { type: 'json' };
import ukUi from '../../../app/server/translations/uk/ui.json' with { type: 'json' };
import type { EditorDoc } from '../../../core/api/lessons.ts';
import {
  IMAGE_IMPORT_REFUSALS,
  ImageImportRefused,
  imageImportRefusalReason,
} from '../../../core/upload/index.ts';
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import { TextBlockEditor } from '../../../ui/lesson-editor/text-block-editor.tsx';

// Another site's image pasted into the editor that the page may not read (no CORS headers) and that the
// server refuses to import (POST /files/import, docs/editor.md) stays a link to its site; the expert is
// told so at the image, with the reason and what to do, in their language. The site is a real local
// HTTP server on another origin, sending no CORS headers.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
let site: Server;
let origin = '';
beforeAll(async () => {
  site = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': PNG.length });
    response.end(PNG);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});
afterEach(cleanup);

const catalogs = {
  en: { editor: enEditor, ui: enUi },
  uk: { editor: ukEditor, ui: ukUi },
  ru: { editor: ruEditor, ui: ruUi },
};
const doc = (): EditorDoc => ({ type: 'doc', content: [{ type: 'paragraph' }] }) as EditorDoc;

/** The editor behind the text area (Tiptap keeps it on its element). */
function editorOf(container: HTMLElement): Editor {
  const element = container.querySelector('.ProseMirror') as (HTMLElement & { editor?: Editor }) | null;
  if (!element?.editor) throw new Error('no editor');
  return element.editor;
}

/** A text block whose server import answers with `answer`; the picture is pasted as another site's image. */
async function pasteWithImport(
  language: keyof typeof catalogs,
  answer: (url: string) => Promise<{ uuid: string; name: string; url: string } | null>,
) {
  const importImage = vi.fn(answer);
  const onChange = vi.fn();
  const { container } = render(
    <I18nProvider language={language} catalog={catalogs[language]} fallback={catalogs.en}>
      <TextBlockEditor
        label="Text"
        content={doc()}
        onChange={onChange}
        uploadFiles={async () => []}
        importImage={importImage}
      />
    </I18nProvider>,
  );
  const src = `${origin}/elsewhere/cat.png`;
  act(() => {
    editorOf(container).view.pasteHTML(`<p>Look:</p><img src="${src}" alt="Cat">`);
  });
  await vi.waitFor(() => expect(importImage).toHaveBeenCalledWith(src));
  return { container, onChange, src };
}

const refusedText = (language: keyof typeof catalogs, reason: string) =>
  catalogs[language].editor.image_import_refused.replace(':reason', reason);

describe('an image the server refuses to import', () => {
  it.each([
    ['en', 'it is larger than 20 MB'],
    ['uk', 'воно більше за 20 MB'],
    ['ru', 'оно больше 20 MB'],
  ] as const)(
    'says at the image that it stays on its site, why and what to do (%s)',
    async (language, reason) => {
      const { container, onChange, src } = await pasteWithImport(language, async () => {
        throw new ImageImportRefused('tooLarge');
      });
      const notice = await screen.findByRole('status');
      expect(notice.textContent).toBe(refusedText(language, reason));
      // At the image: in the image's own box, under the picture, which is still the other site's.
      const image = container.querySelector('.lesson-image') as HTMLElement;
      expect(within(image).getByRole('status')).toBe(notice);
      expect(image.querySelector('img')?.getAttribute('src')).toBe(src);
      expect(JSON.stringify(onChange.mock.calls.at(-1)?.[0])).toContain(src);
    },
  );

  it('names each of the server’s refusals in its own words', async () => {
    const { container } = await pasteWithImport('en', async () => {
      throw new ImageImportRefused(imageImportRefusalReason(422, IMAGE_IMPORT_REFUSALS.refusedAddress));
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      refusedText('en', 'its address leads into a private network'),
    );
    expect(container.querySelectorAll('[role="status"]')).toHaveLength(1);
  });

  it('says nothing once the server has copied it: the image is the stored file', async () => {
    const { onChange } = await pasteWithImport('en', async () => ({
      uuid: 'imported-1',
      name: 'cat.png',
      url: '/api/v1/files/imported-1/download',
    }));
    await vi.waitFor(() =>
      expect(JSON.stringify(onChange.mock.calls.at(-1)?.[0])).toContain('/api/v1/files/imported-1/download'),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the reason read back from the server’s answer', () => {
  it.each([
    [422, IMAGE_IMPORT_REFUSALS.badAddress, 'badAddress'],
    [422, IMAGE_IMPORT_REFUSALS.refusedAddress, 'refusedAddress'],
    [422, IMAGE_IMPORT_REFUSALS.tooManyRedirects, 'tooManyRedirects'],
    [422, IMAGE_IMPORT_REFUSALS.tooLarge, 'tooLarge'],
    [422, IMAGE_IMPORT_REFUSALS.notAnImage, 'notAnImage'],
    [422, IMAGE_IMPORT_REFUSALS.unreachable, 'unreachable'],
    [429, 'Too many images are being imported at once; try again in a moment.', 'busy'],
    [422, 'The school has no room left.', 'failed'],
    [403, 'You may not do this.', 'failed'],
    [null, null, 'failed'],
  ] as const)('%s %s → %s', (status, message, reason) => {
    expect(imageImportRefusalReason(status, message)).toBe(reason);
  });
});

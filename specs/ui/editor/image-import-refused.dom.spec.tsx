import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
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
import type { InsertedFile } from '../../../ui/editor/insert-menu.tsx';
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import { TextBlockEditor } from '../../../ui/lesson-editor/text-block-editor.tsx';
import { expectNoAxeViolations } from '../quiz/answers/render-question.tsx';

// Another site's image pasted into the editor that the page may not read (no CORS headers) and that the
// server refuses to import (POST /files/import, docs/editor.md) would be broken for the expert and every
// student (the site's CSP shows images of our own origin only): it is taken out of the text, and a notice
// stands where it was, with the reason and what to do, in the expert's language, until they dismiss it or
// upload a picture in its place. The notice is never in the document; Ctrl+Z gives back the text as it
// was before the paste. The site is a real local HTTP server on another origin, sending no CORS headers
// (and a GIF it lets the page read).

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
let site: Server;
let origin = '';
beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url?.startsWith('/shared/')) {
      response.writeHead(200, {
        'Content-Type': 'image/gif',
        'Content-Length': GIF.length,
        'Access-Control-Allow-Origin': '*',
      });
      response.end(GIF);
      return;
    }
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
/** What the expert had before the paste. */
const BEFORE: EditorDoc = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Before' }] }],
} as EditorDoc;

/** The editor behind the text area (Tiptap keeps it on its element). */
function editorOf(container: HTMLElement): Editor {
  const element = container.querySelector('.ProseMirror') as (HTMLElement & { editor?: Editor }) | null;
  if (!element?.editor) throw new Error('no editor');
  return element.editor;
}

/** The image sources of a document. */
function imageSources(doc: unknown): string[] {
  const found: string[] = [];
  const walk = (node: { type?: string; attrs?: { src?: string }; content?: unknown[] }) => {
    if (node.type === 'image') found.push(String(node.attrs?.src));
    for (const child of node.content ?? []) walk(child as never);
  };
  walk(doc as never);
  return found;
}

/**
 * A text block holding "Before" whose server import answers with `answer`; a paragraph and another
 * site's image are pasted at its end.
 */
async function pasteWithImport(
  language: keyof typeof catalogs,
  answer: (url: string) => Promise<InsertedFile | null>,
  { path = '/elsewhere/cat.png', uploaded = [] as InsertedFile[] } = {},
) {
  const importImage = vi.fn(answer);
  const uploadFiles = vi.fn(async (_files: File[]) => uploaded);
  const onChange = vi.fn();
  const { container } = render(
    <I18nProvider language={language} catalog={catalogs[language]} fallback={catalogs.en}>
      <TextBlockEditor
        label="Text"
        content={BEFORE}
        onChange={onChange}
        uploadFiles={uploadFiles}
        importImage={importImage}
      />
    </I18nProvider>,
  );
  const editor = editorOf(container);
  const initial = editor.getJSON();
  const src = `${origin}${path}`;
  act(() => {
    editor.commands.focus('end');
    editor.view.pasteHTML(`<p>Look:</p><img src="${src}" alt="Cat"><p>After</p>`);
  });
  return { container, editor, onChange, importImage, uploadFiles, src, initial };
}

/** The document the editor last handed out to be saved. */
const saved = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)?.[0] as EditorDoc;

const refusedText = (language: keyof typeof catalogs, reason: string) =>
  catalogs[language].editor.image_import_refused.replace(':reason', reason);

describe('an image the server refuses to import', () => {
  it.each([
    ['en', 'it is larger than 20 MB'],
    ['uk', 'воно більше за 20 MB'],
    ['ru', 'оно больше 20 MB'],
  ] as const)(
    'is taken out of the text, and a notice where it was says why and what to do (%s)',
    async (language, reason) => {
      const { container, onChange, importImage, src } = await pasteWithImport(language, async () => {
        throw new ImageImportRefused('tooLarge');
      });
      const notice = await screen.findByRole('status');
      expect(importImage).toHaveBeenCalledWith(src);
      expect(notice.textContent).toBe(refusedText(language, reason));
      // No broken picture in the editor, nor in what is saved for the students.
      expect(container.querySelector('img')).toBeNull();
      expect(imageSources(saved(onChange))).toEqual([]);
      expect(JSON.stringify(saved(onChange))).not.toContain(origin);
      // The notice stands where the image was: between "Look:" (pasted at the end of "Before") and
      // "After", outside the saved text.
      const box = container.querySelector('[data-image-refused]') as HTMLElement;
      expect(box.contains(notice)).toBe(true);
      const place = box.closest('.lesson-image-refused') as HTMLElement;
      expect(place.previousElementSibling?.textContent).toBe('BeforeLook:');
      expect(place.nextElementSibling?.textContent).toBe('After');
      expect(JSON.stringify(saved(onChange))).not.toContain(notice.textContent?.slice(0, 20));
      const words = catalogs[language].editor;
      expect(within(box).getByRole('button', { name: words.image_import_upload })).toBeTruthy();
      expect(within(box).getByRole('button', { name: words.image_import_dismiss })).toBeTruthy();
    },
  );

  it('its notice is axe clean', async () => {
    await pasteWithImport('en', async () => {
      throw new ImageImportRefused('tooLarge');
    });
    await screen.findByRole('status');
    await expectNoAxeViolations();
  });

  it('names each of the server’s refusals in its own words', async () => {
    const { container } = await pasteWithImport('en', async () => {
      throw new ImageImportRefused(imageImportRefusalReason(422, IMAGE_IMPORT_REFUSALS.refusedAddress));
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      refusedText('en', 'its address leads into a private network'),
    );
    expect(container.querySelectorAll('[role="status"]')).toHaveLength(1);
  });

  it('goes with its notice when dismissed, and the text stays as it is', async () => {
    const { container, editor, onChange } = await pasteWithImport('en', async () => {
      throw new ImageImportRefused('unreachable');
    });
    await screen.findByRole('status');
    const before = saved(onChange);
    act(() => screen.getByRole('button', { name: enEditor.image_import_dismiss }).click());
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('[data-image-refused]')).toBeNull();
    expect(editor.getJSON()).toEqual(before);
  });

  it('takes a picture uploaded from the notice where the image was, and the notice goes', async () => {
    const stored = { uuid: 'up-1', name: 'cat.png', url: '/api/v1/files/up-1/download' };
    const { onChange, uploadFiles } = await pasteWithImport(
      'en',
      async () => {
        throw new ImageImportRefused('refusedAddress');
      },
      { uploaded: [stored] },
    );
    const box = (await screen.findByRole('status')).closest('[data-image-refused]') as HTMLElement;
    const picker = box.querySelector('input[type="file"]') as HTMLInputElement;
    const clicked = vi.fn();
    picker.addEventListener('click', clicked);
    act(() => within(box).getByRole('button', { name: enEditor.image_import_upload }).click());
    expect(clicked).toHaveBeenCalled();
    const file = new File([PNG], 'cat.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [file] } });
    await vi.waitFor(() => expect(imageSources(saved(onChange))).toEqual([stored.url]));
    expect(uploadFiles.mock.calls[0]?.[0]?.[0]?.name).toMatch(/\.png$/);
    const texts = (saved(onChange).content ?? []).map((node) =>
      node.type === 'image' ? 'image' : JSON.stringify(node).match(/"text":"([^"]*)"/)?.[1],
    );
    expect(texts).toEqual(['BeforeLook:', 'image', 'After']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays while the expert edits around it, between blocks', async () => {
    const { container, editor } = await pasteWithImport('en', async () => {
      throw new ImageImportRefused('unreachable');
    });
    await screen.findByRole('status');
    // Backspace at the start of "After" joins it to the paragraph before the notice; then typing.
    act(() => {
      editor.commands.setTextSelection(editor.state.doc.content.size - 'After'.length - 1);
      editor.commands.joinBackward();
      editor.commands.insertContent(' and more');
    });
    expect(screen.getByRole('status')).toBeTruthy();
    const place = container.querySelector('.lesson-image-refused') as HTMLElement;
    expect(place.parentElement).toBe(container.querySelector('.ProseMirror'));
    expect(place.previousElementSibling?.textContent).toBe('BeforeLook: and moreAfter');
  });

  it('Ctrl+Z gives back the text as it was before the paste, without the image or the notice', async () => {
    const { container, editor, onChange, initial } = await pasteWithImport('en', async () => {
      throw new ImageImportRefused('notAnImage');
    });
    await screen.findByRole('status');
    const text = container.querySelector('.ProseMirror') as HTMLElement;
    act(() => {
      fireEvent.keyDown(text, { key: 'z', code: 'KeyZ', ctrlKey: true });
    });
    expect(editor.getJSON()).toEqual(initial);
    expect(saved(onChange)).toEqual(initial);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('is tried again when pasted again, and taken out again if refused again', async () => {
    let calls = 0;
    const { editor, onChange, importImage, src } = await pasteWithImport('en', async () => {
      calls += 1;
      if (calls === 1) throw new ImageImportRefused('busy');
      return { uuid: 'imported-2', name: 'cat.png', url: '/api/v1/files/imported-2/download' };
    });
    await screen.findByRole('status');
    act(() => {
      editor.commands.focus('end');
      editor.view.pasteHTML(`<img src="${src}" alt="Cat">`);
    });
    await vi.waitFor(() =>
      expect(imageSources(saved(onChange))).toEqual(['/api/v1/files/imported-2/download']),
    );
    expect(importImage).toHaveBeenCalledTimes(2);
  });

  it('says nothing once the server has copied it: the image is the stored file', async () => {
    const { onChange } = await pasteWithImport('en', async () => ({
      uuid: 'imported-1',
      name: 'cat.png',
      url: '/api/v1/files/imported-1/download',
    }));
    await vi.waitFor(() =>
      expect(imageSources(saved(onChange))).toEqual(['/api/v1/files/imported-1/download']),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('another site’s GIF the page may read', () => {
  it('is taken out too, since it is not a picture we store: the notice says so', async () => {
    const { container, onChange, importImage } = await pasteWithImport(
      'en',
      async () => {
        throw new Error('not asked');
      },
      { path: '/shared/dance.gif' },
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      refusedText('en', 'its address does not give a JPEG, PNG or WebP image'),
    );
    expect(importImage).not.toHaveBeenCalled();
    expect(container.querySelector('img')).toBeNull();
    expect(imageSources(saved(onChange))).toEqual([]);
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

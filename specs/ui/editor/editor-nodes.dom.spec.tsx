import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/core';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enEditor from '../../../app/server/translations/en/editor.json' with { type: 'json' };
import enPlayer from '../../../app/server/translations/en/player.json' with { type: 'json' };
import enUi from '../../../app/server/translations/en/ui.json' with { type: 'json' };
import ukEditor from '../../../app/server/translations/uk/editor.json' with { type: 'json' };
import ukPlayer from '../../../app/server/translations/uk/player.json' with { type: 'json' };
import ukUi from '../../../app/server/translations/uk/ui.json' with { type: 'json' };
import type { EditorDoc } from '../../../core/api/lessons.ts';
import { LessonDocumentView, loadHtmlPurifier } from '../../../ui/editor/lesson-document-view.tsx';
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import { TextBlockEditor } from '../../../ui/lesson-editor/text-block-editor.tsx';

// The editor's block nodes as an expert uses them (spec 1 §4): the image's corner handles (pointer and
// keyboard) and settings panel, the HTML block's collapse and height, the audio recording player, pasted
// base64 pictures uploaded and replaced; and click-to-zoom in the read-only view, captioned per language.

const catalogs = {
  en: { editor: enEditor, player: enPlayer, ui: enUi },
  uk: { editor: ukEditor, player: ukPlayer, ui: ukUi },
};
function renderIn(ui: ReactElement, language: 'en' | 'uk' = 'en') {
  return render(
    <I18nProvider language={language} catalog={catalogs[language]} fallback={catalogs.en}>
      {ui}
    </I18nProvider>,
  );
}
afterEach(cleanup);

const PICTURE = 'https://cdn.lectern.test/cat.png';
const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const doc = (...content: object[]): EditorDoc => ({ type: 'doc', content }) as EditorDoc;
const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

/** The editor behind the text area (Tiptap keeps it on its element). */
function editorOf(container: HTMLElement): Editor {
  const element = container.querySelector('.ProseMirror') as (HTMLElement & { editor?: Editor }) | null;
  if (!element?.editor) throw new Error('no editor');
  return element.editor;
}
/** The last document the editor emitted. */
const lastDoc = (onChange: ReturnType<typeof vi.fn>) =>
  onChange.mock.calls.at(-1)?.[0] as { content: { type: string; attrs?: Record<string, unknown> }[] };

describe('the image in the editor', () => {
  // happy-dom lays nothing out: the text is given the width a browser would give it.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('lesson-image') ? 600 : 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  async function renderImage(onChange = vi.fn()) {
    const view = renderIn(
      <TextBlockEditor
        label="Text"
        content={doc(
          { type: 'image', attrs: { src: PICTURE, alt: 'Cat', width: '100%' } },
          paragraph('After'),
        )}
        onChange={onChange}
      />,
    );
    const editor = editorOf(view.container);
    act(() => {
      editor.commands.focus();
      editor.commands.setNodeSelection(0);
    });
    // The node view shows its selection on its next render.
    await screen.findByTestId('image-resize-bottomRight');
    return { ...view, editor, onChange };
  }

  it('shows four corner handles and a settings button once selected, and the panel only from that button', async () => {
    const user = userEvent.setup();
    const { container, onChange } = await renderImage();
    expect(container.querySelectorAll('[data-testid^="image-resize-"]')).toHaveLength(4);
    const settings = screen.getByRole('button', { name: 'Image settings' });
    expect(settings.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('checkbox', { name: 'Enlarge on click' })).toBeNull();
    await user.click(settings);
    const panel = screen.getByRole('group', { name: 'Image settings' });
    for (const name of [
      'Hide on phones',
      'Hide on tablets',
      'Hide on computers',
      'Enlarge on click',
      'Full width',
    ])
      expect(within(panel).getByRole('checkbox', { name })).toBeTruthy();
    expect(within(panel).getByRole('combobox', { name: 'Position' })).toBeTruthy();
    await user.click(within(panel).getByRole('checkbox', { name: 'Enlarge on click' }));
    expect(lastDoc(onChange).content[0]).toMatchObject({ type: 'image', attrs: { allowzoom: true } });
    // The image stays selected, its panel open, for the next setting.
    await user.click(within(panel).getByRole('checkbox', { name: 'Hide on phones' }));
    expect(lastDoc(onChange).content[0]).toMatchObject({ attrs: { allowzoom: true, hidemobile: true } });
  });

  it('resizes by the keyboard on its handle: 10 px an arrow, 50 with Shift, never to 50 px or below nor past the text', async () => {
    const { onChange, editor } = await renderImage();
    const handle = screen.getByRole('slider', { name: /Image width/ });
    handle.focus();
    // user-event sends keys typed inside a contenteditable to its host, a browser to the focused handle.
    const press = async (key: string, shiftKey = false) => {
      fireEvent.keyDown(handle, { key, shiftKey });
      await waitFor(() =>
        expect(handle.getAttribute('aria-valuenow')).toBe(handle.getAttribute('aria-valuenow')),
      );
    };
    const widthAfter = async (key: string, width: string, shiftKey = false) => {
      press(key, shiftKey);
      expect(lastDoc(onChange).content[0]!.attrs).toMatchObject({ width });
      await waitFor(() => expect(handle.parentElement?.style.width).toBe(width));
    };
    await widthAfter('ArrowLeft', '590px');
    await widthAfter('ArrowLeft', '540px', true);
    await widthAfter('Home', '51px');
    const calls = onChange.mock.calls.length;
    press('ArrowLeft');
    expect(onChange.mock.calls.length).toBe(calls);
    await widthAfter('End', '600px');
    expect(editor.state.selection.toJSON()).toMatchObject({ type: 'node', anchor: 0 });
  });

  it('resizes by dragging a corner, within the text and above 50 px', async () => {
    const { onChange } = await renderImage();
    const corner = screen.getByTestId('image-resize-bottomRight');
    fireEvent.pointerDown(corner, { clientX: 600, clientY: 10 });
    fireEvent.pointerMove(window, { clientX: 400, clientY: 10 });
    fireEvent.pointerMove(window, { clientX: 0, clientY: 10 }); // would leave 0 px: refused, 400 kept
    fireEvent.pointerUp(window, { clientX: 0, clientY: 10 });
    expect(lastDoc(onChange).content[0]!.attrs).toMatchObject({ width: '400px' });
    await waitFor(() => expect(corner.parentElement?.style.width).toBe('400px'));
    const left = screen.getByTestId('image-resize-topLeft');
    fireEvent.pointerDown(left, { clientX: 0, clientY: 0 });
    fireEvent.pointerMove(window, { clientX: -500, clientY: 0 }); // 900 px: wider than the text, refused
    fireEvent.pointerMove(window, { clientX: -100, clientY: 0 });
    fireEvent.pointerUp(window, { clientX: -100, clientY: 0 });
    expect(lastDoc(onChange).content[0]!.attrs).toMatchObject({ width: '500px' });
  });

  it('takes the focus into its controls on Tab and gives it back to the text on Escape', async () => {
    const user = userEvent.setup();
    const { editor } = await renderImage();
    await user.keyboard('{Tab}');
    const handle = screen.getByRole('slider', { name: /Image width/ });
    expect(document.activeElement).toBe(handle);
    fireEvent.keyDown(handle, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(editor.view.dom));
    expect(JSON.stringify(editor.getJSON())).toContain(PICTURE);
  });
});

describe('click-to-zoom as the person’s preference (spec 1 §3 allowzoom)', () => {
  const preferences = { customFontSizes: [], usedColors: [], signedIn: true };

  it('is saved when the person turns it on for an image', async () => {
    const user = userEvent.setup();
    const onPreferencesChange = vi.fn();
    const { container } = renderIn(
      <TextBlockEditor
        label="Text"
        content={doc({ type: 'image', attrs: { src: PICTURE, alt: 'Cat' } })}
        onChange={vi.fn()}
        preferences={{ ...preferences, allowZoom: false }}
        onPreferencesChange={onPreferencesChange}
      />,
    );
    act(() => {
      editorOf(container).commands.setNodeSelection(0);
    });
    await user.click(screen.getByRole('button', { name: 'Image settings' }));
    await user.click(screen.getByRole('checkbox', { name: 'Enlarge on click' }));
    expect(onPreferencesChange).toHaveBeenCalledWith({ ...preferences, allowZoom: true });
  });

  it('is what a pasted image starts with', () => {
    for (const allowZoom of [true, false]) {
      const onChange = vi.fn();
      const { container, unmount } = renderIn(
        <TextBlockEditor
          label="Text"
          content={doc(paragraph('Start'))}
          onChange={onChange}
          preferences={{ ...preferences, allowZoom }}
        />,
      );
      act(() => {
        editorOf(container).view.pasteHTML(`<img src="${PICTURE}" alt="Cat">`);
      });
      const pasted = lastDoc(onChange).content.find((node) => node.type === 'image');
      expect(pasted?.attrs).toMatchObject({ allowzoom: allowZoom });
      unmount();
    }
  });
});

describe('the HTML block', () => {
  function renderHtml(onChange = vi.fn()) {
    renderIn(
      <TextBlockEditor
        label="Text"
        content={doc({
          type: 'htmlBlock',
          attrs: { open: true, value: '<p>Hello students</p>', height: 250 },
        })}
        onChange={onChange}
      />,
    );
    return onChange;
  }

  it('collapses from the minus button (stored closed once the fold ends) and shows the markup as students see it', async () => {
    const user = userEvent.setup();
    const onChange = renderHtml();
    const minus = screen.getByRole('button', { name: /Hide HTML/ });
    await user.click(minus);
    expect(minus.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(lastDoc(onChange)?.content[0]?.attrs).toMatchObject({ open: false }));
    // The students' view cleans the markup with DOMPurify, which it loads with the first HTML block.
    await act(() => loadHtmlPurifier());
    expect(screen.getByText('Hello students')).toBeTruthy();
    expect(screen.queryByRole('separator', { name: /Height of the HTML area/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show HTML' }));
    expect(lastDoc(onChange).content[0]!.attrs).toMatchObject({ open: true });
    expect(screen.getByRole('separator', { name: /Height of the HTML area/ })).toBeTruthy();
  });

  it('takes the focus into its controls on Tab when selected and gives it back on Escape', async () => {
    const user = userEvent.setup();
    const { container } = renderIn(
      <TextBlockEditor
        label="Text"
        content={doc(paragraph('Above'), { type: 'htmlBlock', attrs: { open: true, value: '<p>Hi</p>' } })}
        onChange={vi.fn()}
      />,
    );
    const editor = editorOf(container);
    act(() => {
      editor.commands.focus();
      editor.commands.setNodeSelection(editor.state.doc.firstChild!.nodeSize);
    });
    await user.keyboard('{Tab}');
    const minus = screen.getByRole('button', { name: /Hide HTML/ });
    expect(document.activeElement).toBe(minus);
    fireEvent.keyDown(minus, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(editor.view.dom));
    expect(editor.state.selection.toJSON()).toMatchObject({ type: 'node' });
  });

  it('adds each template and drags its height under 540 px by the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = renderHtml();
    for (const [name, markup] of [
      ['Ul', '<ul>'],
      ['CTA', 'Join'],
      ['Img', '<img'],
      ['Iframe', '<iframe'],
      ['P', '<p>Paragraph</p>'],
      ['Button', 'Button</a>'],
    ] as const) {
      await user.click(screen.getByRole('button', { name }));
      expect(String(lastDoc(onChange).content[0]!.attrs!.value)).toContain(markup);
    }
    const handle = screen.getByRole('separator', { name: /Height of the HTML area/ });
    handle.focus();
    await user.keyboard('{ArrowDown}');
    expect(lastDoc(onChange).content[0]!.attrs).toMatchObject({ height: 270 });
  });
});

describe('the audio recording in the editor', () => {
  it('plays through the recording player: the rate cycles 1 → 1.5 → 2 → 1 and the task’s script shows on demand', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = renderIn(
      <TextBlockEditor
        label="Text"
        content={doc(paragraph('Listen:'), {
          type: 'audioRecording',
          attrs: { src: '/files/greeting.mp3', name: 'greeting.mp3', script: 'Say hello to the class.' },
        })}
        onChange={onChange}
      />,
    );
    act(() => {
      editorOf(container).commands.setTextSelection(1);
    });
    await waitFor(() => expect(screen.queryByLabelText(/Script of the recording task/)).toBeNull());
    expect(screen.getByRole('button', { name: 'Play the recording' })).toBeTruthy();
    const rate = await screen.findByRole('button', { name: 'Speed 1×' });
    await user.click(rate);
    expect(rate.textContent).toBe('Speed 1.5×');
    await user.click(rate);
    expect(rate.textContent).toBe('Speed 2×');
    await user.click(rate);
    expect(rate.textContent).toBe('Speed 1×');
    expect(screen.queryByText('Say hello to the class.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show script' }));
    expect(screen.getByText('Say hello to the class.')).toBeTruthy();

    act(() => {
      const editor = editorOf(container);
      editor.commands.setNodeSelection(editor.state.doc.firstChild!.nodeSize);
    });
    const script = await screen.findByLabelText(/Script of the recording task/);
    await user.clear(script);
    await user.type(script, 'New');
    expect(lastDoc(onChange).content[1]!.attrs).toMatchObject({ script: 'New' });
  });
});

describe('audio picked through the insert menu', () => {
  it('becomes a recording player for each file when the pick is audio only, a file block otherwise', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = vi.fn();
    const uploadFiles = vi.fn(async (files: File[]) =>
      files.map((file, index) => ({ uuid: `a-${index}`, name: file.name, url: `/files/${file.name}` })),
    );
    const { container } = renderIn(
      <TextBlockEditor
        label="Text"
        content={doc({ type: 'paragraph' })}
        onChange={onChange}
        uploadFiles={uploadFiles}
      />,
    );
    await user.click(screen.getByRole('textbox', { name: 'Text' }));
    await user.keyboard('{Alt>}{F9}{/Alt}');
    await screen.findByRole('toolbar', { name: 'Insert' });
    const fileInput = container.querySelectorAll<HTMLInputElement>('input[type="file"]')[1]!;
    await user.upload(fileInput, [
      new File(['a'], 'hello.mp3', { type: 'audio/mpeg' }),
      new File(['b'], 'bye.m4a', { type: 'audio/mp4' }),
    ]);
    await waitFor(() =>
      expect(
        lastDoc(onChange)
          .content.filter((node) => node.type === 'audioRecording')
          .map((node) => node.attrs),
      ).toEqual([
        expect.objectContaining({ src: '/files/hello.mp3', 'data-file-id': 'a-0', name: 'hello.mp3' }),
        expect.objectContaining({ src: '/files/bye.m4a', 'data-file-id': 'a-1', name: 'bye.m4a' }),
      ]),
    );
    expect(await screen.findAllByRole('button', { name: 'Play the recording' })).toHaveLength(2);
    await user.upload(fileInput, [new File(['a'], 'talk.mp3'), new File(['c'], 'notes.pdf')]);
    await waitFor(() =>
      expect(lastDoc(onChange).content.some((node) => node.type === 'fileBlock')).toBe(true),
    );
  });
});

describe('the file block in the editor', () => {
  it('shows its files by name and switches preview and download', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderIn(
      <TextBlockEditor
        label="Text"
        content={doc(paragraph('Files:'), {
          type: 'fileBlock',
          attrs: {
            files: JSON.stringify([
              { uuid: 'u1', name: 'notes.pdf', url: '/files/notes.pdf' },
              { uuid: 'u2', name: 'slides.pptx', url: null },
            ]),
            fileIds: ['u1', 'u2'],
          },
        })}
        onChange={onChange}
      />,
    );
    expect((await screen.findByRole('link', { name: 'notes.pdf' })).getAttribute('href')).toBe(
      '/files/notes.pdf',
    );
    expect(screen.getByText('slides.pptx')).toBeTruthy();
    expect(document.querySelectorAll('.ProseMirror [data-file-block]')).toHaveLength(1);
    const download = screen.getByRole('checkbox', { name: 'Download' });
    expect((download as HTMLInputElement).checked).toBe(true);
    await user.click(download);
    expect(lastDoc(onChange).content[1]!.attrs).toMatchObject({ download: false, preview: true });
    await user.click(screen.getByRole('checkbox', { name: 'Preview' }));
    expect(lastDoc(onChange).content[1]!.attrs).toMatchObject({ download: false, preview: false });
  });
});

describe('pasted pictures', () => {
  it('go through the upload queue when the person may upload, and their source becomes the stored address', async () => {
    const onChange = vi.fn();
    const uploadFiles = vi.fn(async (files: File[]) =>
      files.map((file, index) => ({
        uuid: `f-${index}`,
        name: file.name,
        url: `https://cdn.lectern.test/${index}.png`,
      })),
    );
    const { container } = renderIn(
      <TextBlockEditor
        label="Text"
        content={doc(paragraph('Start'))}
        onChange={onChange}
        uploadFiles={uploadFiles}
      />,
    );
    act(() => {
      editorOf(container).view.pasteHTML(`<p>Look:</p><img src="${TINY_PNG}" alt="Dot">`);
    });
    await waitFor(() =>
      expect(JSON.stringify(lastDoc(onChange))).toContain('"src":"https://cdn.lectern.test/0.png"'),
    );
    expect(JSON.stringify(lastDoc(onChange))).toContain('"data-file-id":"f-0"');
    expect(JSON.stringify(lastDoc(onChange))).not.toContain('data:image');
    const [file] = uploadFiles.mock.calls[0]![0];
    expect(file).toMatchObject({ type: 'image/png', name: 'image.png' });
  });

  it('stay as they came when the person may not upload images', async () => {
    const onChange = vi.fn();
    const { container } = renderIn(
      <TextBlockEditor label="Text" content={doc(paragraph('Start'))} onChange={onChange} />,
    );
    act(() => {
      editorOf(container).view.pasteHTML(`<img src="${TINY_PNG}" alt="Dot">`);
    });
    expect(JSON.stringify(lastDoc(onChange))).toContain(TINY_PNG);
  });
});

describe('the audio recording in the read-only view', () => {
  it('plays with the recording player (loaded when shown) and its script on demand', async () => {
    const user = userEvent.setup();
    renderIn(
      <LessonDocumentView
        document={doc({
          type: 'audioRecording',
          attrs: { src: '/files/greeting.mp3', name: 'greeting.mp3', script: '<b>Say</b> hello.' },
        })}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Play the recording' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Speed 1×' }));
    expect(screen.getByRole('button', { name: 'Speed 1.5×' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show script' }));
    expect(screen.getByText('<b>Say</b> hello.')).toBeTruthy();
  });
});

describe('click-to-zoom in the read-only view', () => {
  const zoomable = doc({ type: 'image', attrs: { src: PICTURE, alt: 'Cat', allowzoom: true } });

  it('opens a zoomable image large from a click or Enter, closes on Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    renderIn(<LessonDocumentView document={zoomable} />);
    const image = screen.getByRole('button', { name: 'Cat. Click to enlarge' });
    await user.click(image);
    const dialog = await screen.findByRole('dialog', { name: 'Cat' });
    expect(within(dialog).getByRole('img', { name: 'Cat' }).getAttribute('src')).toBe(PICTURE);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(image);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Cat' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('captions it in the reader’s language, and leaves an image without zoom alone', () => {
    renderIn(
      <LessonDocumentView
        document={doc(zoomable.content[0]!, { type: 'image', attrs: { src: PICTURE, alt: 'Dog' } })}
      />,
      'uk',
    );
    expect(screen.getByRole('button', { name: 'Cat. Натисніть, щоб збільшити' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Dog' }).getAttribute('tabindex')).toBeNull();
  });
});

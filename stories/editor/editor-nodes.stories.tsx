import type { Story } from '@ladle/react';
import type { Editor } from '@tiptap/core';
import { type ReactNode, useEffect, useRef } from 'react';
import enEditor from '../../app/server/translations/en/editor.json' with { type: 'json' };
import enPlayer from '../../app/server/translations/en/player.json' with { type: 'json' };
import enUi from '../../app/server/translations/en/ui.json' with { type: 'json' };
import ruEditor from '../../app/server/translations/ru/editor.json' with { type: 'json' };
import ruPlayer from '../../app/server/translations/ru/player.json' with { type: 'json' };
import ruUi from '../../app/server/translations/ru/ui.json' with { type: 'json' };
import ukEditor from '../../app/server/translations/uk/editor.json' with { type: 'json' };
import ukPlayer from '../../app/server/translations/uk/player.json' with { type: 'json' };
import ukUi from '../../app/server/translations/uk/ui.json' with { type: 'json' };
import type { EditorDoc } from '../../core/api/lessons.ts';
import { LessonDocumentView } from '../../ui/editor/lesson-document-view.tsx';
import { I18nProvider, useTranslation } from '../../ui/i18n/i18n-context.tsx';
import { TextBlockEditor } from '../../ui/lesson-editor/text-block-editor.tsx';
import { StoryFrame } from '../story-frame.tsx';

export default { title: 'Lesson editor / Editor nodes' };

// The editor's block nodes in each state of spec 1 §4: the image selected (corner handles and the
// settings button), its settings panel open, its upload on the way; the HTML block open and collapsed;
// the audio recording player, with its task script being written; click-to-zoom open in a student's view.

const catalogs = {
  en: { editor: enEditor, player: enPlayer, ui: enUi },
  uk: { editor: ukEditor, player: ukPlayer, ui: ukUi },
  ru: { editor: ruEditor, player: ruPlayer, ui: ruUi },
} as const;

function Texts({ children, language }: { children: ReactNode; language?: keyof typeof catalogs }) {
  const outer = useTranslation().language;
  const chosen = language ?? outer;
  return (
    <I18nProvider language={chosen} catalog={catalogs[chosen]} fallback={catalogs.en}>
      <StoryFrame width={720}>{children}</StoryFrame>
    </I18nProvider>
  );
}

const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAAAkCAIAAAC2bqvFAAAAXUlEQVR42u3XsQnAMAwEQK2Vgbx/E3AXZ4KkMLKN4OAH+Kukj6uN0gkAAAAAAIDs3P35SgHAT/sVhthZfQUDYKp9oiFOtc8yAAAAAAAAuMSeOXvAIjPqAQAAAIrmBeLhEX2k1JgNAAAAAElFTkSuQmCC';
const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const AUDIO = '/stories/recording.mp3';
const doc = (...content: object[]): EditorDoc => ({ type: 'doc', content }) as EditorDoc;
const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const image = (attrs: object = {}) => ({
  type: 'image',
  attrs: { src: PICTURE, alt: 'A blue card', width: '75%', ...attrs },
});

/** Runs `act` on the story's editor once it is shown (selects a node, opens a panel, pastes). */
function EditorAt({
  content,
  act,
  uploadFiles,
}: {
  content: EditorDoc;
  act?: (editor: Editor, root: HTMLElement) => void;
  uploadFiles?: (files: File[]) => Promise<{ uuid: string; name: string; url: string | null }[]>;
}) {
  const root = useRef<HTMLDivElement>(null);
  const done = useRef(false);
  useEffect(() => {
    const element = root.current?.querySelector('.ProseMirror') as (HTMLElement & { editor?: Editor }) | null;
    if (!element?.editor || !root.current || done.current) return;
    done.current = true;
    act?.(element.editor, root.current);
  });
  return (
    <div ref={root}>
      <TextBlockEditor
        label="Text of Block #1 (Text)"
        content={content}
        onChange={() => undefined}
        uploadFiles={uploadFiles}
      />
    </div>
  );
}

const selectFirst = (editor: Editor) => editor.commands.setNodeSelection(0);
const clickLater = (root: HTMLElement, selector: string) =>
  window.setTimeout(() => root.querySelector<HTMLElement>(selector)?.click(), 0);

/** The image selected: four corner handles (the bottom-right one takes the arrow keys) and the settings button. */
export const ImageSelected: Story = () => (
  <Texts>
    <EditorAt content={doc(image(), paragraph('The card above is 75 % wide.'))} act={selectFirst} />
  </Texts>
);

/** The image being resized: the bottom-right corner dragged 200 px to the left and held there. */
export const ImageResizing: Story = () => (
  <Texts>
    <EditorAt
      content={doc(
        image({ width: '100%' }),
        paragraph('Drag a corner: the width stays above 50 px and within the text.'),
      )}
      act={(editor, root) => {
        selectFirst(editor);
        window.setTimeout(() => {
          const corner = root.querySelector<HTMLElement>('[data-testid="image-resize-bottomRight"]');
          if (!corner) return;
          const { right, bottom } = corner.getBoundingClientRect();
          corner.dispatchEvent(
            new PointerEvent('pointerdown', { bubbles: true, clientX: right, clientY: bottom }),
          );
          window.dispatchEvent(new PointerEvent('pointermove', { clientX: right - 200, clientY: bottom }));
        }, 0);
      }}
    />
  </Texts>
);

/** The image's settings panel open: position, width, hide per device, click-to-zoom, full width (Ukrainian). */
export const ImageSettingsOpen: Story = () => (
  <Texts language="uk">
    <EditorAt
      content={doc(image({ justify: 'center', allowzoom: true }), paragraph('Текст після зображення.'))}
      act={(editor, root) => {
        selectFirst(editor);
        clickLater(root, 'button[aria-expanded="false"][aria-controls]');
      }}
    />
  </Texts>
);

/** A pasted picture on its way through the upload queue (shown faded, announced as uploading). */
export const ImageUploading: Story = () => (
  <Texts>
    <EditorAt
      content={doc(paragraph('Pasted below:'))}
      uploadFiles={() => new Promise(() => undefined)}
      act={(editor) => editor.view.pasteHTML(`<img src="${TINY_PNG}" alt="A pasted screenshot">`)}
    />
  </Texts>
);

const HTML = '<p>Ready for the next step?</p>\n<a href="https://example.com" target="_blank">Join</a>';

/** The HTML block open: the minus button, the templates, the code and its height handle. */
export const HtmlBlockOpen: Story = () => (
  <Texts>
    <EditorAt
      content={doc(paragraph('Custom markup:'), {
        type: 'htmlBlock',
        attrs: { open: true, value: HTML, height: 200 },
      })}
    />
  </Texts>
);

/** The HTML block collapsed: 'Show HTML' and the markup as students see it (Russian). */
export const HtmlBlockCollapsed: Story = () => (
  <Texts language="ru">
    <EditorAt
      content={doc(paragraph('Свой HTML:'), { type: 'htmlBlock', attrs: { open: false, value: HTML } })}
    />
  </Texts>
);

const recording = (script: string | null) => ({
  type: 'audioRecording',
  attrs: { src: AUDIO, name: 'greeting.mp3', script },
});

/** The audio recording player stopped, with 'Show script' for a recording task. */
export const AudioRecordingWithScript: Story = () => (
  <Texts>
    <EditorAt
      content={doc(paragraph('Listen, then record your answer:'), recording('Good morning, class.'))}
    />
  </Texts>
);

/** The recording selected: its task script written under the player (Ukrainian). */
export const AudioRecordingSelected: Story = () => (
  <Texts language="uk">
    <EditorAt
      content={doc(paragraph('Послухайте:'), recording('Доброго ранку.'))}
      act={(editor) => editor.commands.setNodeSelection(editor.state.doc.firstChild?.nodeSize ?? 0)}
    />
  </Texts>
);

/** A student's view: a zoomable image opened large, with its close button (Ukrainian caption). */
export const ImageZoomOpen: Story = () => {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = window.setTimeout(
      () => root.current?.querySelector<HTMLElement>('img[data-zoom="true"]')?.click(),
      0,
    );
    return () => {
      window.clearTimeout(timer);
      for (const dialog of document.querySelectorAll('dialog.lesson-image-zoom')) dialog.remove();
    };
  }, []);
  return (
    <Texts language="uk">
      <div ref={root}>
        <LessonDocumentView document={doc(paragraph('Натисніть на картку:'), image({ allowzoom: true }))} />
      </div>
    </Texts>
  );
};

/** The file block: its files by name (a link once stored) and the preview and download switches. */
export const FileBlock: Story = () => (
  <Texts>
    <EditorAt
      content={doc(paragraph('Handouts:'), {
        type: 'fileBlock',
        attrs: {
          files: JSON.stringify([
            { uuid: 'u1', name: 'notes.pdf', url: '/files/notes.pdf' },
            { uuid: 'u2', name: 'slides.pptx', url: null },
          ]),
          fileIds: ['u1', 'u2'],
          download: false,
        },
      })}
    />
  </Texts>
);

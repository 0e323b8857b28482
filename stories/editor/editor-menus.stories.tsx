import type { Story } from '@ladle/react';
import type { Editor } from '@tiptap/core';
import { type ReactNode, useEffect, useRef } from 'react';
import enEditor from '../../app/server/translations/en/editor.json' with { type: 'json' };
import enUi from '../../app/server/translations/en/ui.json' with { type: 'json' };
import ruEditor from '../../app/server/translations/ru/editor.json' with { type: 'json' };
import ruUi from '../../app/server/translations/ru/ui.json' with { type: 'json' };
import ukEditor from '../../app/server/translations/uk/editor.json' with { type: 'json' };
import ukUi from '../../app/server/translations/uk/ui.json' with { type: 'json' };
import type { EditorDoc } from '../../core/api/lessons.ts';
import { BUTTON_DEFAULTS } from '../../core/editor/editor.constants.ts';
import { ButtonDialog } from '../../ui/editor/button-dialog.tsx';
import type { EditorPreferences } from '../../ui/editor/rich-text-toolbar.tsx';
import { I18nProvider, useTranslation } from '../../ui/i18n/i18n-context.tsx';
import { TextBlockEditor } from '../../ui/lesson-editor/text-block-editor.tsx';
import { StoryFrame } from '../story-frame.tsx';

export default { title: 'Lesson editor / Toolbar, insert menu and button dialog' };

// The text block's menus in each state of spec 1 §2 and §4: the formatting toolbar over a selection,
// opened from the keyboard (Alt+F10) and with each of its panels (custom size, tooltip, link); the insert
// menu on an empty line, without uploads, and opened from the keyboard (Alt+F9); the button dialog new,
// with an address that is not one, linking to a closed group and to a block of the lesson.

const catalogs = {
  en: { editor: enEditor, ui: enUi },
  uk: { editor: ukEditor, ui: ukUi },
  ru: { editor: ruEditor, ui: ruUi },
} as const;

function Texts({ children, language }: { children: ReactNode; language?: keyof typeof catalogs }) {
  const outer = useTranslation().language;
  const chosen = language ?? outer;
  return (
    <I18nProvider language={chosen} catalog={catalogs[chosen]} fallback={catalogs.en}>
      <StoryFrame width={760}>
        <div style={{ paddingTop: 140 }}>{children}</div>
      </StoryFrame>
    </I18nProvider>
  );
}

const doc = (...content: object[]): EditorDoc => ({ type: 'doc', content }) as EditorDoc;
const paragraph = (text: string, marks?: object[]) => ({
  type: 'paragraph',
  content: [{ type: 'text', text, ...(marks ? { marks } : {}) }],
});
const TEXT = doc(
  paragraph('The Ukrainian alphabet has thirty-three letters.', [{ type: 'bold' }]),
  paragraph('Read each one aloud twice.'),
  { type: 'paragraph' },
);
const PREFERENCES: EditorPreferences = {
  customFontSizes: ['13px', '37px'],
  usedColors: ['#8e24aa', '#3965ff'],
  signedIn: true,
};
const noUpload = () => new Promise<never>(() => undefined);

/** Runs `act` on the story's editor once it is shown (a selection, a key, a click in a menu). */
function EditorAt({
  content = TEXT,
  act,
  uploads = true,
}: {
  content?: EditorDoc;
  act: (editor: Editor, root: HTMLElement) => void;
  uploads?: boolean;
}) {
  const root = useRef<HTMLDivElement>(null);
  const done = useRef(false);
  useEffect(() => {
    const element = root.current?.querySelector('.ProseMirror') as (HTMLElement & { editor?: Editor }) | null;
    if (!element?.editor || !root.current || done.current) return;
    done.current = true;
    act(element.editor, root.current);
  });
  return (
    <div ref={root}>
      <TextBlockEditor
        label="Text of Block #1 (Text)"
        content={content}
        onChange={() => undefined}
        preferences={PREFERENCES}
        onPreferencesChange={() => undefined}
        uploadFiles={uploads ? noUpload : undefined}
      />
    </div>
  );
}

/** Selects the first line's words 5-14 ("Ukrainian") with the focus in the text. */
const selectWord = (editor: Editor) => editor.chain().focus().setTextSelection({ from: 5, to: 14 }).run();
/** The caret on the empty last line. */
const caretOnEmptyLine = (editor: Editor) => editor.chain().focus('end').run();
const press = (root: HTMLElement, key: string) =>
  root
    .querySelector('.ProseMirror')
    ?.dispatchEvent(new KeyboardEvent('keydown', { key, altKey: true, bubbles: true }));
const clickLater = (root: HTMLElement, selector: string) =>
  window.setTimeout(() => root.querySelector<HTMLElement>(selector)?.click(), 50);

/** The formatting toolbar over a selection of bold text: Bold pressed, the saved custom sizes in the list. */
export const ToolbarOverSelection: Story = () => (
  <Texts>
    <EditorAt act={selectWord} />
  </Texts>
);

/** The toolbar opened with Alt+F10: the focus on its first control, staying until Escape (Ukrainian). */
export const ToolbarFromKeyboard: Story = () => (
  <Texts language="uk">
    <EditorAt
      act={(editor, root) => {
        selectWord(editor);
        press(root, 'F10');
      }}
    />
  </Texts>
);

/** The custom size panel: Add is disabled while the field is empty. */
export const ToolbarCustomSize: Story = () => (
  <Texts>
    <EditorAt
      act={(editor, root) => {
        selectWord(editor);
        clickLater(root, `button[title="${enEditor.custom_font_size}"]`);
      }}
    />
  </Texts>
);

/** The tooltip panel: its title and text (Russian). */
export const ToolbarTooltip: Story = () => (
  <Texts language="ru">
    <EditorAt
      act={(editor, root) => {
        selectWord(editor);
        clickLater(root, `button[title="${ruEditor.tooltip}"]`);
      }}
    />
  </Texts>
);

/** The link prompt over a linked word: the address, and Apply (empty removes the link). */
export const ToolbarLink: Story = () => (
  <Texts>
    <EditorAt
      content={doc(paragraph('See the alphabet table for each sound.'), { type: 'paragraph' })}
      act={(editor, root) => {
        editor
          .chain()
          .focus()
          .setTextSelection({ from: 9, to: 23 })
          .setLink({ href: 'https://example.com/alphabet' })
          .run();
        clickLater(root, `button[title="${enEditor.link}"]`);
      }}
    />
  </Texts>
);

/** The insert menu on an empty line: image, file, separator, quote, code, HTML, button. */
export const InsertMenuOnEmptyLine: Story = () => (
  <Texts>
    <EditorAt act={caretOnEmptyLine} />
  </Texts>
);

/** The insert menu for a person who may not upload: no image or file (Ukrainian). */
export const InsertMenuWithoutUploads: Story = () => (
  <Texts language="uk">
    <EditorAt uploads={false} act={caretOnEmptyLine} />
  </Texts>
);

/** The insert menu opened with Alt+F9: the focus on Image (Russian). */
export const InsertMenuFromKeyboard: Story = () => (
  <Texts language="ru">
    <EditorAt
      act={(editor, root) => {
        caretOnEmptyLine(editor);
        press(root, 'F9');
      }}
    />
  </Texts>
);

const GROUPS = [
  { id: 1, title: 'Speaking club' },
  { id: 2, title: 'Evening group' },
];
const BLOCKS = [
  { id: 11, title: 'Thirty-three letters' },
  { id: 12, title: 'Block #2 (Audio)' },
];
const dialog = (props: Partial<Parameters<typeof ButtonDialog>[0]>) => (
  <ButtonDialog
    route="constructor"
    closedGroups={GROUPS}
    blocks={BLOCKS}
    onSave={() => undefined}
    onCancel={() => undefined}
    {...props}
  />
);

/** A new button: Save disabled until it has text and a link. */
export const ButtonDialogNew: Story = () => <Texts>{dialog({})}</Texts>;

/** An address that does not parse: "invalid url" under it, Save disabled. */
export const ButtonDialogInvalidUrl: Story = () => (
  <Texts>
    {dialog({
      initial: { text: 'Next course', linkType: 'link', link: 'not a web address', ...BUTTON_DEFAULTS },
    })}
  </Texts>
);

/** Editing a button that leads to a closed group (Ukrainian). */
export const ButtonDialogClosedGroup: Story = () => (
  <Texts language="uk">
    {dialog({ initial: { text: 'До клубу', linkType: 'closed-group', link: '1', ...BUTTON_DEFAULTS } })}
  </Texts>
);

/** A button to a block of this lesson, in its own colours (Russian). */
export const ButtonDialogLessonBlock: Story = () => (
  <Texts language="ru">
    {dialog({
      initial: {
        text: 'К буквам',
        linkType: 'lesson-block',
        link: '11',
        color: '#ffffff',
        family: 'Georgia',
        background: '#8e24aa',
      },
    })}
  </Texts>
);

import type { JSONContent } from '@tiptap/core';
import { type EditorState, PluginKey, TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { EditorContent, useEditor } from '@tiptap/react';
import { BubbleMenu, FloatingMenu } from '@tiptap/react/menus';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { EditorDoc } from '../../core/api/lessons.ts';
import { lessonExtensions } from '../../core/editor/lesson-extensions.ts';
import { BLOCK_NODES_WITH_VIEWS } from '../editor/block-node-views.tsx';
import { ButtonDialog, type LinkTarget } from '../editor/button-dialog.tsx';
import { type InsertedFile, InsertMenu } from '../editor/insert-menu.tsx';
import { type EditorPreferences, RichTextToolbar } from '../editor/rich-text-toolbar.tsx';
import { useTranslation } from '../i18n/i18n-context.tsx';
import styles from './block-editors.module.css';

/** Props of the TextBlockEditor. */
export interface TextBlockEditorProps {
  /** The block's document; a change from outside (a reload, a copy) replaces what the editor shows. */
  content: EditorDoc | null;
  /** Every change, as the whole document; the lesson editing machine waits for a pause before saving. */
  onChange(content: EditorDoc): void;
  /** Names the text area ("Text of Block #1 (Text)"). */
  label: string;
  disabled?: boolean;
  /** Custom font sizes and used colours, and whether the person is signed in (spec 1 §3 preferences). */
  preferences?: EditorPreferences | undefined;
  onPreferencesChange?: ((preferences: EditorPreferences) => void) | undefined;
  /** Uploads picked images and files through the upload queue; without it they are not offered. */
  uploadFiles?: ((files: File[]) => Promise<InsertedFile[]>) | undefined;
  /** Has the server import another site's image the page may not read (POST /files/import); null when refused. */
  importImage?: ((url: string) => Promise<InsertedFile | null>) | undefined;
  /** The button dialog's choices: closed groups (GET /closed-groups) and the lesson's blocks. */
  closedGroups?: readonly LinkTarget[] | undefined;
  blocks?: readonly LinkTarget[] | undefined;
}

const EMPTY: EditorDoc = { type: 'doc', content: [{ type: 'paragraph' }] };

/** Alt+F10 shows the formatting toolbar and moves the focus to it; Alt+F9 does the same for the insert menu. */
const TOOLBAR_KEY = 'F10';
const INSERT_KEY = 'F9';
type Pinned = null | 'toolbar' | 'insert';
interface MenuShowProps {
  editor: { isEditable: boolean };
  state: EditorState;
  view: EditorView;
}
const host = () => (typeof window === 'undefined' ? '' : window.location.host);

/** Two JSON values equal in content, whatever the order of their objects' keys. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key as keyof typeof a], b[key as keyof typeof b]))
  );
}

/**
 * The text block: the lesson editor (core/editor's extensions, the schema the server validates) with the
 * formatting toolbar, the insert menu, the button dialog and the code, HTML and image views.
 */
export function TextBlockEditor({
  content,
  onChange,
  label,
  disabled = false,
  preferences,
  onPreferencesChange,
  uploadFiles,
  importImage,
  closedGroups = [],
  blocks = [],
}: TextBlockEditorProps) {
  const { t } = useTranslation();
  const emit = useRef(onChange);
  emit.current = onChange;
  // The documents this editor handed out, by identity: the lesson holds the very object it was given, so
  // a `content` that is one of them is this editor's own text coming back. An older one of them is a
  // late echo (the text has moved on since), and must never replace what the person has written after.
  const emitted = useRef(new WeakSet<object>());
  // Pasted and dropped pictures go through the upload queue when the person may upload (spec 1 §5).
  const upload = useRef(uploadFiles);
  upload.current = uploadFiles;
  const importer = useRef(importImage);
  importer.current = importImage;
  const editor = useEditor({
    extensions: lessonExtensions({
      host: host(),
      replace: BLOCK_NODES_WITH_VIEWS,
      uploadImage: () => {
        const uploadNow = upload.current;
        return uploadNow
          ? (file: File) =>
              uploadNow([file]).then(([stored]) =>
                stored?.url ? { url: stored.url, uuid: stored.uuid } : null,
              )
          : null;
      },
      importImage: () => {
        const importNow = importer.current;
        return importNow
          ? (src: string) =>
              importNow(src).then((stored) => (stored?.url ? { url: stored.url, uuid: stored.uuid } : null))
          : null;
      },
    }),
    content: (content ?? EMPTY) as JSONContent,
    editable: !disabled,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        'aria-keyshortcuts': 'Alt+F10 Alt+F9',
        class: styles.prose ?? '',
      },
    },
    // Only what the person changed: Tiptap also emits `update` when, say, editability is set.
    onUpdate: ({ editor: changed, transaction }) => {
      if (!transaction.docChanged) return;
      const doc = changed.getJSON() as EditorDoc;
      emitted.current.add(doc);
      emit.current(doc);
    },
  });

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const next = content ?? EMPTY;
    // This editor's own text, come back (at once, or late after newer typing): nothing to replace.
    if (emitted.current.has(next)) return;
    // The same document whatever its keys' order: the saved lesson comes back from the database's JSON
    // with its keys reordered, and replacing the text then would drop the selection (and its toolbar).
    if (!sameJson(editor.getJSON(), next)) {
      // Shown from outside (a failed save's rollback, a copy, a cleaned HTML block): what it handed out
      // before is no longer ahead of the text, and may rightly come back (a Retry restores the draft).
      emitted.current = new WeakSet();
      // A saved document that differs (an HTML block cleaned by the server) keeps the caret where the
      // person had it, not at the end of the text, so what they insert next lands where they are.
      const { from, to } = editor.state.selection;
      editor
        .chain()
        .setContent(next as JSONContent, { emitUpdate: false })
        .command(({ tr }) => {
          const size = tr.doc.content.size;
          tr.setSelection(
            TextSelection.between(tr.doc.resolve(Math.min(from, size)), tr.doc.resolve(Math.min(to, size))),
          );
          return true;
        })
        .run();
    }
  }, [editor, content]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  // A new image's click-to-zoom follows the person's saved choice, and a change of it is saved.
  useEffect(() => {
    const storage = editor?.storage.image;
    if (!storage) return;
    storage.allowZoomDefault = preferences?.allowZoom === true;
    storage.onAllowZoomChange =
      preferences && onPreferencesChange
        ? (on) => onPreferencesChange({ ...preferences, allowZoom: on })
        : null;
  }, [editor, preferences, onPreferencesChange]);

  const [buttonOpen, setButtonOpen] = useState(false);
  // A menu opened from the keyboard stays until Escape (or the focus leaves it), whatever the selection.
  const pinned = useRef<Pinned>(null);
  const keys = useMemo(
    () => ({ toolbar: new PluginKey('lessonToolbar'), insert: new PluginKey('lessonInsert') }),
    [],
  );
  const toolbarRef = useRef<HTMLDivElement>(null);
  const insertRef = useRef<HTMLDivElement>(null);
  const menuRefs = useMemo(() => ({ toolbar: toolbarRef, insert: insertRef }), []);
  // Stable, so the menus' plugins are not reconfigured (and the editor re-rendered) on every render.
  const shouldShow = useMemo(
    () => ({
      toolbar: ({ editor: shown, state, view }: MenuShowProps) =>
        pinned.current === 'toolbar' ||
        Boolean(toolbarRef.current?.contains(document.activeElement)) ||
        (view.hasFocus() && !state.selection.empty && shown.isEditable),
      insert: ({ editor: shown, state, view }: MenuShowProps) => {
        if (pinned.current === 'insert' || insertRef.current?.contains(document.activeElement)) return true;
        const { $from, empty } = state.selection;
        return (
          view.hasFocus() &&
          empty &&
          shown.isEditable &&
          $from.parent.type.name === 'paragraph' &&
          $from.parent.content.size === 0
        );
      },
    }),
    [],
  );
  if (!editor) return null;

  const pin = (which: Exclude<Pinned, null>) => {
    pinned.current = which;
    editor.view.dispatch(editor.state.tr.setMeta(keys[which], 'show'));
    window.requestAnimationFrame(() =>
      menuRefs[which].current
        ?.querySelector<HTMLElement>('button:not(:disabled), select:not(:disabled)')
        ?.focus(),
    );
  };
  const unpin = () => {
    const which = pinned.current;
    if (!which) return;
    pinned.current = null;
    editor.view.dispatch(editor.state.tr.setMeta(keys[which], 'hide'));
    editor.commands.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey && (event.key === TOOLBAR_KEY || event.key === INSERT_KEY)) {
      event.preventDefault();
      pin(event.key === TOOLBAR_KEY ? 'toolbar' : 'insert');
    } else if (event.key === 'Escape' && pinned.current && !buttonOpen) {
      event.preventDefault();
      unpin();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the menus' keyboard shortcuts, taken from the text and the menus
    <div
      className={styles.textEditor}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // The focus left the text and its menus: a menu opened from the keyboard closes with it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) pinned.current = null;
      }}
    >
      <BubbleMenu
        editor={editor}
        pluginKey={keys.toolbar}
        ref={menuRefs.toolbar}
        className={styles.menu}
        shouldShow={shouldShow.toolbar}
      >
        <RichTextToolbar
          editor={editor}
          disabled={disabled}
          preferences={preferences}
          onPreferencesChange={onPreferencesChange}
        />
      </BubbleMenu>
      <FloatingMenu
        editor={editor}
        pluginKey={keys.insert}
        ref={menuRefs.insert}
        className={styles.menu}
        shouldShow={shouldShow.insert}
      >
        <InsertMenu
          editor={editor}
          disabled={disabled}
          uploadFiles={uploadFiles}
          onButton={() => {
            pinned.current = null;
            setButtonOpen(true);
          }}
        />
      </FloatingMenu>
      <p className="visually-hidden">{t('editor.menu_keys')}</p>
      {buttonOpen ? (
        <ButtonDialog
          route="constructor"
          closedGroups={closedGroups}
          blocks={blocks}
          onCancel={() => setButtonOpen(false)}
          onSave={(button) => {
            setButtonOpen(false);
            editor.chain().focus().insertContent(button).run();
          }}
        />
      ) : null}
      <EditorContent editor={editor} className={styles.editorArea} />
    </div>
  );
}

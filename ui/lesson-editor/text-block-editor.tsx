import type { JSONContent } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import type { EditorDoc } from '../../core/api/lessons.ts';
import { lessonExtensions } from '../../core/editor/lesson-extensions.ts';
import { BLOCK_NODES_WITH_VIEWS } from '../editor/block-node-views.tsx';
import { ButtonDialog, type LinkTarget } from '../editor/button-dialog.tsx';
import { type InsertedFile, InsertMenu } from '../editor/insert-menu.tsx';
import { type EditorPreferences, RichTextToolbar } from '../editor/rich-text-toolbar.tsx';
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
  /** The button dialog's choices: closed groups (GET /closed-groups) and the lesson's blocks. */
  closedGroups?: readonly LinkTarget[] | undefined;
  blocks?: readonly LinkTarget[] | undefined;
}

const EMPTY: EditorDoc = { type: 'doc', content: [{ type: 'paragraph' }] };
const host = () => (typeof window === 'undefined' ? '' : window.location.host);

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
  closedGroups = [],
  blocks = [],
}: TextBlockEditorProps) {
  const emit = useRef(onChange);
  emit.current = onChange;
  const editor = useEditor({
    extensions: lessonExtensions({ host: host(), replace: BLOCK_NODES_WITH_VIEWS }),
    content: (content ?? EMPTY) as JSONContent,
    editable: !disabled,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        class: styles.prose ?? '',
      },
    },
    // Only what the person changed: Tiptap also emits `update` when, say, editability is set.
    onUpdate: ({ editor: changed, transaction }) => {
      if (transaction.docChanged) emit.current(changed.getJSON() as EditorDoc);
    },
  });

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const next = content ?? EMPTY;
    if (JSON.stringify(editor.getJSON()) !== JSON.stringify(next)) {
      editor.commands.setContent(next as JSONContent, { emitUpdate: false });
    }
  }, [editor, content]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  const [buttonOpen, setButtonOpen] = useState(false);
  if (!editor) return null;

  return (
    <div className={styles.textEditor}>
      <RichTextToolbar
        editor={editor}
        disabled={disabled}
        preferences={preferences}
        onPreferencesChange={onPreferencesChange}
      />
      <InsertMenu
        editor={editor}
        disabled={disabled}
        uploadFiles={uploadFiles}
        onButton={() => setButtonOpen(true)}
      />
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

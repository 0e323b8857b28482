import type { JSONContent } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type EditorDoc, isSafeHref } from '../../core/api/lessons.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import styles from './block-editors.module.css';
import { LinkIcon } from './block-types.tsx';

/** Props of the TextBlockEditor. */
export interface TextBlockEditorProps {
  /** The block's document; a change from outside (a reload, a copy) replaces what the editor shows. */
  content: EditorDoc | null;
  /** Every change, as the whole document; the lesson editing machine waits for a pause before saving. */
  onChange(content: EditorDoc): void;
  /** Names the text area ("Text of Block #1 (Text)"). */
  label: string;
  disabled?: boolean;
}

const EMPTY: EditorDoc = { type: 'doc', content: [{ type: 'paragraph' }] };

/**
 * The text block: a Tiptap editor over the basic schema of `editorDocSchema` (paragraphs, headings, bullet
 * and numbered lists, bold, italic, http/https/mailto links). The full editor issue grows this component.
 */
export function TextBlockEditor({ content, onChange, label, disabled = false }: TextBlockEditorProps) {
  const { t } = useTranslation();
  const emit = useRef(onChange);
  emit.current = onChange;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        heading: { levels: [1, 2, 3, 4, 5, 6] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto'],
          isAllowedUri: (url) => isSafeHref(url),
        },
      }),
    ],
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

  const [linking, setLinking] = useState(false);
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tools = [
    {
      key: 'bold',
      label: t('editor.bold'),
      text: 'B',
      active: editor.isActive('bold'),
      run: () => chain().toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('editor.italic'),
      text: 'I',
      active: editor.isActive('italic'),
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'paragraph',
      label: t('editor.paragraph'),
      text: '¶',
      active: editor.isActive('paragraph'),
      run: () => chain().setParagraph().run(),
    },
    {
      key: 'h2',
      label: t('editor.heading', { level: 2 }),
      text: 'H2',
      active: editor.isActive('heading', { level: 2 }),
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: t('editor.heading', { level: 3 }),
      text: 'H3',
      active: editor.isActive('heading', { level: 3 }),
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullets',
      label: t('editor.bullet_list'),
      text: '•',
      active: editor.isActive('bulletList'),
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'numbers',
      label: t('editor.ordered_list'),
      text: '1.',
      active: editor.isActive('orderedList'),
      run: () => chain().toggleOrderedList().run(),
    },
  ];

  return (
    <div className={styles.textEditor}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('editor.text_toolbar')}>
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className={styles.tool}
            aria-pressed={tool.active}
            disabled={disabled}
            onClick={tool.run}
          >
            <span aria-hidden="true">{tool.text}</span>
            <span className="visually-hidden">{tool.label}</span>
          </button>
        ))}
        <button
          type="button"
          className={styles.tool}
          aria-pressed={editor.isActive('link')}
          aria-expanded={linking}
          disabled={disabled}
          onClick={() => setLinking((open) => !open)}
        >
          <LinkIcon size={16} />
          <span className="visually-hidden">{t('editor.link')}</span>
        </button>
      </div>
      {linking ? (
        <LinkForm
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onDone={(href) => {
            setLinking(false);
            if (href === null) return;
            if (href === '') chain().extendMarkRange('link').unsetLink().run();
            else chain().extendMarkRange('link').setLink({ href }).run();
          }}
        />
      ) : null}
      <EditorContent editor={editor} className={styles.editorArea} />
    </div>
  );
}

/** The link address of the selection: Enter applies a safe address, an empty one removes the link, Escape leaves it. */
function LinkForm({ initial, onDone }: { initial: string; onDone(href: string | null): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(initial);
  const trimmed = value.trim();
  const invalid = trimmed !== '' && !isSafeHref(trimmed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) onDone(trimmed);
  };
  return (
    <form className={styles.linkForm} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('editor.link_address')}
      </label>
      <input
        id={id}
        className={styles.input}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={value}
        aria-invalid={invalid || undefined}
        // biome-ignore lint/a11y/noAutofocus: the form opens from the Link button to take the address at once
        autoFocus
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onDone(null);
          }
        }}
      />
      <button type="submit" className={styles.tool} disabled={invalid}>
        {t('ui.apply')}
      </button>
      {initial ? (
        <button type="button" className={styles.tool} onClick={() => onDone('')}>
          {t('editor.remove_link')}
        </button>
      ) : null}
    </form>
  );
}

import { type NodeViewProps, NodeViewWrapper, ReactNodeViewRenderer } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import { CodeBlock } from '../../core/editor/code-block/code-block.extension.ts';
import { codeHeightOf, draggedCodeHeight } from '../../core/editor/code-block/code-block-rules.ts';
import { CODE_LANGUAGES, CODE_THEMES, HTML_BLOCK_COLLAPSE_MS } from '../../core/editor/editor.constants.ts';
import { HtmlBlock } from '../../core/editor/html-block/html-block.extension.ts';
import { HTML_TEMPLATES } from '../../core/editor/html-block/html-templates.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { AudioRecordingWithView } from './audio-recording-node-view.tsx';
import type { CodeEditorHandle } from './code-mirror-editor.ts';
import { FileBlockWithView } from './file-block-node-view.tsx';
import { LessonImageWithView } from './image-node-view.tsx';
import { LessonDocumentView } from './lesson-document-view.tsx';
import { escapeToText, setNodeAttributes } from './node-view-attrs.ts';
import styles from './rich-text-toolbar.module.css';

/** The code block: theme, language and its code in CodeMirror (loaded when shown); height dragged under 540 px. */
function CodeBlockView({ node, updateAttributes, editor }: NodeViewProps) {
  const { t } = useTranslation();
  const id = useId();
  const dark = node.attrs.theme !== 'vs';
  return (
    <NodeViewWrapper className="lesson-code-editor" data-drag-handle="" onKeyDown={escapeToText(editor)}>
      <div className={styles.insert} contentEditable={false}>
        <label htmlFor={`${id}-language`}>{t('editor.code_language')}</label>
        <select
          id={`${id}-language`}
          value={String(node.attrs.language)}
          disabled={!editor.isEditable}
          onChange={(event) => updateAttributes({ language: event.currentTarget.value })}
        >
          {CODE_LANGUAGES.map((language) => (
            <option key={language}>{language}</option>
          ))}
        </select>
        <label htmlFor={`${id}-theme`}>{t('editor.code_theme')}</label>
        <select
          id={`${id}-theme`}
          value={String(node.attrs.theme)}
          disabled={!editor.isEditable}
          onChange={(event) => updateAttributes({ theme: event.currentTarget.value })}
        >
          {CODE_THEMES.map((theme) => (
            <option key={theme}>{theme}</option>
          ))}
        </select>
      </div>
      <CodeArea
        id={`${id}-code`}
        label={t('editor.insert_code')}
        value={String(node.attrs.value ?? '')}
        language={String(node.attrs.language)}
        theme={String(node.attrs.theme)}
        height={codeHeightOf(node.attrs.height)}
        readOnly={!editor.isEditable}
        dark={dark}
        resizeLabel={t('editor.code_height')}
        onChange={(value) => updateAttributes({ value })}
        onHeight={(height) => updateAttributes({ height })}
      />
    </NodeViewWrapper>
  );
}

interface CodeAreaProps {
  id: string;
  label: string;
  value: string;
  language: string;
  theme: string;
  height: number;
  readOnly: boolean;
  dark: boolean;
  resizeLabel: string;
  onChange(value: string): void;
  onHeight(height: number): void;
}

/** How much an arrow key changes the code area's height. */
const HEIGHT_STEP = 20;

/**
 * The code itself: a plain code area at once, CodeMirror 6 in its place once its module has loaded (a
 * dynamic import, so it is fetched only when a code block is shown). The handle under it drags the height
 * (or arrow keys change it) under 540 px.
 */
function CodeArea(props: CodeAreaProps) {
  const { id, label, value, language, theme, height, readOnly, dark, resizeLabel, onChange, onHeight } =
    props;
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<CodeEditorHandle | null>(null);
  const latest = useRef({ onChange, value, language, theme, readOnly });
  latest.current = { onChange, value, language, theme, readOnly };
  const [loaded, setLoaded] = useState(false);
  const [shownHeight, setShownHeight] = useState(height);
  useEffect(() => setShownHeight(height), [height]);

  useEffect(() => {
    let gone = false;
    void import('./code-mirror-editor.ts').then(
      ({ createCodeEditor }) => {
        if (gone || !host.current) return;
        const now = latest.current;
        handle.current = createCodeEditor(host.current, {
          ...now,
          label,
          onChange: (next) => latest.current.onChange(next),
        });
        setLoaded(true);
      },
      () => undefined, // The plain code area stays.
    );
    return () => {
      gone = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [label]);
  useEffect(() => handle.current?.setValue(value), [value]);
  useEffect(() => handle.current?.setLanguage(language), [language]);
  useEffect(() => handle.current?.setTheme(theme), [theme]);
  useEffect(() => handle.current?.setReadOnly(readOnly), [readOnly]);

  const startDrag = (event: React.PointerEvent<HTMLDivElement>) => {
    if (readOnly) return;
    event.preventDefault();
    const startY = event.clientY;
    const start = shownHeight;
    let current = start;
    const move = (moved: PointerEvent) => {
      current = draggedCodeHeight(current, start + moved.clientY - startY);
      setShownHeight(current);
    };
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', stop);
      if (current !== start) onHeight(current);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', stop);
  };
  const keyResize = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowDown' ? HEIGHT_STEP : event.key === 'ArrowUp' ? -HEIGHT_STEP : 0;
    if (step === 0 || readOnly) return;
    event.preventDefault();
    const next = draggedCodeHeight(shownHeight, shownHeight + step);
    if (next !== shownHeight) onHeight(next);
  };

  return (
    <div contentEditable={false}>
      <div ref={host} style={{ height: shownHeight, display: loaded ? 'block' : 'none' }} />
      {loaded ? null : (
        <>
          <label htmlFor={id} className="visually-hidden">
            {label}
          </label>
          <textarea
            id={id}
            spellCheck={false}
            value={value}
            readOnly={readOnly}
            style={{
              width: '100%',
              height: shownHeight,
              fontFamily: 'monospace',
              background: dark ? '#1e1e1e' : '#fff',
              color: dark ? '#d4d4d4' : '#1e1e1e',
              resize: 'none',
            }}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
        </>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable splitter is a separator with a value */}
      <div
        role="separator"
        aria-orientation="horizontal"
        aria-label={resizeLabel}
        aria-valuenow={shownHeight}
        aria-valuemin={60}
        aria-valuemax={539}
        tabIndex={readOnly ? -1 : 0}
        onPointerDown={startDrag}
        onKeyDown={keyResize}
        style={{ height: 8, cursor: 'ns-resize', background: dark ? '#333' : '#e5e7eb' }}
      />
    </div>
  );
}

/**
 * The HTML block (spec 1 §4 "HTML block"): 'Show HTML' opens the code area, the minus button collapses it
 * (the area folds away over 320 ms, then the block is stored closed); templates add their markup; the
 * code is edited in CodeMirror (loaded when shown, a plain code area until then) whose height the handle
 * under it drags. Closed, the block shows its markup as students will see it (cleaned in the browser);
 * the server cleans it again on save.
 */
function HtmlBlockView(props: NodeViewProps) {
  const { node, editor } = props;
  const updateAttributes = (attributes: Record<string, unknown>) => setNodeAttributes(props, attributes);
  const { t } = useTranslation();
  const id = useId();
  const open = node.attrs.open !== false && node.attrs.open !== 'false';
  const [closing, setClosing] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const value = String(node.attrs.value ?? '');
  const height = codeHeightOf(node.attrs.height);
  const toggle = () => {
    if (!open) {
      updateAttributes({ open: true });
      return;
    }
    if (closing) return;
    setClosing(true);
    timer.current = window.setTimeout(() => {
      setClosing(false);
      updateAttributes({ open: false });
    }, HTML_BLOCK_COLLAPSE_MS);
  };
  const shown = open && !closing;
  return (
    <NodeViewWrapper className="lesson-html-editor" data-drag-handle="" onKeyDown={escapeToText(editor)}>
      <div className={styles.insert} contentEditable={false}>
        <button
          type="button"
          className={styles.tool}
          aria-expanded={shown}
          aria-controls={`${id}-area`}
          data-testid="html-block-toggle"
          onClick={toggle}
        >
          {open ? '−' : t('editor.show_html')}
          {open ? <span className="visually-hidden">{t('editor.hide_html')}</span> : null}
        </button>
        {open && editor.isEditable
          ? HTML_TEMPLATES.map((template) => (
              <button
                key={template.key}
                type="button"
                className={styles.tool}
                onClick={() => updateAttributes({ value: `${value}${value ? '\n' : ''}${template.html}` })}
              >
                {t(`editor.html_template_${template.key}`)}
              </button>
            ))
          : null}
      </div>
      {open ? (
        <div
          id={`${id}-area`}
          data-collapsing={closing ? 'true' : undefined}
          style={{
            overflow: 'hidden',
            maxHeight: closing ? 0 : height + 40,
            opacity: closing ? 0 : 1,
            transition: `max-height ${HTML_BLOCK_COLLAPSE_MS}ms ease, opacity ${HTML_BLOCK_COLLAPSE_MS}ms ease`,
          }}
        >
          <CodeArea
            id={`${id}-html`}
            label={t('editor.insert_html')}
            value={value}
            language="html"
            theme="vs"
            height={height}
            readOnly={!editor.isEditable}
            dark={false}
            resizeLabel={t('editor.html_height')}
            onChange={(next) => updateAttributes({ value: next })}
            onHeight={(next) => updateAttributes({ height: next })}
          />
        </div>
      ) : (
        <LessonDocumentView document={{ type: 'doc', content: [{ type: 'htmlBlock', attrs: { value } }] }} />
      )}
    </NodeViewWrapper>
  );
}

/** The editor's block nodes with their React views. */
export const BLOCK_NODES_WITH_VIEWS = [
  CodeBlock.extend({ addNodeView: () => ReactNodeViewRenderer(CodeBlockView) }),
  HtmlBlock.extend({ addNodeView: () => ReactNodeViewRenderer(HtmlBlockView) }),
  LessonImageWithView,
  AudioRecordingWithView,
  FileBlockWithView,
];

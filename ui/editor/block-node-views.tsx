import { type NodeViewProps, NodeViewWrapper, ReactNodeViewRenderer } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import { CodeBlock } from '../../core/editor/code-block/code-block.extension.ts';
import { codeHeightOf, draggedCodeHeight } from '../../core/editor/code-block/code-block-rules.ts';
import { CODE_LANGUAGES, CODE_THEMES, IMAGE_JUSTIFIES } from '../../core/editor/editor.constants.ts';
import { HtmlBlock } from '../../core/editor/html-block/html-block.extension.ts';
import { HTML_TEMPLATES } from '../../core/editor/html-block/html-templates.ts';
import { LessonImage } from '../../core/editor/image/image.extension.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import type { CodeEditorHandle } from './code-mirror-editor.ts';
import styles from './rich-text-toolbar.module.css';

/** The code block: theme, language and its code in CodeMirror (loaded when shown); height dragged under 540 px. */
function CodeBlockView({ node, updateAttributes, editor }: NodeViewProps) {
  const { t } = useTranslation();
  const id = useId();
  const dark = node.attrs.theme !== 'vs';
  return (
    <NodeViewWrapper className="lesson-code-editor" data-drag-handle="">
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

/** The HTML block: 'Show HTML' / minus toggles the code area, templates fill it; the server cleans it on save. */
function HtmlBlockView({ node, updateAttributes, editor }: NodeViewProps) {
  const { t } = useTranslation();
  const id = useId();
  const open = node.attrs.open !== false && node.attrs.open !== 'false';
  return (
    <NodeViewWrapper className="lesson-html-editor" data-drag-handle="">
      <div className={styles.insert} contentEditable={false}>
        <button
          type="button"
          className={styles.tool}
          aria-expanded={open}
          onClick={() => updateAttributes({ open: !open })}
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
                onClick={() =>
                  updateAttributes({
                    value: `${String(node.attrs.value ?? '')}${node.attrs.value ? '\n' : ''}${template.html}`,
                  })
                }
              >
                {t(`editor.html_template_${template.key}`)}
              </button>
            ))
          : null}
      </div>
      {open ? (
        <>
          <label htmlFor={`${id}-html`} className="visually-hidden">
            {t('editor.insert_html')}
          </label>
          <textarea
            id={`${id}-html`}
            spellCheck={false}
            value={String(node.attrs.value ?? '')}
            readOnly={!editor.isEditable}
            style={{
              width: '100%',
              height: codeHeightOf(node.attrs.height),
              fontFamily: 'monospace',
              resize: 'vertical',
            }}
            onChange={(event) => updateAttributes({ value: event.currentTarget.value })}
          />
        </>
      ) : null}
    </NodeViewWrapper>
  );
}

/** The image with its settings: justify, hide per device, click-to-zoom, full width, width. */
function ImageView({ node, updateAttributes, selected, editor }: NodeViewProps) {
  const { t } = useTranslation();
  const attrs = node.attrs as Record<string, unknown>;
  const flag = (name: string, label: string) => (
    <label key={name}>
      <input
        type="checkbox"
        checked={attrs[name] === true}
        disabled={!editor.isEditable}
        onChange={(event) => updateAttributes({ [name]: event.currentTarget.checked })}
      />{' '}
      {label}
    </label>
  );
  return (
    <NodeViewWrapper
      className="lesson-image"
      data-drag-handle=""
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: attrs.justify && attrs.justify !== 'inline' ? String(attrs.justify) : 'flex-start',
      }}
    >
      <img
        src={String(attrs.src)}
        alt={String(attrs.alt ?? '')}
        style={{ width: attrs.fullwidth ? '100%' : String(attrs.width ?? '100%'), maxWidth: '100%' }}
      />
      {selected && editor.isEditable ? (
        <fieldset className={styles.panel} contentEditable={false}>
          <legend>{t('editor.image_settings')}</legend>
          <label>
            {t('editor.image_justify')}{' '}
            <select
              value={String(attrs.justify ?? '')}
              onChange={(event) => updateAttributes({ justify: event.currentTarget.value || null })}
            >
              <option value="">—</option>
              {IMAGE_JUSTIFIES.map((justify) => (
                <option key={justify} value={justify}>
                  {t(`editor.image_justify_${justify.replace('-', '_')}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('editor.image_width')}{' '}
            <select
              value={String(attrs.width ?? '100%')}
              onChange={(event) => updateAttributes({ width: event.currentTarget.value })}
            >
              {['25%', '50%', '75%', '100%'].map((width) => (
                <option key={width}>{width}</option>
              ))}
            </select>
          </label>
          {flag('hidemobile', t('editor.image_hide_mobile'))}
          {flag('hidetablet', t('editor.image_hide_tablet'))}
          {flag('hidedesktop', t('editor.image_hide_desktop'))}
          {flag('allowzoom', t('editor.image_zoom'))}
          {flag('fullwidth', t('editor.image_full_width'))}
        </fieldset>
      ) : null}
    </NodeViewWrapper>
  );
}

/** The editor's block nodes with their React views. */
export const BLOCK_NODES_WITH_VIEWS = [
  CodeBlock.extend({ addNodeView: () => ReactNodeViewRenderer(CodeBlockView) }),
  HtmlBlock.extend({ addNodeView: () => ReactNodeViewRenderer(HtmlBlockView) }),
  LessonImage.extend({ addNodeView: () => ReactNodeViewRenderer(ImageView) }),
];

import { type NodeViewProps, NodeViewWrapper, ReactNodeViewRenderer } from '@tiptap/react';
import { useId } from 'react';
import { CodeBlock } from '../../core/editor/code-block/code-block.extension.ts';
import { codeHeightOf } from '../../core/editor/code-block/code-block-rules.ts';
import { CODE_LANGUAGES, CODE_THEMES, IMAGE_JUSTIFIES } from '../../core/editor/editor.constants.ts';
import { HtmlBlock } from '../../core/editor/html-block/html-block.extension.ts';
import { HTML_TEMPLATES } from '../../core/editor/html-block/html-templates.ts';
import { LessonImage } from '../../core/editor/image/image.extension.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import styles from './rich-text-toolbar.module.css';

/** The code block: theme, language and its code (a plain code area; heights within the spec's limits). */
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
      <label htmlFor={`${id}-code`} className="visually-hidden">
        {t('editor.insert_code')}
      </label>
      <textarea
        id={`${id}-code`}
        spellCheck={false}
        value={String(node.attrs.value ?? '')}
        readOnly={!editor.isEditable}
        style={{
          width: '100%',
          height: codeHeightOf(node.attrs.height),
          fontFamily: 'monospace',
          background: dark ? '#1e1e1e' : '#fff',
          color: dark ? '#d4d4d4' : '#1e1e1e',
          resize: 'vertical',
        }}
        onChange={(event) => updateAttributes({ value: event.currentTarget.value })}
      />
    </NodeViewWrapper>
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

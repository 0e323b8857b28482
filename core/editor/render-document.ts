import { AUDIO_NAME_MAX, AUDIO_SCRIPT_MAX } from './audio-recording/audio-recording-rules.ts';
import {
  HEADING_LEVELS,
  IFRAME_DEFAULTS,
  IFRAME_SANDBOX,
  IMAGE_JUSTIFIES,
  IMAGE_WIDTH_DEFAULT,
  TEXT_ALIGNS,
} from './editor.constants.ts';
import { isAllowedIframeSrc } from './iframe/iframe-allowlist.ts';
import { isImageWidth } from './image/image-rules.ts';
import { indentMargin } from './indent/indent-rules.ts';
import { lineHeightOf } from './line-height/line-height-rules.ts';
import { isSafeLinkHref, isSafeMediaSrc, linkClassOf, relFor } from './link/link-rules.ts';
import { isCssColour, TEXT_STYLE_PROPERTIES, TEXT_STYLE_RULES } from './text-style/css-values.ts';

// A stored lesson document (the editor's JSON) as a React-free tree of elements and texts, and as HTML.
// The input is never trusted: only the schema's nodes and marks come out, each attribute checked against
// its rule, every text a text node, iframes only from the allowed hosts and sandboxed, and an HTML block's
// markup only through the sanitizer the caller passes (without one it is left out). No Tiptap here: the
// student's page renders with this.

/** A text of the document. */
export interface RenderedText {
  kind: 'text';
  text: string;
}
/** An element: a tag from the allowlist, its checked attributes and CSS declarations. */
export interface RenderedElement {
  kind: 'element';
  tag: string;
  attrs: Record<string, string>;
  style: Record<string, string>;
  children: RenderedNode[];
}
/** An HTML block's markup, already passed through the sanitizer. */
export interface RenderedHtml {
  kind: 'html';
  html: string;
}
export type RenderedNode = RenderedText | RenderedElement | RenderedHtml;

/** What the caller provides. */
export interface RenderDocumentOptions {
  /** Cleans an HTML block's markup; without it HTML blocks are left out. */
  sanitizeHtml?: ((html: string) => string) | undefined;
}

type JsonNode = { type?: unknown; attrs?: unknown; content?: unknown; marks?: unknown; text?: unknown };

const MAX_DEPTH = 64;
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const attrsOf = (node: JsonNode): Record<string, unknown> =>
  node.attrs !== null && typeof node.attrs === 'object' && !Array.isArray(node.attrs)
    ? (node.attrs as Record<string, unknown>)
    : {};
const stringOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const truthy = (value: unknown): boolean => value === true || value === 'true';

function element(
  tag: string,
  children: RenderedNode[] = [],
  attrs: Record<string, string> = {},
  style: Record<string, string> = {},
): RenderedElement {
  return { kind: 'element', tag, attrs, style, children };
}

/** The block styles of a paragraph or heading: alignment, line height and indent. */
function blockStyle(attrs: Record<string, unknown>): Record<string, string> {
  const style: Record<string, string> = {};
  const align = stringOf(attrs.textAlign);
  if ((TEXT_ALIGNS as readonly string[]).includes(align) && align !== 'left') style['text-align'] = align;
  const lineHeight =
    attrs.lineHeight === null || attrs.lineHeight === undefined
      ? null
      : lineHeightOf(stringOf(attrs.lineHeight));
  if (lineHeight) style['line-height'] = lineHeight;
  const margin = indentMargin(Number(attrs.indent));
  if (margin) style['margin-left'] = margin;
  return style;
}

/** An absolute address as the browser reads it (quotes and brackets escaped); a path or anchor as it is. */
function normalisedHref(href: string): string {
  if (href.startsWith('/') || href.startsWith('#')) return href;
  try {
    return new URL(href).href;
  } catch {
    return href;
  }
}

function renderMarks(text: string, marks: unknown): RenderedNode {
  let node: RenderedNode = { kind: 'text', text };
  const list = asArray(marks).filter((mark): mark is JsonNode => mark !== null && typeof mark === 'object');
  const has = (type: string) => list.find((mark) => mark.type === type);
  const wrap = (tag: string, attrs: Record<string, string> = {}, style: Record<string, string> = {}) => {
    node = element(tag, [node], attrs, style);
  };
  if (has('superscript')) wrap('sup');
  if (has('subscript')) wrap('sub');
  if (has('strike')) wrap('s');
  if (has('underline')) wrap('u');
  if (has('italic')) wrap('em');
  if (has('bold')) wrap('strong');
  const highlight = has('highlight');
  if (highlight) {
    const colour = stringOf(attrsOf(highlight).color);
    wrap('mark', {}, isCssColour(colour) ? { 'background-color': colour } : {});
  }
  const textStyle = has('textStyle');
  if (textStyle) {
    const style: Record<string, string> = {};
    for (const [name, value] of Object.entries(attrsOf(textStyle))) {
      const rule = TEXT_STYLE_RULES[name];
      const text = stringOf(value);
      if (rule && text !== '' && rule(text)) style[TEXT_STYLE_PROPERTIES[name]!] = text.trim();
    }
    if (Object.keys(style).length > 0) wrap('span', {}, style);
  }
  const tooltip = has('tooltip');
  if (tooltip) {
    const attrs = attrsOf(tooltip);
    const title = stringOf(attrs.title).slice(0, 255);
    const description = stringOf(attrs.description).slice(0, 2000);
    const label = [title, description].filter(Boolean).join(': ');
    if (label)
      wrap('span', { class: 'lesson-tooltip', title: label, 'data-tooltip-title': title, tabindex: '0' });
  }
  const link = has('link');
  if (link) {
    const attrs = attrsOf(link);
    const href = normalisedHref(stringOf(attrs.href).trim());
    if (isSafeLinkHref(href)) {
      const target = attrs.target === '_blank' ? '_blank' : null;
      const linkAttrs: Record<string, string> = { href, rel: relFor(target) };
      if (target) linkAttrs.target = target;
      const linkClass = linkClassOf(attrs.class);
      if (linkClass) linkAttrs.class = linkClass;
      wrap('a', linkAttrs);
    }
  }
  return node;
}

function renderInline(nodes: unknown): RenderedNode[] {
  const out: RenderedNode[] = [];
  for (const item of asArray(nodes)) {
    const node = item as JsonNode;
    if (node?.type === 'text' && typeof node.text === 'string' && node.text !== '')
      out.push(renderMarks(node.text, node.marks));
    else if (node?.type === 'hardBreak') out.push(element('br'));
  }
  return out;
}

function renderImage(attrs: Record<string, unknown>): RenderedNode | null {
  const src = stringOf(attrs.src).trim();
  const isInlineData = /^data:image\/(png|jpe?g|webp|gif);base64,[A-Za-z0-9+/=]+$/.test(src);
  if (!isInlineData && !isSafeMediaSrc(src)) return null;
  const width = stringOf(attrs.width) || IMAGE_WIDTH_DEFAULT;
  const justify = stringOf(attrs.justify);
  const imageAttrs: Record<string, string> = { src, alt: stringOf(attrs.alt).slice(0, 500), loading: 'lazy' };
  const fileId = stringOf(attrs['data-file-id'] ?? attrs.fileId);
  if (/^[0-9a-zA-Z-]{1,64}$/.test(fileId)) imageAttrs['data-file-id'] = fileId;
  if (truthy(attrs.allowzoom)) imageAttrs['data-zoom'] = 'true';
  const full = truthy(attrs.fullwidth);
  const imageStyle: Record<string, string> = {
    width: full
      ? '100%'
      : isImageWidth(width)
        ? /^\d+$/.test(width)
          ? `${width}px`
          : width
        : IMAGE_WIDTH_DEFAULT,
  };
  const height = stringOf(attrs.height);
  if (height && height !== 'auto' && isImageWidth(height))
    imageStyle.height = /^\d+$/.test(height) ? `${height}px` : height;
  const frameAttrs: Record<string, string> = { class: 'lesson-image' };
  for (const device of ['mobile', 'tablet', 'desktop'])
    if (truthy(attrs[`hide${device}`])) frameAttrs[`data-hide-${device}`] = 'true';
  if (full) frameAttrs['data-full-width'] = 'true';
  const frameStyle: Record<string, string> = {};
  if ((IMAGE_JUSTIFIES as readonly string[]).includes(justify)) {
    if (justify === 'inline') frameStyle.display = 'inline-block';
    else frameStyle['justify-content'] = justify;
  }
  return element('div', [element('img', [], imageAttrs, imageStyle)], frameAttrs, frameStyle);
}

function renderIframe(attrs: Record<string, unknown>): RenderedNode | null {
  const src = stringOf(attrs.src).trim();
  if (!isAllowedIframeSrc(src)) return null;
  const size = (value: unknown, fallback: number) => {
    const number = Number(value);
    return Number.isFinite(number) && number > 0 && number <= 4000
      ? String(Math.round(number))
      : String(fallback);
  };
  const iframeAttrs: Record<string, string> = {
    src,
    width: size(attrs.width, IFRAME_DEFAULTS.width),
    height: size(attrs.height, IFRAME_DEFAULTS.height),
    frameborder: '0',
    sandbox: IFRAME_SANDBOX,
    referrerpolicy: 'strict-origin-when-cross-origin',
    loading: 'lazy',
  };
  if (attrs.allowfullscreen !== false && attrs.allowfullscreen !== 'false')
    iframeAttrs.allowfullscreen = 'true';
  return element('div', [element('iframe', [], iframeAttrs)], { class: 'lesson-iframe' });
}

export interface StoredFile {
  name: string;
  url: string | null;
}

/** A file block's files: the encoded list (a JSON text or a list) of objects with a name and an address. */
/** A file block's stored files (a JSON text or a list), each with its name and a safe address or none. */
export function filesOf(value: unknown): StoredFile[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      list = [];
    }
  }
  return asArray(list)
    .filter((file): file is Record<string, unknown> => file !== null && typeof file === 'object')
    .map((file) => {
      const url = stringOf(file.url ?? file.src).trim();
      return {
        name: stringOf(file.name ?? file.original_name ?? file.title).slice(0, 255) || 'file',
        url: isSafeMediaSrc(url) ? url : null,
      };
    });
}

function renderFileBlock(attrs: Record<string, unknown>): RenderedNode {
  const download = attrs.download !== false && attrs.download !== 'false';
  const items = filesOf(attrs.files).map((file) => {
    const name: RenderedNode = { kind: 'text', text: file.name };
    if (!file.url || !download) return element('li', [name]);
    return element('li', [element('a', [name], { href: file.url, download: '', rel: 'nofollow' })]);
  });
  return element('ul', items, { class: 'lesson-files' });
}

/**
 * An audio recording: an audio element with the browser's controls (the read-only view plays it with the
 * recording player instead); its name and the task's script ride along as attributes, as plain text.
 */
function renderAudioRecording(attrs: Record<string, unknown>): RenderedNode | null {
  const src = stringOf(attrs.src).trim();
  if (!isSafeMediaSrc(src)) return null;
  const figureAttrs: Record<string, string> = { class: 'lesson-audio-recording', 'data-audio-recording': '' };
  const name = stringOf(attrs.name).slice(0, AUDIO_NAME_MAX);
  const script = stringOf(attrs.script).slice(0, AUDIO_SCRIPT_MAX);
  if (name) figureAttrs['data-name'] = name;
  if (script.trim()) figureAttrs['data-script'] = script;
  const audioAttrs: Record<string, string> = { src, controls: '', preload: 'metadata' };
  if (name) audioAttrs['aria-label'] = name;
  return element('figure', [element('audio', [], audioAttrs)], figureAttrs);
}

function renderBlocks(nodes: unknown, options: RenderDocumentOptions, depth: number): RenderedNode[] {
  if (depth > MAX_DEPTH) return [];
  const out: RenderedNode[] = [];
  for (const item of asArray(nodes)) {
    const node = renderBlock(item as JsonNode, options, depth + 1);
    if (node) out.push(node);
  }
  return out;
}

function renderListItems(
  nodes: unknown,
  options: RenderDocumentOptions,
  depth: number,
  task: boolean,
): RenderedNode[] {
  return asArray(nodes)
    .filter((item) => (item as JsonNode)?.type === (task ? 'taskItem' : 'listItem'))
    .map((item) => {
      const node = item as JsonNode;
      const children = renderBlocks(node.content, options, depth + 1);
      if (!task) return element('li', children);
      const checked = truthy(attrsOf(node).checked);
      const box = element(
        'input',
        [],
        checked ? { type: 'checkbox', disabled: '', checked: '' } : { type: 'checkbox', disabled: '' },
      );
      return element('li', [element('label', [box]), element('div', children)], {
        'data-checked': String(checked),
      });
    });
}

function renderBlock(node: JsonNode, options: RenderDocumentOptions, depth: number): RenderedNode | null {
  if (node === null || typeof node !== 'object') return null;
  const attrs = attrsOf(node);
  switch (node.type) {
    case 'paragraph':
      return element('p', renderInline(node.content), {}, blockStyle(attrs));
    case 'heading': {
      const level = Number(attrs.level);
      const tag = (HEADING_LEVELS as readonly number[]).includes(level) ? `h${level}` : 'p';
      return element(tag, renderInline(node.content), {}, blockStyle(attrs));
    }
    case 'bulletList':
      return element('ul', renderListItems(node.content, options, depth, false));
    case 'orderedList': {
      const start = Number(attrs.start ?? 1);
      const olAttrs: Record<string, string> =
        Number.isInteger(start) && start !== 1 && start >= 0 && start < 1e6 ? { start: String(start) } : {};
      return element('ol', renderListItems(node.content, options, depth, false), olAttrs);
    }
    case 'taskList':
      return element('ul', renderListItems(node.content, options, depth, true), { 'data-type': 'taskList' });
    case 'blockquote':
      return element('blockquote', renderBlocks(node.content, options, depth));
    case 'horizontalRule':
      return element('hr');
    case 'codeBlock': {
      const language =
        stringOf(attrs.language)
          .replace(/[^a-z0-9-]/gi, '')
          .slice(0, 32) || 'html';
      const theme = ['vs', 'vs-dark', 'hc-black'].includes(stringOf(attrs.theme))
        ? stringOf(attrs.theme)
        : 'vs-dark';
      const value =
        typeof attrs.value === 'string'
          ? attrs.value
          : asArray(node.content)
              .map((text) => stringOf((text as JsonNode)?.text))
              .join('');
      return element(
        'pre',
        [element('code', [{ kind: 'text', text: value }], { 'data-language': language })],
        { class: 'lesson-code', 'data-theme': theme },
      );
    }
    case 'htmlBlock': {
      const value = stringOf(attrs.value);
      if (!options.sanitizeHtml || value.trim() === '') return null;
      return element('div', [{ kind: 'html', html: options.sanitizeHtml(value) }], { class: 'lesson-html' });
    }
    case 'iframe':
      return renderIframe(attrs);
    case 'image':
      return renderImage(attrs);
    case 'fileBlock':
      return renderFileBlock(attrs);
    case 'audioRecording':
      return renderAudioRecording(attrs);
    default:
      return null;
  }
}

/** A stored document as a tree of checked elements and texts (nothing for something that is not a document). */
export function renderDocument(document: unknown, options: RenderDocumentOptions = {}): RenderedNode[] {
  const doc = document as JsonNode | null;
  if (doc === null || typeof doc !== 'object' || doc.type !== 'doc') return [];
  return renderBlocks(doc.content, options, 0);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeText = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
const VOID_TAGS = new Set(['br', 'hr', 'img', 'input']);

/** A rendered tree as HTML: texts and attribute values escaped. */
export function renderedToHtml(nodes: readonly RenderedNode[]): string {
  let html = '';
  for (const node of nodes) {
    if (node.kind === 'text') html += escapeText(node.text);
    else if (node.kind === 'html') html += node.html;
    else {
      let open = `<${node.tag}`;
      for (const [name, value] of Object.entries(node.attrs))
        open += value === '' ? ` ${name}` : ` ${name}="${escapeText(value)}"`;
      const style = Object.entries(node.style)
        .map(([property, value]) => `${property}: ${value}`)
        .join('; ');
      if (style) open += ` style="${escapeText(style)}"`;
      html += VOID_TAGS.has(node.tag) ? `${open}>` : `${open}>${renderedToHtml(node.children)}</${node.tag}>`;
    }
  }
  return html;
}

/** A stored document as safe HTML. */
export function renderDocumentHtml(document: unknown, options: RenderDocumentOptions = {}): string {
  return renderedToHtml(renderDocument(document, options));
}

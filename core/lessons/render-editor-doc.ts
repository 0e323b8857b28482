import { type EditorBlock, type EditorDoc, type EditorInline, isSafeHref } from '../api/lessons.ts';

// A text block's document as HTML. Every text is escaped and only the basic schema's tags come out
// (p, h1-h6, ul, ol, li, br, strong, em, a with an http, https or mailto href), whatever the input
// holds: the server renders what students read with it, so a lesson never carries a script.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an HTML text node or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function renderText(node: Extract<EditorInline, { type: 'text' }>): string {
  let html = escapeHtml(typeof node.text === 'string' ? node.text : '');
  const marks = asArray(node.marks) as NonNullable<typeof node.marks>;
  if (marks.some((mark) => mark?.type === 'bold')) html = `<strong>${html}</strong>`;
  if (marks.some((mark) => mark?.type === 'italic')) html = `<em>${html}</em>`;
  const link = marks.find((mark) => mark?.type === 'link');
  const href = link?.type === 'link' && typeof link.attrs?.href === 'string' ? link.attrs.href.trim() : '';
  if (href && isSafeHref(href)) {
    const target = link?.type === 'link' && link.attrs.target === '_blank' ? ' target="_blank"' : '';
    html = `<a href="${escapeHtml(new URL(href).href)}"${target} rel="noopener noreferrer nofollow">${html}</a>`;
  }
  return html;
}

function renderInline(nodes: unknown): string {
  return asArray(nodes)
    .map((node) => {
      const inline = node as EditorInline;
      if (inline?.type === 'text') return renderText(inline);
      if (inline?.type === 'hardBreak') return '<br>';
      return '';
    })
    .join('');
}

function renderBlocks(nodes: unknown): string {
  return asArray(nodes)
    .map((node) => renderBlock(node as EditorBlock))
    .join('');
}

function renderListItems(nodes: unknown): string {
  return asArray(nodes)
    .map((item) =>
      (item as { type?: unknown })?.type === 'listItem'
        ? `<li>${renderBlocks((item as { content?: unknown }).content)}</li>`
        : '',
    )
    .join('');
}

function renderBlock(node: EditorBlock): string {
  switch (node?.type) {
    case 'paragraph':
      return `<p>${renderInline(node.content)}</p>`;
    case 'heading': {
      const level = Number(node.attrs?.level);
      const tag = Number.isInteger(level) && level >= 1 && level <= 6 ? `h${level}` : 'p';
      return `<${tag}>${renderInline(node.content)}</${tag}>`;
    }
    case 'bulletList':
      return `<ul>${renderListItems(node.content)}</ul>`;
    case 'orderedList': {
      const start = Number(node.attrs?.start ?? 1);
      const from = Number.isInteger(start) && start !== 1 && start >= 0 ? ` start="${start}"` : '';
      return `<ol${from}>${renderListItems(node.content)}</ol>`;
    }
    default:
      return '';
  }
}

/** The HTML of a text block's document: escaped text in the basic schema's tags, nothing else. */
export function renderEditorDoc(doc: EditorDoc | null | undefined): string {
  if (doc?.type !== 'doc') return '';
  return renderBlocks(doc.content);
}

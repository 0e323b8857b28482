import { sanitizeHtmlBlock } from './sanitize-html-block.ts';

type Node = { type?: unknown; attrs?: Record<string, unknown> | null; content?: unknown };

function clean(item: unknown): unknown {
  if (item === null || typeof item !== 'object') return item;
  const node = item as Node;
  let next = node;
  if (node.type === 'htmlBlock' && typeof node.attrs?.value === 'string')
    next = { ...node, attrs: { ...node.attrs, value: sanitizeHtmlBlock(node.attrs.value) } };
  return Array.isArray(next.content) ? { ...next, content: next.content.map(clean) } : next;
}

/** A document with every HTML block's markup passed through the sanitizer (the server does this on save). */
export function sanitizeDocument<T extends { type: 'doc'; content: readonly unknown[] }>(document: T): T {
  return { ...document, content: document.content.map(clean) };
}

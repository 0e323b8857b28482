import DOMPurify from 'dompurify';

type Purifier = ReturnType<typeof DOMPurify>;

let purifier: Purifier | null = null;

/** Our own DOMPurify instance, so its hooks never touch another caller's. */
function questionPurifier(): Purifier {
  if (purifier) return purifier;
  const created = DOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  purifier = created;
  return created;
}

/**
 * Question HTML made safe to show: formatting, lists, tables, links (opening in a new tab with
 * rel=noopener) and images stay; scripts, styles blocks, forms, frames, event handlers and
 * javascript: or data: links go.
 */
export function sanitizeQuestionHtml(html: string): string {
  return questionPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['srcset'],
    ALLOW_DATA_ATTR: false,
  });
}

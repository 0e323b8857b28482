import sanitizeHtml from 'sanitize-html';

/** A comment's text as served: `clean` is inert HTML to show, `without_tags` plain text (spec 2 §3). */
export interface FormattedCommentText {
  clean: string;
  without_tags: string;
}

const LINK = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

const CLEAN_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['a', 'br'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { href: attribs.href ?? '', target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
};

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The one comment sanitizer (server and browser alike): the text a person typed is stored as written
 * and served through this. Everything typed is text: markup shows as the characters typed, line breaks
 * become `<br>`, and web addresses become links that open in a new tab; then sanitize-html keeps only
 * `a` (http/https) and `br`, so nothing in `clean` can run or load anything. `without_tags` is the text
 * with any tags dropped, for previews and notifications (show it as text, never as HTML).
 */
export function formatCommentText(text: string): FormattedCommentText {
  const escaped = escapeHtml(text);
  const linked = escaped.replace(LINK, (url) => `<a href="${url}">${url}</a>`);
  const clean = sanitizeHtml(linked.replace(/\r?\n/g, '<br>'), CLEAN_OPTIONS);
  const stripped = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
  const without_tags = stripped.replace(
    /&(amp|lt|gt|quot|#39|nbsp);/g,
    (_m, name: string) => ENTITIES[name] ?? '',
  );
  return { clean, without_tags };
}

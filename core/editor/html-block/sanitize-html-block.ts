import sanitizeHtml from 'sanitize-html';
import { IFRAME_SANDBOX } from '../editor.constants.ts';
import { isAllowedIframeSrc } from '../iframe/iframe-allowlist.ts';
import { isSafeLinkHref, isSafeMediaSrc } from '../link/link-rules.ts';
import { cleanStyle } from './clean-style.ts';
import { HTML_BLOCK_ALLOWLIST } from './html-allowlist.ts';

// The server's sanitizer of an HTML block (sanitize-html over the shared allowlist). Idempotent: what it
// returns, cleaned again, is the same text.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...HTML_BLOCK_ALLOWLIST.tags],
  allowedAttributes: { '*': [...HTML_BLOCK_ALLOWLIST.attributes] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'plaintext',
    'template',
  ],
  parseStyleAttributes: false,
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !isAllowedIframeSrc(frame.attribs.src ?? '')) ||
    (frame.tag === 'img' && !isSafeMediaSrc(frame.attribs.src ?? '')),
  transformTags: {
    '*': (tagName, attribs) => {
      const next: sanitizeHtml.Attributes = { ...attribs };
      if (next.style !== undefined) {
        const style = cleanStyle(next.style);
        if (style) next.style = style;
        else delete next.style;
      }
      if (next.href !== undefined && !isSafeLinkHref(next.href)) delete next.href;
      if (next.src !== undefined && !isSafeMediaSrc(next.src)) delete next.src;
      if (next.type !== undefined && tagName !== 'button' && tagName !== 'ol') delete next.type;
      if (tagName === 'button') next.type = 'button';
      if (tagName === 'a') {
        if (next.target !== undefined && next.target !== '_blank') delete next.target;
        next.rel = next.target === '_blank' ? 'noopener noreferrer nofollow' : 'nofollow';
      } else {
        delete next.target;
        delete next.rel;
      }
      if (tagName === 'iframe') {
        next.sandbox = IFRAME_SANDBOX;
        next.frameborder = '0';
      } else delete next.sandbox;
      return { tagName, attribs: next };
    },
  },
};

/** An HTML block's markup with only the allowlist's tags, attributes and safe addresses. */
export function sanitizeHtmlBlock(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

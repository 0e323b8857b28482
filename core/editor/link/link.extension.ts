import Link from '@tiptap/extension-link';
import { isSafeLinkHref, shouldAutolink } from './link-rules.ts';

/** The link (spec 1 §3: href, target, rel, class; builder-button marks a built button) for a site at `host`. */
export function lessonLink(host: string) {
  return Link.extend({
    addAttributes() {
      return { ...this.parent?.(), class: { default: null } };
    },
  }).configure({
    openOnClick: false,
    autolink: true,
    linkOnPaste: true,
    defaultProtocol: 'https',
    protocols: ['mailto', 'tel'],
    HTMLAttributes: { rel: null, target: null, class: null },
    isAllowedUri: (url) => isSafeLinkHref(url),
    shouldAutoLink: (url) => shouldAutolink(url, host),
  });
}

import { BUILDER_BUTTON_CLASS, LINK_PROTOCOLS, URL_MAX_LENGTH } from '../editor.constants.ts';

// Where a link may point: http, https, mailto and tel addresses, a path of this site ('/group-access/7')
// or a block of the page ('#unit-12'). Never javascript:, data:, vbscript: or a protocol-relative '//host'.

const IN_APP_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@/%?#]*$/;
const ANCHOR = /^#[A-Za-z][A-Za-z0-9\-_:.]*$/;

/** Whether a text holds a control character (browsers drop some of those, which can hide a scheme). */
const hasControl = (value: string): boolean =>
  [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** Whether an address is one a lesson link may carry. */
export function isSafeLinkHref(href: string): boolean {
  const value = href.trim();
  if (value === '' || value.length > URL_MAX_LENGTH || hasControl(value)) return false;
  if (value.startsWith('/')) return IN_APP_PATH.test(value);
  if (value.startsWith('#')) return ANCHOR.test(value);
  try {
    return (LINK_PROTOCOLS as readonly string[]).includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Whether an address is an http(s) URL (images, iframes) or a path of this site. */
export function isSafeMediaSrc(src: string): boolean {
  const value = src.trim();
  if (value === '' || value.length > URL_MAX_LENGTH || hasControl(value)) return false;
  if (value.startsWith('/')) return IN_APP_PATH.test(value);
  try {
    const protocol = new URL(value).protocol;
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Whether a link stays in the app (an in-app click navigates without reloading): a path or anchor, no _blank. */
export function isInAppLink(href: string, target: string | null | undefined): boolean {
  return target !== '_blank' && (href.startsWith('/') || href.startsWith('#')) && isSafeLinkHref(href);
}

/** Whether typed text is auto-linked: only addresses starting with http:// (or https://) or this site's host. */
export function shouldAutolink(text: string, host: string): boolean {
  const value = text.trim();
  if (/^https?:\/\//i.test(value)) return isSafeLinkHref(value);
  return (
    host !== '' && value.toLowerCase().startsWith(host.toLowerCase()) && isSafeLinkHref(`https://${value}`)
  );
}

/** What the link prompt does with the typed address: remove the link (empty), set it, or refuse it. */
export type LinkPromptOutcome = { kind: 'remove' } | { kind: 'set'; href: string } | { kind: 'invalid' };

/** The link prompt (spec 1 §5): empty removes; an address without a scheme is taken as https. */
export function linkPromptOutcome(typed: string): LinkPromptOutcome {
  const value = typed.trim();
  if (value === '') return { kind: 'remove' };
  const href = /^[a-z][a-z0-9+.-]*:|^[/#]/i.test(value) ? value : `https://${value}`;
  return isSafeLinkHref(href) ? { kind: 'set', href } : { kind: 'invalid' };
}

/** The rel a link is rendered with: opener and referrer withheld from other sites. */
export function relFor(target: string | null | undefined): string {
  return target === '_blank' ? 'noopener noreferrer nofollow' : 'nofollow';
}

/** The classes a link may carry: only the built-button class. */
export function linkClassOf(value: unknown): string | null {
  return typeof value === 'string' && value.split(/\s+/).includes(BUILDER_BUTTON_CLASS)
    ? BUILDER_BUTTON_CLASS
    : null;
}

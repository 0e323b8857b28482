import type DOMPurify from 'dompurify';
import {
  type CSSProperties,
  createElement,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { IFRAME_SANDBOX } from '../../core/editor/editor.constants.ts';
import { cleanStyle } from '../../core/editor/html-block/clean-style.ts';
import { HTML_BLOCK_ALLOWLIST } from '../../core/editor/html-block/html-allowlist.ts';
import { isAllowedIframeSrc } from '../../core/editor/iframe/iframe-allowlist.ts';
import { isInAppLink } from '../../core/editor/link/link-rules.ts';
import { type RenderedNode, renderDocument } from '../../core/editor/render-document.ts';
import styles from './lesson-document-view.module.css';
import { useImageZoom } from './use-image-zoom.ts';

/** Props of the LessonDocumentView. */
export interface LessonDocumentViewProps {
  /** A stored lesson document (the editor's JSON), as the server answers it; anything else shows nothing. */
  document: unknown;
  /** Opens an in-app link (a path or a block anchor without a new tab) inside the app; without it the browser follows it. */
  onNavigate?: ((href: string) => void) | undefined;
  className?: string | undefined;
}

/** The recording player, fetched only when a text holds a recording (the student's first load does not carry it). */
const AudioRecordingPlayer = lazy(() =>
  import('../player/audio-recording-player.tsx').then((module) => ({ default: module.AudioRecordingPlayer })),
);

const ATTRIBUTE_NAMES: Readonly<Record<string, string>> = {
  class: 'className',
  tabindex: 'tabIndex',
  frameborder: 'frameBorder',
  allowfullscreen: 'allowFullScreen',
  referrerpolicy: 'referrerPolicy',
  colspan: 'colSpan',
};

type Purifier = ReturnType<typeof DOMPurify>;

let purifier: Purifier | null = null;
let purifierCode: Promise<Purifier> | null = null;

/** A DOMPurify of our own (hooks never reach another user of the library): styles, links and iframes checked. */
function htmlPurifier(create: typeof DOMPurify): Purifier {
  const instance = create(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    const style = node.getAttribute('style');
    if (style !== null) {
      const clean = cleanStyle(style);
      if (clean) node.setAttribute('style', clean);
      else node.removeAttribute('style');
    }
    if (node.tagName === 'IFRAME') {
      if (!isAllowedIframeSrc(node.getAttribute('src') ?? '')) node.remove();
      else {
        node.setAttribute('sandbox', IFRAME_SANDBOX);
        node.setAttribute('frameborder', '0');
      }
    } else node.removeAttribute('sandbox');
    if (node.tagName === 'A') {
      if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
      node.setAttribute(
        'rel',
        node.getAttribute('target') === '_blank' ? 'noopener noreferrer nofollow' : 'nofollow',
      );
    }
    if (node.tagName === 'BUTTON') node.setAttribute('type', 'button');
  });
  return instance;
}

/**
 * DOMPurify, loaded with the first HTML block drawn (most lessons have none, and a served lesson's text
 * is not drawn by this view at all): not part of the lesson page's start. A failed load is tried again
 * by the next block drawn.
 */
export function loadHtmlPurifier(): Promise<Purifier> {
  purifierCode ??= import('dompurify').then(
    (module) => {
      purifier = htmlPurifier(module.default);
      return purifier;
    },
    (error: unknown) => {
      purifierCode = null;
      throw error;
    },
  );
  return purifierCode;
}

/** An HTML block's markup, cleaned in the browser too (the server cleaned it on save). */
function cleanHtml(purify: Purifier, html: string): string {
  // Where DOMPurify cannot work (no full DOM) it would hand the markup back untouched: show nothing instead.
  if (!purify.isSupported) return '';
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...HTML_BLOCK_ALLOWLIST.tags],
    ALLOWED_ATTR: [...HTML_BLOCK_ALLOWLIST.attributes],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i,
  });
}

/** An HTML block: empty until DOMPurify is there (at once after the first block), then its cleaned markup. */
function HtmlBlock({ html }: { html: string }) {
  const [clean, setClean] = useState(() => (purifier ? cleanHtml(purifier, html) : null));
  useEffect(() => {
    let live = true;
    loadHtmlPurifier().then(
      (loaded) => live && setClean(cleanHtml(loaded, html)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify just above, and by the server on save
  return <div dangerouslySetInnerHTML={{ __html: clean ?? '' }} />;
}

const camel = (property: string) => property.replace(/-([a-z])/g, (_, char: string) => char.toUpperCase());

function toReact(nodes: readonly RenderedNode[], keyPrefix: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}.${index}`;
    if (node.kind === 'text') return node.text;
    if (node.kind === 'html') return createElement(HtmlBlock, { key, html: node.html });
    if (node.tag === 'figure' && 'data-audio-recording' in node.attrs) {
      const audio = node.children[0];
      const src = audio?.kind === 'element' ? audio.attrs.src : undefined;
      if (!src) return null;
      return createElement(
        'figure',
        { key, className: node.attrs.class, 'aria-label': node.attrs['data-name'] },
        createElement(
          Suspense,
          // Until the player has loaded, the browser's own controls play it.
          { fallback: createElement('audio', { src, controls: true, preload: 'metadata' }) },
          createElement(AudioRecordingPlayer, { src, script: node.attrs['data-script'] ?? null }),
        ),
      );
    }
    const props: Record<string, unknown> = { key };
    for (const [name, value] of Object.entries(node.attrs)) {
      if (node.tag === 'input' && name === 'checked') props.defaultChecked = true;
      else if (name === 'allowfullscreen' || name === 'disabled' || name === 'download')
        props[ATTRIBUTE_NAMES[name] ?? name] = name === 'download' ? value : true;
      else props[ATTRIBUTE_NAMES[name] ?? name] = value;
    }
    if (node.tag === 'input') props.readOnly = true;
    const style: CSSProperties = {};
    for (const [property, value] of Object.entries(node.style))
      (style as Record<string, string>)[camel(property)] = value;
    if (Object.keys(style).length > 0) props.style = style;
    const children = node.children.length > 0 ? toReact(node.children, key) : undefined;
    return createElement(node.tag, props, children);
  });
}

/**
 * A stored lesson document, read-only, without the editor: the checked tree of `renderDocument`, HTML
 * blocks cleaned again here, iframes sandboxed, in-app links opened inside the app, images stored with
 * click-to-zoom open large (captioned in the reader's language).
 */
export function LessonDocumentView({ document, onNavigate, className }: LessonDocumentViewProps) {
  const content = useMemo(
    () => toReact(renderDocument(document, { sanitizeHtml: (html) => html }), 'n'),
    [document],
  );
  const root = useRef<HTMLDivElement>(null);
  useImageZoom(root);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      !onNavigate ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    const anchor = (event.target as Element).closest?.('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !isInAppLink(href, anchor.getAttribute('target'))) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the links inside take the keyboard; this only catches their clicks
    <div ref={root} className={[styles.document, className].filter(Boolean).join(' ')} onClick={onClick}>
      {content}
    </div>
  );
}

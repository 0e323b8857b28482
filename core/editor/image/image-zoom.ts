// Click-to-zoom for a lesson's images (spec 1 §3 image `allowzoom`, §9 its caption in en, uk and ru): a
// few lines of DOM, no React and no Tiptap, so the student's page can use it over the server's HTML. An
// image rendered with `data-zoom` (see render-document.ts) becomes a button named by its caption; a click,
// Enter or Space shows it large in a modal dialog; a click, Escape or the close button closes it and the
// focus goes back to the image.

/** The texts the zoom shows, in the reader's language. */
export interface ImageZoomTexts {
  /** The caption of a zoomable image ("Click to enlarge"). */
  caption: string;
  /** The close button's name. */
  close: string;
}

/** The selector of a zoomable image. */
export const ZOOMABLE_IMAGE = 'img[data-zoom="true"]';

function markZoomable(root: ParentNode, texts: ImageZoomTexts) {
  for (const image of root.querySelectorAll<HTMLImageElement>(ZOOMABLE_IMAGE)) {
    if (image.dataset.zoomReady === 'true') continue;
    image.dataset.zoomReady = 'true';
    image.tabIndex = 0;
    image.setAttribute('role', 'button');
    image.setAttribute('aria-haspopup', 'dialog');
    image.title = texts.caption;
    const alt = image.getAttribute('alt')?.trim();
    image.setAttribute('aria-label', alt ? `${alt}. ${texts.caption}` : texts.caption);
    image.style.cursor = 'zoom-in';
  }
}

/** Shows `image` large in a modal dialog; answers the dialog. */
export function openImageZoom(image: HTMLImageElement, texts: ImageZoomTexts): HTMLDialogElement {
  const document = image.ownerDocument;
  const dialog = document.createElement('dialog');
  dialog.className = 'lesson-image-zoom';
  dialog.setAttribute('aria-label', image.getAttribute('alt')?.trim() || texts.caption);
  dialog.style.cssText =
    'padding: 0; border: 0; background: transparent; max-width: 96vw; max-height: 96vh; overflow: visible;';
  const large = document.createElement('img');
  large.src = image.currentSrc || image.src;
  large.alt = image.alt;
  large.style.cssText =
    'display: block; max-width: 96vw; max-height: 90vh; object-fit: contain; cursor: zoom-out; background: #fff;';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', texts.close);
  close.style.cssText =
    'position: absolute; top: 8px; right: 8px; width: 40px; height: 40px; border: 0; border-radius: 50%; background: rgba(0,0,0,0.6); color: #fff; font-size: 24px; cursor: pointer;';
  dialog.append(large, close);
  const shut = () => {
    if (!dialog.isConnected) return;
    if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    dialog.remove();
    image.focus();
  };
  dialog.addEventListener('click', shut);
  dialog.addEventListener('close', shut);
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    shut();
  });
  document.body.append(dialog);
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  close.focus();
  return dialog;
}

/**
 * Makes the zoomable images inside `root` open large on click, Enter or Space, now and as the content
 * changes. Answers the function that stops it.
 */
export function attachImageZoom(root: HTMLElement, texts: ImageZoomTexts): () => void {
  markZoomable(root, texts);
  const zoomable = (target: EventTarget | null) =>
    target instanceof Element && target.matches(ZOOMABLE_IMAGE) ? (target as HTMLImageElement) : null;
  const onClick = (event: MouseEvent) => {
    const image = zoomable(event.target);
    if (!image || event.button !== 0) return;
    event.preventDefault();
    openImageZoom(image, texts);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const image = zoomable(event.target);
    if (!image || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    openImageZoom(image, texts);
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  const Observer = root.ownerDocument.defaultView?.MutationObserver;
  const observer = Observer ? new Observer(() => markZoomable(root, texts)) : null;
  observer?.observe(root, { childList: true, subtree: true });
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
    observer?.disconnect();
  };
}

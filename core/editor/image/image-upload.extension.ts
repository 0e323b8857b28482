import { type Editor, Extension } from '@tiptap/core';
import { isHistoryTransaction } from '@tiptap/pm/history';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';
import { type ImageImportRefusalReason, refusalReasonOf } from '../../upload/index.ts';
import { isUploadableImageName, needsImageUpload } from './image-rules.ts';

// Spec 1 §4 "Image in editor", §5: a pasted or dropped picture (a file, a base64 image, or an image of
// another site in pasted HTML) goes through the upload queue and its source is replaced by the stored
// file's address once processed; only when the person may upload images, only .jpeg .jpg .png .webp.
// Until then the image shows as it came, marked as uploading. Another site's image the page may not read
// (the site sends no CORS headers, or the request fails) is imported by the server from its address
// instead (`importImage`, POST /files/import: docs/uploads.md). If that is refused too, the image is taken
// out of the document: the site's Content-Security-Policy shows images of our own origin only, so it would
// be broken in the editor and for every student. A notice stands where it was (a widget, never in the
// document) with the refusal's reason, until the expert dismisses it or uploads a picture in its place;
// an undo or redo that takes away what was around it takes it away too, so Ctrl+Z gives back the text as
// it was before the paste. Another site's image the page reads that is not a JPEG, PNG or WebP is taken
// out the same way. If the upload fails, the image stays as it is (the upload queue says why).

/** A stored picture: its address and file id. */
export interface StoredImage {
  url: string;
  uuid: string;
}

/** How the editor stores pictures. */
export interface ImageUploadOptions {
  /** Stores one picture through the upload queue; null when it failed. Null: the person may not upload images. */
  upload: (() => ((file: File) => Promise<StoredImage | null>) | null) | null;
  /**
   * Has the server fetch and store another site's image by its address, when the page may not read it.
   * Rejected with `ImageImportRefused` when the server refused it (or failing otherwise): the image is
   * taken out, and a notice with the reason stands in its place. Null: such images stay as they are.
   */
  importImage: (() => ((src: string) => Promise<StoredImage | null>) | null) | null;
  /** The hosts of the product's own storage (the site's host counts too). */
  storageHosts: readonly string[];
}

/** Whether an image node's decorations say its picture is on its way (for its view). */
export const isImageUploading = (decorations: readonly { spec: unknown }[]): boolean =>
  decorations.some((decoration) => (decoration.spec as { uploading?: boolean } | null)?.uploading === true);

/** Another site's image taken out of the document because it could not be copied: where it was, and why. */
export interface ImageRefusalNotice {
  id: number;
  /** The position between blocks where the image stood. */
  pos: number;
  reason: ImageImportRefusalReason;
}

/** What the notice's view shows and may do. */
export interface ImageRefusalNoticeProps {
  reason: ImageImportRefusalReason;
  /** Whether the person may upload a picture in the image's place. */
  canUpload: boolean;
  /** Takes the notice away (the focus goes back to the text). */
  dismiss(): void;
  /** Puts the picked picture where the image was, through the upload queue, and takes the notice away. */
  uploadInstead(file: File): void;
}

/** The notice's drawn element. */
export interface ImageRefusalNoticeView {
  dom: HTMLElement;
  destroy?(): void;
}

/** Draws a notice (given by ui/editor through the image's storage); without it notices are kept but not drawn. */
export type ImageRefusalNoticeRenderer = (
  editor: Editor,
  props: ImageRefusalNoticeProps,
) => ImageRefusalNoticeView;

/** The MIME types uploaded, by file extension (spec 1 §5: .jpeg .jpg .png .webp). */
const EXTENSION_OF: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** A base64 image as a file, or null when it is not one of the uploaded types. */
export function dataUrlToFile(src: string): File | null {
  const match = /^data:(image\/(?:jpeg|png|webp));base64,([A-Za-z0-9+/=\s]+)$/i.exec(src.trim());
  if (!match) return null;
  const type = match[1]!.toLowerCase();
  const binary = atob(match[2]!.replace(/\s/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new File([bytes], `image.${EXTENSION_OF[type]}`, { type });
}

/**
 * Another site's image as a file when that site lets the page read it; 'unreadable' when the page may
 * not read it (a CORS refusal is a failed fetch) or the answer is not a success; null when it was read
 * and is not one of the uploaded types.
 */
export async function remoteImageToFile(src: string): Promise<File | 'unreadable' | null> {
  try {
    const response = await fetch(src, { mode: 'cors', credentials: 'omit' });
    if (!response.ok) return 'unreadable';
    const blob = await response.blob();
    const extension = EXTENSION_OF[blob.type.toLowerCase()];
    return extension ? new File([blob], `image.${extension}`, { type: blob.type }) : null;
  } catch {
    return 'unreadable';
  }
}

/** Whether an image source is another site's http(s) address (which the server may import). */
const isWebAddress = (src: string) => /^https?:\/\//i.test(src);

/** A file of the picked or pasted ones as a base64 image to show at once. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

const uploadKey = new PluginKey<UploadState>('lessonImageUpload');

interface UploadState {
  /** Bumped by a paste, a drop or an inserted picture: the document is looked through once after it. */
  scan: number;
  /** Sources on their way. */
  uploading: ReadonlySet<string>;
  /** Images taken out because they could not be copied: the notices standing where they were. */
  notices: readonly ImageRefusalNotice[];
  /** The next notice's id. */
  nextNotice: number;
}

interface UploadMeta {
  scan?: true;
  uploading?: ReadonlySet<string>;
  /** Notices to put up: images just taken out. */
  refused?: readonly { pos: number; reason: ImageImportRefusalReason }[];
  /** A notice to take away. */
  dismiss?: number;
}

/**
 * The notices after a transaction: moved with the text (kept between blocks: one that a join of two
 * paragraphs would put inside a text goes after it), and gone when an undo or redo takes away the text
 * next to them, which takes back the paste (or typing) they stood in.
 */
export function mapNotices(
  notices: readonly ImageRefusalNotice[],
  tr: Transaction,
): readonly ImageRefusalNotice[] {
  if (!tr.docChanged || notices.length === 0) return notices;
  const history = isHistoryTransaction(tr);
  return notices.flatMap((notice) => {
    const mapped = tr.mapping.mapResult(notice.pos, -1);
    if (history && (mapped.deletedBefore || mapped.deletedAfter)) return [];
    const place = tr.doc.resolve(Math.min(mapped.pos, tr.doc.content.size));
    const pos = !place.parent.isTextblock
      ? place.pos
      : place.parentOffset === 0
        ? place.before()
        : place.after();
    return [{ ...notice, pos }];
  });
}

/**
 * Takes every image of `src` out of the document (out of the undo history: an undo takes back the
 * paste itself), and puts up a notice with `reason` where each one was.
 */
function takeOut(view: EditorView, src: string, reason: ImageImportRefusalReason) {
  const found: number[] = [];
  view.state.doc.descendants((node, position) => {
    if (node.type.name !== 'image') return true;
    if (node.attrs.src === src) found.push(position);
    return false;
  });
  if (found.length === 0) return;
  const { tr } = view.state;
  for (const position of [...found].reverse()) {
    const node = tr.doc.nodeAt(position);
    if (node) tr.delete(position, position + node.nodeSize);
  }
  const refused = found.map((position) => ({ pos: tr.mapping.map(position, -1), reason }));
  view.dispatch(tr.setMeta(uploadKey, { refused } satisfies UploadMeta).setMeta('addToHistory', false));
}

/** Image sources of a document that need the upload. */
export function imagesToUpload(
  doc: ProseMirrorNode,
  storageHosts: readonly string[],
  canUpload: boolean,
): string[] {
  const found = new Set<string>();
  doc.descendants((node) => {
    if (node.type.name !== 'image') return true;
    const src = String(node.attrs.src ?? '');
    if (src && needsImageUpload(src, storageHosts, canUpload)) found.add(src);
    return false;
  });
  return [...found];
}

/** Puts the stored address (and file id) in place of `src` wherever it still is. */
function replaceSource(view: EditorView, src: string, stored: StoredImage) {
  const { tr } = view.state;
  view.state.doc.descendants((node, position) => {
    if (node.type.name !== 'image') return true;
    if (node.attrs.src === src)
      tr.setNodeMarkup(position, undefined, { ...node.attrs, src: stored.url, 'data-file-id': stored.uuid });
    return false;
  });
  // Undo does not bring the base64 picture back.
  if (tr.docChanged) view.dispatch(tr.setMeta('addToHistory', false));
}

/** The pasted or dropped files that are uploaded pictures. */
const pictureFiles = (files: FileList | null | undefined): File[] =>
  [...(files ?? [])].filter(
    (file) => isUploadableImageName(file.name) || Boolean(EXTENSION_OF[file.type.toLowerCase()]),
  );

/** The upload of pasted and dropped pictures (see the top of this file). */
export const ImageUpload = Extension.create<ImageUploadOptions>({
  name: 'imageUpload',
  addOptions() {
    return { upload: null, importImage: null, storageHosts: [] };
  },
  addProseMirrorPlugins() {
    const { storageHosts } = this.options;
    const { editor } = this;
    const uploader = () => this.options.upload?.() ?? null;
    const importer = () => this.options.importImage?.() ?? null;
    const hosts = () =>
      typeof window === 'undefined' ? storageHosts : [...storageHosts, window.location.hostname];
    // Sources sent for upload (not tried twice while they are in the document) and those whose upload
    // has ended, stored or not.
    const started = new Set<string>();
    const finished = new Set<string>();
    // The notices' drawn elements, to tear down with their widgets.
    const drawn = new WeakMap<Node, ImageRefusalNoticeView>();

    /** Inserts picked pictures at the selection, at a position, or in the place of a notice (taking it away). */
    const insertFiles = (view: EditorView, files: File[], at: number | null | { notice: number }) => {
      void Promise.all(files.map((file) => readAsDataUrl(file).catch(() => null))).then((sources) => {
        const image = view.state.schema.nodes.image;
        if (!image || view.isDestroyed) return;
        const allowzoom = editor.storage.image?.allowZoomDefault === true;
        const nodes = sources.flatMap((src) => (src ? [image.create({ src, allowzoom })] : []));
        if (nodes.length === 0) return;
        const tr = view.state.tr;
        const meta: UploadMeta = { scan: true };
        let place = at;
        if (place !== null && typeof place === 'object') {
          meta.dismiss = place.notice;
          const id = place.notice;
          place = uploadKey.getState(view.state)?.notices.find((notice) => notice.id === id)?.pos ?? null;
        }
        if (place === null) tr.replaceSelectionWith(nodes[0]!);
        else tr.insert(Math.min(place, tr.doc.content.size), nodes[0]!);
        for (const node of nodes.slice(1)) tr.insert(tr.selection.to, node);
        view.dispatch(tr.setMeta(uploadKey, meta));
      });
    };

    /** A notice's widget, drawn by the image's view (ui/editor); null when there is nothing to draw it. */
    const noticeWidget = (notice: ImageRefusalNotice): Decoration | null => {
      const render = editor.storage.image?.refusalNotice;
      if (!render) return null;
      return Decoration.widget(
        notice.pos,
        (view) => {
          const drawnNotice = render(editor, {
            reason: notice.reason,
            canUpload: uploader() !== null,
            dismiss: () => {
              if (view.isDestroyed) return;
              view.dispatch(
                view.state.tr
                  .setMeta(uploadKey, { dismiss: notice.id } satisfies UploadMeta)
                  .setMeta('addToHistory', false),
              );
              view.focus();
            },
            uploadInstead: (file) => {
              if (view.isDestroyed) return;
              insertFiles(view, [file], { notice: notice.id });
              view.focus();
            },
          });
          drawn.set(drawnNotice.dom, drawnNotice);
          return drawnNotice.dom;
        },
        {
          key: `image-refused-${notice.id}`,
          side: -1,
          ignoreSelection: true,
          stopEvent: () => true,
          destroy: (dom: Node) => {
            drawn.get(dom)?.destroy?.();
            drawn.delete(dom);
          },
        },
      );
    };

    return [
      new Plugin<UploadState>({
        key: uploadKey,
        state: {
          init: () => ({ scan: 0, uploading: new Set(), notices: [], nextNotice: 1 }),
          apply(tr, value) {
            const meta = tr.getMeta(uploadKey) as UploadMeta | undefined;
            const event = tr.getMeta('uiEvent');
            let next = value;
            const notices = mapNotices(next.notices, tr);
            if (notices !== next.notices) next = { ...next, notices };
            if (meta?.uploading) next = { ...next, uploading: meta.uploading };
            if (meta?.dismiss !== undefined)
              next = { ...next, notices: next.notices.filter((notice) => notice.id !== meta.dismiss) };
            if (meta?.refused?.length) {
              const added = meta.refused.map((notice, index) => ({ ...notice, id: next.nextNotice + index }));
              next = {
                ...next,
                notices: [...next.notices, ...added],
                nextNotice: next.nextNotice + added.length,
              };
            }
            if (meta?.scan || event === 'paste' || event === 'drop') next = { ...next, scan: next.scan + 1 };
            return next;
          },
        },
        props: {
          handlePaste(view, event) {
            const files = pictureFiles(event.clipboardData?.files);
            if (!uploader() || files.length === 0 || event.clipboardData?.getData('text/html')) return false;
            insertFiles(view, files, null);
            return true;
          },
          handleDrop(view, event) {
            const files = pictureFiles(event.dataTransfer?.files);
            if (!uploader() || files.length === 0) return false;
            const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null;
            insertFiles(view, files, at);
            return true;
          },
          decorations(state) {
            const { uploading, notices } = uploadKey.getState(state) ?? { uploading: new Set(), notices: [] };
            if (uploading.size === 0 && notices.length === 0) return null;
            const decorations: Decoration[] = [];
            if (uploading.size > 0)
              state.doc.descendants((node, position) => {
                if (node.type.name !== 'image') return true;
                if (uploading.has(String(node.attrs.src)))
                  decorations.push(
                    Decoration.node(
                      position,
                      position + node.nodeSize,
                      { class: 'lesson-image-uploading', 'aria-busy': 'true' },
                      { uploading: true },
                    ),
                  );
                return false;
              });
            for (const notice of notices) {
              const widget = noticeWidget(notice);
              if (widget) decorations.push(widget);
            }
            return DecorationSet.create(state.doc, decorations);
          },
        },
        view: () => {
          let seen = 0;
          return {
            update(view) {
              const state = uploadKey.getState(view.state);
              if (!state || state.scan === seen) return;
              seen = state.scan;
              const upload = uploader();
              if (!upload) return;
              const sources = imagesToUpload(view.state.doc, hosts(), true).filter(
                (src) => !started.has(src),
              );
              if (sources.length === 0) return;
              for (const src of sources) started.add(src);
              const setUploading = () =>
                view.isDestroyed ||
                view.dispatch(
                  view.state.tr
                    .setMeta(uploadKey, {
                      uploading: new Set([...started].filter((src) => !finished.has(src))),
                    } satisfies UploadMeta)
                    .setMeta('addToHistory', false),
                );
              setUploading();
              for (const src of sources) {
                const file = src.startsWith('data:')
                  ? Promise.resolve(dataUrlToFile(src))
                  : remoteImageToFile(src);
                const importNow = importer();
                // Why another site's image cannot be shown from here, when it cannot: it is taken out.
                let refusal: ImageImportRefusalReason | null = null;
                void file
                  .then((picked) => {
                    if (picked instanceof File) return upload(picked);
                    // The page may not read it: the server fetches it by its address.
                    if (picked === 'unreadable' && importNow && isWebAddress(src))
                      return importNow(src).then(
                        (stored) => {
                          if (!stored) refusal = 'failed';
                          return stored;
                        },
                        (error: unknown) => {
                          refusal = refusalReasonOf(error) ?? 'failed';
                          return null;
                        },
                      );
                    // Read, but not a picture we store (a GIF, an SVG): our pages would not show it either.
                    if (picked === null && isWebAddress(src)) refusal = 'notAnImage';
                    return null;
                  })
                  .catch(() => null)
                  .then((stored) => {
                    finished.add(src);
                    if (view.isDestroyed) return;
                    if (stored) replaceSource(view, src, stored);
                    else if (refusal) {
                      // Tried again if it is pasted again (a busy server may take it then).
                      started.delete(src);
                      finished.delete(src);
                      takeOut(view, src, refusal);
                    }
                    setUploading();
                  });
              }
            },
          };
        },
      }),
    ];
  },
});

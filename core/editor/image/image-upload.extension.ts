import { Extension } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';
import { type ImageImportRefusalReason, refusalReasonOf } from '../../upload/index.ts';
import { isUploadableImageName, needsImageUpload } from './image-rules.ts';

// Spec 1 §4 "Image in editor", §5: a pasted or dropped picture (a file, a base64 image, or an image of
// another site in pasted HTML) goes through the upload queue and its source is replaced by the stored
// file's address once processed; only when the person may upload images, only .jpeg .jpg .png .webp.
// Until then the image shows as it came, marked as uploading. Another site's image the page may not read
// (the site sends no CORS headers, or the request fails) is imported by the server from its address
// instead (`importImage`, POST /files/import: docs/uploads.md); if that is refused too, the image stays a
// link to its site and is marked with the refusal's reason (its view tells the expert what to do); if
// the upload fails, the image stays as it is (the upload queue says why).

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
   * Rejected with `ImageImportRefused` when the server refused it: the image stays, marked with the
   * reason. Null (or answering null): such images stay as they are.
   */
  importImage: (() => ((src: string) => Promise<StoredImage | null>) | null) | null;
  /** The hosts of the product's own storage (the site's host counts too). */
  storageHosts: readonly string[];
}

/** Whether an image node's decorations say its picture is on its way (for its view). */
export const isImageUploading = (decorations: readonly { spec: unknown }[]): boolean =>
  decorations.some((decoration) => (decoration.spec as { uploading?: boolean } | null)?.uploading === true);

/** Why an image node's picture could not be copied from its site and stays a link to it, or null (for its view). */
export const imageImportRefusal = (
  decorations: readonly { spec: unknown }[],
): ImageImportRefusalReason | null =>
  decorations
    .map((decoration) => (decoration.spec as { refused?: ImageImportRefusalReason } | null)?.refused ?? null)
    .find((reason) => reason !== null) ?? null;

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
  /** Sources the server would not import, with why: they stay links to their sites. */
  refused: ReadonlyMap<string, ImageImportRefusalReason>;
}

type UploadMeta =
  | { scan: true }
  | { uploading: ReadonlySet<string>; refused: ReadonlyMap<string, ImageImportRefusalReason> };

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
    // Sources sent for upload (never tried twice) and those whose upload has ended, stored or not.
    const started = new Set<string>();
    const finished = new Set<string>();
    const refused = new Map<string, ImageImportRefusalReason>();

    const insertFiles = (view: EditorView, files: File[], at: number | null) => {
      void Promise.all(files.map((file) => readAsDataUrl(file).catch(() => null))).then((sources) => {
        const image = view.state.schema.nodes.image;
        if (!image || view.isDestroyed) return;
        const allowzoom = editor.storage.image?.allowZoomDefault === true;
        const nodes = sources.flatMap((src) => (src ? [image.create({ src, allowzoom })] : []));
        if (nodes.length === 0) return;
        const tr = view.state.tr;
        if (at === null) tr.replaceSelectionWith(nodes[0]!);
        else tr.insert(Math.min(at, tr.doc.content.size), nodes[0]!);
        for (const node of nodes.slice(1)) tr.insert(tr.selection.to, node);
        view.dispatch(tr.setMeta(uploadKey, { scan: true } satisfies UploadMeta));
      });
    };

    return [
      new Plugin<UploadState>({
        key: uploadKey,
        state: {
          init: () => ({ scan: 0, uploading: new Set(), refused: new Map() }),
          apply(tr, value) {
            const meta = tr.getMeta(uploadKey) as UploadMeta | undefined;
            const event = tr.getMeta('uiEvent');
            let next = value;
            if (meta && 'uploading' in meta)
              next = { ...next, uploading: meta.uploading, refused: meta.refused };
            if ((meta && 'scan' in meta) || event === 'paste' || event === 'drop')
              next = { ...next, scan: next.scan + 1 };
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
            const { uploading, refused } = uploadKey.getState(state) ?? {
              uploading: new Set<string>(),
              refused: new Map<string, ImageImportRefusalReason>(),
            };
            if (uploading.size === 0 && refused.size === 0) return null;
            const decorations: Decoration[] = [];
            state.doc.descendants((node, position) => {
              if (node.type.name !== 'image') return true;
              const src = String(node.attrs.src);
              const reason = refused.get(src);
              if (uploading.has(src))
                decorations.push(
                  Decoration.node(
                    position,
                    position + node.nodeSize,
                    { class: 'lesson-image-uploading', 'aria-busy': 'true' },
                    { uploading: true },
                  ),
                );
              else if (reason)
                decorations.push(
                  Decoration.node(
                    position,
                    position + node.nodeSize,
                    { class: 'lesson-image-refused' },
                    { refused: reason },
                  ),
                );
              return false;
            });
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
                      refused: new Map(refused),
                    } satisfies UploadMeta)
                    .setMeta('addToHistory', false),
                );
              setUploading();
              for (const src of sources) {
                const file = src.startsWith('data:')
                  ? Promise.resolve(dataUrlToFile(src))
                  : remoteImageToFile(src);
                const importNow = importer();
                void file
                  .then((picked) => {
                    if (picked instanceof File) return upload(picked);
                    // The page may not read it: the server fetches it by its address.
                    if (picked === 'unreadable' && importNow && isWebAddress(src)) return importNow(src);
                    return null;
                  })
                  .catch((error: unknown) => {
                    const reason = refusalReasonOf(error);
                    if (reason) refused.set(src, reason);
                    return null;
                  })
                  .then((stored) => {
                    finished.add(src);
                    if (view.isDestroyed) return;
                    if (stored) replaceSource(view, src, stored);
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

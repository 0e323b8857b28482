import type { FileRecord } from '../api/files.ts';
import { fileExtension } from './file-extension.ts';
import { isVideoFile } from './upload-refusal.ts';

/** Document types whose preview and download an expert switches per file (spec 1 §5). */
export const DOCUMENT_EXTENSIONS: readonly string[] = ['pdf', 'doc', 'docx', 'ppt', 'pptx'];

/** Where a file list is shown (spec 1 §6); anything else is a viewing context. */
export type FileParentContext = 'expert' | 'creator' | 'drag' | (string & {});

type FileFlags = Pick<FileRecord, 'allow_doc_download' | 'allow_doc_preview' | 'pivot'>;
type NamedFile = Pick<FileRecord, 'extension' | 'original_name' | 'url' | 'mime_type'>;

/** The file's extension from its record, its name or its url. */
export function recordExtension(file: NamedFile): string {
  const given = file.extension?.replace(/^\./, '').toLowerCase();
  if (given) return given;
  return fileExtension(file.original_name ?? '') || fileExtension((file.url ?? '').split(/[?#]/)[0] ?? '');
}

/** Whether the file is one of the switchable document types. */
export function isDocumentFile(file: NamedFile): boolean {
  return DOCUMENT_EXTENSIONS.includes(recordExtension(file));
}

/**
 * A document switch in effect for a file shown in a block (spec 1 §4–§7): off when the file's own
 * switch or the block's (the pivot) is off; on when either is on and neither is off; null when
 * neither says (which counts as on). A block's switch can narrow the file's, never widen it, and the
 * download route enforces the same (app/server/files/document-switches.ts).
 */
export function combinedDocFlag(
  own: boolean | null | undefined,
  block: boolean | null | undefined,
): boolean | null {
  if (own === false || block === false) return false;
  if (own == null && block == null) return null;
  return true;
}

/** Whether the file's own switch and the block's both allow it (null and absent count as on). */
export function bothAllow(own: boolean | null | undefined, block: boolean | null | undefined): boolean {
  return combinedDocFlag(own, block) ?? true;
}

function flag(file: FileFlags, name: 'allow_doc_download' | 'allow_doc_preview'): boolean {
  return bothAllow(file[name], file.pivot?.[name]);
}

/** The document download flag; null (and absent) counts as true; off when the file's or the block's switch is off. */
export function allowsDocDownload(file: FileFlags): boolean {
  return flag(file, 'allow_doc_download');
}

/** The document preview flag, read like the download flag. */
export function allowsDocPreview(file: FileFlags): boolean {
  return flag(file, 'allow_doc_preview');
}

/** Spec 1 §5: every file downloads except documents whose allow_doc_download is false; example mode always. */
export function isDownloadAllowed(
  file: FileFlags & NamedFile,
  options: { exampleMode?: boolean } = {},
): boolean {
  if (options.exampleMode) return true;
  return !isDocumentFile(file) || allowsDocDownload(file);
}

/** Spec 1 §5: the preview and download switches, for documents only, for an expert parent with preview settings allowed. */
export function showsDocumentSwitches(
  file: NamedFile,
  options: { parent: FileParentContext; previewSettingsAllowed: boolean },
): boolean {
  return options.parent === 'expert' && options.previewSettingsAllowed && isDocumentFile(file);
}

/** The actions a file row offers in a parent context (spec 1 §6). */
export interface FileRowActions {
  delete: boolean;
  download: boolean;
  previewEye: boolean;
  moveHandle: boolean;
}

/** Spec 1 §6: expert or creator delete and never download; others download (if allowed) and preview PDFs; drag moves. */
export function fileRowActions(
  file: FileFlags & NamedFile,
  options: { parent: FileParentContext; exampleMode?: boolean; previewShown?: boolean },
): FileRowActions {
  const editing = options.parent === 'expert' || options.parent === 'creator';
  const isPdf = recordExtension(file) === 'pdf';
  return {
    delete: editing,
    download: !editing && isDownloadAllowed(file, options),
    previewEye: !editing && isPdf && !options.previewShown,
    moveHandle: options.parent === 'drag',
  };
}

/** Spec 1 §6: the document preview list is hidden in the expert context unless a preview is forced. */
export function showsDocumentPreviewList(options: {
  parent: FileParentContext;
  forcePreview?: boolean;
}): boolean {
  return options.parent !== 'expert' || options.forcePreview === true;
}

/**
 * Path of the download call: origin=1 for video, preview=1 for a preview (spec 1 §7, spec 2 §7), and
 * `unit` naming the block a document is opened from, whose switches the route applies besides the file's.
 */
export function fileDownloadPath(
  file: Pick<FileRecord, 'uuid'> & NamedFile,
  options: { preview?: boolean; unit?: number | null } = {},
): string {
  const query = new URLSearchParams();
  if (
    isVideoFile({ name: file.original_name ?? `file.${recordExtension(file)}`, type: file.mime_type ?? '' })
  )
    query.set('origin', '1');
  if (options.preview) query.set('preview', '1');
  if (options.unit != null) query.set('unit', String(options.unit));
  const search = query.toString();
  return `/api/v1/files/${encodeURIComponent(file.uuid)}/download${search ? `?${search}` : ''}`;
}

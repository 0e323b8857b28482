import type { FileRecord } from '../api/files.ts';

// Which pick goes the image path and which editor images upload (spec 1 §5) are the editor's image
// rules (core/editor/image/image-rules.ts: isUploadableImageName, needsImageUpload), used by the editor.

/** Spec 1 §7: a file just uploaded from the editor starts with document preview and download off. */
export function withDocumentFlagsOff<TFile extends Pick<FileRecord, 'uuid'>>(
  file: TFile,
): TFile & { allow_doc_download: false; allow_doc_preview: false } {
  return { ...file, allow_doc_download: false, allow_doc_preview: false };
}

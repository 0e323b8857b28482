import type { FileRecord } from '../api/files.ts';
import { fileExtension } from './file-extension.ts';
import { IMAGE_UPLOAD_EXTENSIONS } from './image-mime-types.ts';
import type { UploadSource } from './upload-task.types.ts';

/** Spec 1 §5: a pick whose first file is a jpeg, jpg, png or webp goes the image path; any other pick is uploaded as files. */
export function pickRoute(files: readonly Pick<UploadSource, 'name'>[]): 'image' | 'files' | 'none' {
  const first = files[0];
  if (!first) return 'none';
  return IMAGE_UPLOAD_EXTENSIONS.includes(fileExtension(first.name)) ? 'image' : 'files';
}

/** Spec 1 §5: an editor image is uploaded only if base64 or hosted outside the product's storage, and the user may upload images. */
export function shouldUploadEditorImage(
  source: string,
  options: { storageHosts: readonly string[]; userCanUploadImage: boolean },
): boolean {
  if (!options.userCanUploadImage) return false;
  if (/^data:/i.test(source.trim())) return true;
  try {
    const host = new URL(source).host.toLowerCase();
    return !options.storageHosts.some((storage) => storage.toLowerCase() === host);
  } catch {
    return false;
  }
}

/** Spec 1 §7: a file just uploaded from the editor starts with document preview and download off. */
export function withDocumentFlagsOff<TFile extends Pick<FileRecord, 'uuid'>>(
  file: TFile,
): TFile & { allow_doc_download: false; allow_doc_preview: false } {
  return { ...file, allow_doc_download: false, allow_doc_preview: false };
}

import { isExtensionAccepted } from '../upload/file-extension.ts';
import { IMAGE_UPLOAD_EXTENSIONS } from '../upload/image-mime-types.ts';

/** The picker's filter for a cover (spec 1 §5: jpeg, jpg, png, webp). */
export const COVER_ACCEPT = IMAGE_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Whether a picked file may be a cover: a JPEG, PNG or WebP image by its name (the server checks the bytes). */
export function isCoverFile(file: { name: string }): boolean {
  return isExtensionAccepted(file.name, IMAGE_UPLOAD_EXTENSIONS);
}

import { isUploadableImageName } from '../editor/image/image-rules.ts';
import { IMAGE_UPLOAD_ACCEPT } from '../upload/image-mime-types.ts';

/** The picker's filter for a cover (spec 1 §5: jpeg, jpg, png, webp). */
export const COVER_ACCEPT = IMAGE_UPLOAD_ACCEPT;

/** Whether a picked file may be a cover: a JPEG, PNG or WebP image by its name (the server checks the bytes). */
export function isCoverFile(file: { name: string }): boolean {
  return isUploadableImageName(file.name);
}

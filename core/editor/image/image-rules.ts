import { IMAGE_MIN_WIDTH, IMAGE_UPLOAD_EXTENSIONS } from '../editor.constants.ts';

// Image rules (spec 1 §5): accepted files, which sources are uploaded, how far a resize may go.

/** Whether a picked file's name is one of .jpeg .jpg .png .webp. */
export function isUploadableImageName(name: string): boolean {
  const lower = name.toLowerCase();
  return IMAGE_UPLOAD_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/**
 * Whether an image in the editor goes through the upload queue: its source is base64 or lies outside
 * the product's storage hosts, and the person may upload images.
 */
export function needsImageUpload(
  src: string,
  storageHosts: readonly string[],
  canUploadImages: boolean,
): boolean {
  if (!canUploadImages) return false;
  if (src.startsWith('data:image/')) return true;
  if (src.startsWith('/') && !src.startsWith('//')) return false;
  try {
    const host = new URL(src).hostname.toLowerCase();
    return !storageHosts.some((storage) => host === storage.toLowerCase());
  } catch {
    return false;
  }
}

/** The width a resize drag leaves: it changes only while above 50 px and within the container. */
export function resizedImageWidth(current: number, proposed: number, containerWidth: number): number {
  if (!Number.isFinite(proposed) || proposed <= IMAGE_MIN_WIDTH || proposed > containerWidth) return current;
  return Math.round(proposed);
}

/** An image width attribute: a percentage or a pixel width. */
export const isImageWidth = (value: string): boolean =>
  /^(\d{1,3}(\.\d+)?%|\d{1,5}(px)?|auto)$/.test(value.trim());

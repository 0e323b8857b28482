import { IMAGE_UPLOAD_EXTENSIONS, isExtensionAccepted } from '../../upload/index.ts';
import { IMAGE_MIN_WIDTH } from '../editor.constants.ts';

// Image rules (spec 1 §5): accepted files, which sources are uploaded, how far a resize may go.

/** Whether a picked file's name is one of .jpeg .jpg .png .webp. */
export function isUploadableImageName(name: string): boolean {
  return isExtensionAccepted(name, IMAGE_UPLOAD_EXTENSIONS);
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

/**
 * An image's width in pixels inside a container of `containerWidth`: a percentage of it, a pixel width as
 * it is, the container's width for anything else (100 % by default), never wider than the container.
 */
export function imageWidthInPixels(width: unknown, containerWidth: number): number {
  const text = String(width ?? '').trim();
  const percent = /^(\d{1,3}(?:\.\d+)?)%$/.exec(text);
  const pixels = /^(\d{1,5})(?:px)?$/.exec(text);
  const wanted = percent
    ? (Number(percent[1]) / 100) * containerWidth
    : pixels
      ? Number(pixels[1])
      : containerWidth;
  return Math.round(Math.min(wanted, containerWidth));
}

/** How far an arrow key resizes an image (px); with Shift, five times as far. */
export const IMAGE_KEY_STEP = 10;

/**
 * The width an arrow key on a resize handle leaves: Right/Up widen, Left/Down narrow (Shift: 50 px), under
 * the drag's rule (above 50 px, within the container); Home and End go to the narrowest and to the
 * container's width. Other keys change nothing (null).
 */
export function keyboardResizedWidth(
  current: number,
  key: string,
  shift: boolean,
  containerWidth: number,
): number | null {
  const step = IMAGE_KEY_STEP * (shift ? 5 : 1);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return resizedImageWidth(current, Math.min(current + step, containerWidth), containerWidth);
    case 'ArrowLeft':
    case 'ArrowDown':
      return resizedImageWidth(current, Math.max(current - step, IMAGE_MIN_WIDTH + 1), containerWidth);
    case 'Home':
      return resizedImageWidth(current, IMAGE_MIN_WIDTH + 1, containerWidth);
    case 'End':
      return resizedImageWidth(current, containerWidth, containerWidth);
    default:
      return null;
  }
}

/** MIME types treated as images (spec 1 §9). */
export const IMAGE_MIME_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'image/apng',
  'image/x-icon',
  'image/bmp',
];

/** Extensions an uploaded image may have: the editor's images and a public page's cover (spec 1 §5). */
export const IMAGE_UPLOAD_EXTENSIONS: readonly string[] = ['jpeg', 'jpg', 'png', 'webp'];

/** The file picker's filter for an uploaded image: `.jpeg,.jpg,.png,.webp`. */
export const IMAGE_UPLOAD_ACCEPT = IMAGE_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Whether a MIME type is one of the image types; parameters and case are ignored. */
export function isImageMimeType(mimeType: string | null | undefined): boolean {
  const essence = (mimeType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return IMAGE_MIME_TYPES.includes(essence);
}

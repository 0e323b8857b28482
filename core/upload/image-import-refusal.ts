import { IMAGE_IMPORT_MAX_LABEL } from './upload.constants.ts';

// Why the server could not copy an editor image from another site (POST /files/import, docs/uploads.md
// "Images imported by address"): the server refuses with these sentences, and the editor reads the
// reason back from them to tell the expert, at the image, in their language (docs/editor.md).

/** Redirects the server follows at most when importing an image. */
export const IMAGE_IMPORT_MAX_REDIRECTS = 3;

/** The server's refusals of an import (a 422 each), by what went wrong. */
export const IMAGE_IMPORT_REFUSALS = {
  badAddress: 'Only http and https image addresses can be imported.',
  refusedAddress: 'This image address points to a private or reserved network and cannot be imported.',
  tooManyRedirects: `The image address redirected more than ${IMAGE_IMPORT_MAX_REDIRECTS} times.`,
  tooLarge: `The image is larger than ${IMAGE_IMPORT_MAX_LABEL} and was not imported.`,
  notAnImage: 'The address does not serve a JPEG, PNG or WebP image.',
  unreachable: 'The image could not be fetched from its address.',
} as const;

/** Why an image stays on its own site: one of the server's refusals, too many at once, or anything else. */
export type ImageImportRefusalReason = keyof typeof IMAGE_IMPORT_REFUSALS | 'busy' | 'failed';

/** The HTTP status of "too many imports at once". */
const TOO_MANY = 429;

/** The reason of a failed import from the server's answer (its status and message); null status: no answer. */
export function imageImportRefusalReason(
  status: number | null,
  message: string | null,
): ImageImportRefusalReason {
  if (status === TOO_MANY) return 'busy';
  const known = (Object.keys(IMAGE_IMPORT_REFUSALS) as (keyof typeof IMAGE_IMPORT_REFUSALS)[]).find(
    (reason) => IMAGE_IMPORT_REFUSALS[reason] === message,
  );
  return known ?? 'failed';
}

/** An import the server refused or that failed: the image stays a link to its own site, for this reason. */
export class ImageImportRefused extends Error {
  readonly reason: ImageImportRefusalReason;

  constructor(reason: ImageImportRefusalReason) {
    super(`The image was not imported: ${reason}`);
    this.name = 'ImageImportRefused';
    this.reason = reason;
  }
}

/** The reason an import's failure carries, or null when the failure is not a refused import. */
export const refusalReasonOf = (error: unknown): ImageImportRefusalReason | null =>
  error instanceof ImageImportRefused ? error.reason : null;

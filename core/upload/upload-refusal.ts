import { fileExtension, isExtensionAccepted } from './file-extension.ts';
import {
  OTHER_UPLOAD_MAX_BYTES,
  OTHER_UPLOAD_MAX_LABEL,
  UPLOAD_MESSAGE_KEYS,
  VIDEO_EXTENSIONS,
  VIDEO_UPLOAD_MAX_BYTES,
  VIDEO_UPLOAD_MAX_LABEL,
} from './upload.constants.ts';
import type { UploadSource } from './upload-task.types.ts';

/** Why a file is refused before a byte is sent, with the text of spec 2 §5. */
export interface UploadRefusal {
  reason: 'too-large' | 'invalid-extension';
  /** Translation key of group uploads. */
  messageKey: string;
  /** Text after the message: the limit, '6000 mB' or '1000 mB'. */
  detail: string | null;
}

/** A video by its MIME type or, when the browser gave none, by its extension. */
export function isVideoFile(file: Pick<UploadSource, 'name' | 'type'>): boolean {
  if (file.type) return file.type.toLowerCase().startsWith('video/');
  return VIDEO_EXTENSIONS.includes(fileExtension(file.name));
}

/** The largest size accepted for a file as declared: 6 GB for video, 1 GB for anything else. */
export function uploadSizeLimit(file: Pick<UploadSource, 'name' | 'type'>): number {
  return isVideoFile(file) ? VIDEO_UPLOAD_MAX_BYTES : OTHER_UPLOAD_MAX_BYTES;
}

/**
 * The largest size accepted once the file's first bytes told its type (`typeFromBytes`, e.g. what a
 * server sniffs): the limit of what it declared, and 1 GB unless the bytes are video. Declaring
 * video/mp4 does not buy 6 GB for bytes that are not video (spec 2 §5 by what the file is).
 */
export function uploadSizeLimitByBytes(
  declared: Pick<UploadSource, 'name' | 'type'>,
  typeFromBytes: string,
): number {
  const byBytes = typeFromBytes.trim().toLowerCase().startsWith('video/')
    ? VIDEO_UPLOAD_MAX_BYTES
    : OTHER_UPLOAD_MAX_BYTES;
  return Math.min(uploadSizeLimit(declared), byBytes);
}

/** Whether a file of this size is accepted only if its bytes are video: anything over 1 GB. */
export function sizeNeedsVideoBytes(size: number): boolean {
  return size > OTHER_UPLOAD_MAX_BYTES;
}

/** The text after the too-large message for a limit: '6000 mB' or '1000 mB'. */
export function uploadSizeLimitLabel(limit: number): string {
  return limit >= VIDEO_UPLOAD_MAX_BYTES ? VIDEO_UPLOAD_MAX_LABEL : OTHER_UPLOAD_MAX_LABEL;
}

/** The single-request uploader's rules: size over the limit, then the accepted-extension list. */
export function checkUploadFile(
  file: UploadSource,
  acceptedExtensions: readonly string[] = [],
): UploadRefusal | null {
  const limit = uploadSizeLimit(file);
  if (file.size > limit) {
    return {
      reason: 'too-large',
      messageKey: UPLOAD_MESSAGE_KEYS.maxSize,
      detail: uploadSizeLimitLabel(limit),
    };
  }
  if (!isExtensionAccepted(file.name, acceptedExtensions)) {
    return { reason: 'invalid-extension', messageKey: UPLOAD_MESSAGE_KEYS.invalidExtension, detail: null };
  }
  return null;
}

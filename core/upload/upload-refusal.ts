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

/** The largest size accepted for a file: 6 GB for video, 1 GB for anything else. */
export function uploadSizeLimit(file: Pick<UploadSource, 'name' | 'type'>): number {
  return isVideoFile(file) ? VIDEO_UPLOAD_MAX_BYTES : OTHER_UPLOAD_MAX_BYTES;
}

/** The single-request uploader's rules: size over the limit, then the accepted-extension list. */
export function checkUploadFile(
  file: UploadSource,
  acceptedExtensions: readonly string[] = [],
): UploadRefusal | null {
  if (file.size > uploadSizeLimit(file)) {
    return {
      reason: 'too-large',
      messageKey: UPLOAD_MESSAGE_KEYS.maxSize,
      detail: isVideoFile(file) ? VIDEO_UPLOAD_MAX_LABEL : OTHER_UPLOAD_MAX_LABEL,
    };
  }
  if (!isExtensionAccepted(file.name, acceptedExtensions)) {
    return { reason: 'invalid-extension', messageKey: UPLOAD_MESSAGE_KEYS.invalidExtension, detail: null };
  }
  return null;
}

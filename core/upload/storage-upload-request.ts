import type { StorageUploadFields } from '../api/files.ts';
import { DEFAULT_UPLOAD_MODEL, type UPLOAD_MODELS } from './upload.constants.ts';

/** Who uploads: the current user's id and hash and the current cabinet (spec 1 §6). */
export interface Uploader {
  userId: number;
  userIdHash: string;
  cabinetId?: number | null;
}

/** The multipart text fields of a storage upload; the task uploader sends convert_media '0' (spec 2 §7). */
export function storageUploadFields(
  uploader: Uploader,
  options: { convertMedia?: boolean } = {},
): StorageUploadFields {
  const fields: StorageUploadFields = { user_id: String(uploader.userId), user_id_hash: uploader.userIdHash };
  if (uploader.cabinetId != null) fields.cabinet_id = String(uploader.cabinetId);
  if (options.convertMedia !== undefined) fields.convert_media = options.convertMedia ? '1' : '0';
  return fields;
}

/** The storage upload's query: model courseLesson unless the file belongs to a comment. */
export function storageUploadQuery(model: (typeof UPLOAD_MODELS)[number] = DEFAULT_UPLOAD_MODEL): {
  model: string;
} {
  return { model };
}

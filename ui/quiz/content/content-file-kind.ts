import type { QuizFile } from '../../../core/api/quiz.ts';
import { recordExtension } from '../../../core/upload/index.ts';

/** A file attached to a question (spec 3 §3 File: type_id 3 video, 5 audio; allow_doc_download). */
export type ContentFile = QuizFile & {
  type_id?: number | null;
  extension?: string | null;
  allow_doc_download?: boolean | null;
  allow_doc_preview?: boolean | null;
  pivot?: { allow_doc_download?: boolean | null; allow_doc_preview?: boolean | null } | null;
};

/** File type ids of spec 3 §3. */
const FILE_TYPE = { video: 3, audio: 5 } as const;
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'avif'];
const AUDIO_EXTENSIONS = ['mp3', 'wav', 'ogg', 'm4a', 'aac', 'flac'];
const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov', 'm4v'];

/** What a file is shown as. */
export type ContentFileKind = 'image' | 'audio' | 'video' | 'document';

/** Images inline, audio and video in players, everything else a document. */
export function contentFileKind(file: ContentFile): ContentFileKind {
  const mime = file.mime_type ?? '';
  const extension = recordExtension({
    extension: file.extension ?? null,
    original_name: file.original_name ?? null,
    url: file.url ?? null,
    mime_type: file.mime_type ?? null,
  });
  if (file.type_id === FILE_TYPE.video || mime.startsWith('video/') || VIDEO_EXTENSIONS.includes(extension))
    return 'video';
  if (file.type_id === FILE_TYPE.audio || mime.startsWith('audio/') || AUDIO_EXTENSIONS.includes(extension))
    return 'audio';
  if (mime.startsWith('image/') || IMAGE_EXTENSIONS.includes(extension)) return 'image';
  return 'document';
}

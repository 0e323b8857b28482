import { fileTypeFromBuffer } from 'file-type';
import { fileExtension } from '../../../core/upload/file-extension.ts';
import { isImageMimeType } from '../../../core/upload/image-mime-types.ts';

/** How many first bytes are read to tell a file's type. */
export const SNIFF_BYTES = 4100;

/** Types a browser would run or render with script: only ever served as attachments. */
const ACTIVE_TYPES = new Set([
  'text/html',
  'application/xhtml+xml',
  'image/svg+xml',
  'text/xml',
  'application/xml',
  'text/javascript',
  'application/javascript',
  'application/x-javascript',
  'application/ecmascript',
  'text/css',
  'application/x-shockwave-flash',
  'application/wasm',
]);

/** Types safe to show inline (in a tab or a media element) under the file CSP. */
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/x-icon',
  'image/apng',
  'image/avif',
  'application/pdf',
  'text/plain',
]);

/** Text types the declared type may name when the bytes are text and say nothing more. */
const PLAIN_TEXT_TYPES = new Set(['text/plain', 'text/csv', 'text/markdown', 'application/json', 'text/vtt']);

/** Old Office formats, all one container (CFB): the extension says which. */
const CFB_BY_EXTENSION: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** The MIME essence: lower-case, without parameters. */
export function mimeEssence(type: string | null | undefined): string {
  return (type ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export function isActiveType(type: string): boolean {
  return ACTIVE_TYPES.has(mimeEssence(type));
}

export function isInlineSafeType(type: string): boolean {
  const essence = mimeEssence(type);
  return INLINE_TYPES.has(essence) || essence.startsWith('video/') || essence.startsWith('audio/');
}

export function isMediaType(type: string): boolean {
  const essence = mimeEssence(type);
  return essence.startsWith('video/') || essence.startsWith('audio/');
}

/** The largest upload for a file declared with this name and type (the core rule of spec 2 §5). */
export { uploadSizeLimit } from '../../../core/upload/upload-refusal.ts';

function looksLikeText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    // A cut in the middle of a multi-byte character at the end is fine.
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 4)));
    return true;
  } catch {
    return false;
  }
}

function markupKind(head: Uint8Array): 'svg' | 'html' | 'xml' | null {
  const text = new TextDecoder()
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (/<svg[\s>]/.test(text)) return 'svg';
  if (/^<!doctype html|^<html[\s>]|<script[\s>]|<iframe[\s>]|<body[\s>]|<head[\s>]/.test(text)) return 'html';
  if (text.startsWith('<?xml')) return 'xml';
  return null;
}

/** What the first bytes say about a file. */
export interface SniffedType {
  /** The type the file is stored and served as. */
  mimeType: string;
  /** Whether the bytes themselves named the type (a magic number, markup), not the declared type. */
  fromBytes: boolean;
}

/**
 * The type of a file from its first bytes, never from the client alone: a magic number (file-type),
 * else markup (SVG, HTML, XML) seen in text, else the declared type when it is a plain text type and
 * the bytes are text, else text/plain or application/octet-stream.
 */
export async function sniffFileType(
  head: Uint8Array,
  declared: { name: string; type: string | null | undefined },
): Promise<SniffedType> {
  const found = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
  if (found) {
    if (found.mime === 'application/x-cfb') {
      const byExtension = CFB_BY_EXTENSION[fileExtension(declared.name)];
      return { mimeType: byExtension ?? found.mime, fromBytes: true };
    }
    return { mimeType: found.mime, fromBytes: true };
  }
  if (head.length > 0 && looksLikeText(head)) {
    const markup = markupKind(head);
    if (markup === 'svg') return { mimeType: 'image/svg+xml', fromBytes: true };
    if (markup === 'html') return { mimeType: 'text/html', fromBytes: true };
    const essence = mimeEssence(declared.type);
    if (markup === 'xml') return { mimeType: 'application/xml', fromBytes: true };
    if (PLAIN_TEXT_TYPES.has(essence) || isActiveType(essence))
      return { mimeType: essence, fromBytes: false };
    return { mimeType: 'text/plain', fromBytes: false };
  }
  return { mimeType: 'application/octet-stream', fromBytes: false };
}

/** Why an upload's bytes are refused after they arrived, or null when they are fine. */
export function declaredTypeMismatch(
  declared: { name: string; type: string | null | undefined },
  sniffed: SniffedType,
): string | null {
  const declaredType = mimeEssence(declared.type);
  const extension = fileExtension(declared.name);
  const claimsImage =
    isImageMimeType(declaredType) || ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'ico'].includes(extension);
  if (!claimsImage) return null;
  if (declaredType === 'image/svg+xml' || extension === 'svg') {
    return sniffed.mimeType === 'image/svg+xml' ? null : notTheImage(declaredType || `.${extension}`);
  }
  const raster =
    sniffed.fromBytes && isImageMimeType(sniffed.mimeType) && sniffed.mimeType !== 'image/svg+xml';
  return raster ? null : notTheImage(declaredType || `.${extension}`);
}

function notTheImage(claimed: string): string {
  return `This file is not the image it claims to be (${claimed}); it was not stored.`;
}

import { fileExtension } from '../../../core/upload/file-extension.ts';

/** Longest name kept (in UTF-16 units), the extension preserved. */
export const FILE_NAME_MAX_LENGTH = 255;
/** The name shown when nothing usable is left of the one sent. */
export const FALLBACK_FILE_NAME = 'file';

/** C0 and C1 controls, and the bidirectional overrides that can disguise an extension. */
function isUnsafeCharacter(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0x200e ||
    code === 0x200f
  );
}

/** The text without control and bidi-override characters. */
export function withoutControlCharacters(text: string): string {
  let kept = '';
  for (const character of text) {
    if (!isUnsafeCharacter(character.codePointAt(0) ?? 0)) kept += character;
  }
  return kept;
}

function truncateKeepingExtension(name: string): string {
  if (name.length <= FILE_NAME_MAX_LENGTH) return name;
  const extension = fileExtension(name);
  const suffix = extension && extension.length < 20 ? `.${extension}` : '';
  return `${name.slice(0, FILE_NAME_MAX_LENGTH - suffix.length)}${suffix}`;
}

/** The name as sent, without control characters, at most 255 characters (kept for the record). */
export function originalFileName(sent: string | null | undefined): string {
  const cleaned = withoutControlCharacters(sent ?? '').trim();
  return truncateKeepingExtension(cleaned) || FALLBACK_FILE_NAME;
}

/**
 * The name shown to people and put in Content-Disposition: the last path part only (so `../` and
 * `C:\` go), no control or bidi characters, no leading dots, whitespace collapsed, at most 255
 * characters with the extension kept; `file` when nothing is left. Never used as a path.
 */
export function displayFileName(sent: string | null | undefined): string {
  const cleaned = withoutControlCharacters(sent ?? '');
  const lastPart = cleaned.split(/[/\\]/).pop() ?? '';
  const tidy = lastPart
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  return truncateKeepingExtension(tidy) || FALLBACK_FILE_NAME;
}

/** RFC 8187 value characters: everything else is percent-encoded. */
function encodeExtValue(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A Content-Disposition header (RFC 6266): an ASCII `filename` for old clients and the exact name
 * in `filename*` (UTF-8, percent-encoded). The name is cleaned again, whatever the caller passed.
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const shown = displayFileName(name);
  const ascii = shown.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(shown)}`;
}

import { UPLOADS_GROUP } from '../../core/upload/index.ts';

/** A task's message for people: a key of group uploads is translated, a server's own text shown as is. */
export function uploadMessageText(
  t: (key: string) => string,
  message: string | null,
  detail: string | null,
): string | null {
  if (message === null) return null;
  const text = message.startsWith(`${UPLOADS_GROUP}.`) ? t(message) : message;
  return detail ? `${text} ${detail}` : text;
}

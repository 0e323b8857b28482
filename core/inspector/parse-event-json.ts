import type { EventObject } from 'xstate';

/** The result of reading an event typed by hand. */
export type ParsedEvent = { ok: true; event: EventObject } | { ok: false; message: string };

/** Reads an event from JSON: an object with a non-empty string `type`. */
export function parseEventJson(text: string): ParsedEvent {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      message: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, message: 'An event is a JSON object such as {"type": "language.change"}.' };
  }
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || type.trim() === '') {
    return { ok: false, message: 'The event needs a "type" string.' };
  }
  return { ok: true, event: value as EventObject };
}

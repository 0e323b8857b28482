import type { OutboxItem, OutboxStorage } from '../../../core/quiz/index.ts';
import { memoryOutboxStorage } from '../../../core/quiz/index.ts';

/** Where a quiz's unsent answers are kept on this device. */
export const outboxStorageKey = (quizId: number) => `lectern.quiz-outbox.${quizId}`;

/**
 * The outbox in localStorage, one key per quiz, so answers given offline survive a reload and are
 * sent (with their idempotency keys) when the page is back. A storage that throws (quota, private
 * mode) falls back to memory.
 */
export function localOutboxStorage(
  quizId: number,
  storage: Storage | undefined = globalThis.localStorage,
): OutboxStorage {
  if (!storage) return memoryOutboxStorage();
  const key = outboxStorageKey(quizId);
  const fallback = memoryOutboxStorage();
  return {
    load(): OutboxItem[] {
      try {
        const raw = storage.getItem(key);
        const parsed: unknown = raw ? JSON.parse(raw) : [];
        return Array.isArray(parsed) ? (parsed as OutboxItem[]) : [];
      } catch {
        return fallback.load();
      }
    },
    save(items) {
      try {
        if (items.length === 0) storage.removeItem(key);
        else storage.setItem(key, JSON.stringify(items));
      } catch {
        fallback.save(items);
      }
    },
  };
}

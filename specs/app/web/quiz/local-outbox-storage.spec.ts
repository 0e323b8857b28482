import { describe, expect, it } from 'vitest';
import { localOutboxStorage, outboxStorageKey } from '../../../../app/web/quiz/local-outbox-storage.ts';
import type { OutboxItem } from '../../../../core/quiz/index.ts';

class MapStorage implements Storage {
  readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

const item = (sequence: number): OutboxItem => ({
  key: `seed:5:${sequence}`,
  attemptId: 3,
  payload: {
    quiz_question_id: 5,
    answer_ids: [sequence],
    is_finish: false,
    is_timeout: false,
    is_check: false,
    files: [],
    answers: [],
    idempotency_key: `seed:5:${sequence}`,
  },
});

describe('the outbox kept on the device', () => {
  it('gives back, after a reload, the answers saved under the quiz, in order and with their keys', () => {
    const storage = new MapStorage();
    localOutboxStorage(8, storage).save([item(1), item(2)]);
    expect(localOutboxStorage(8, storage).load()).toEqual([item(1), item(2)]);
    expect(localOutboxStorage(9, storage).load()).toEqual([]);
  });

  it('removes the key once the outbox is empty', () => {
    const storage = new MapStorage();
    const outbox = localOutboxStorage(8, storage);
    outbox.save([item(1)]);
    outbox.save([]);
    expect(storage.getItem(outboxStorageKey(8))).toBeNull();
  });

  it('reads a damaged entry as empty and keeps working in memory when the storage refuses writes', () => {
    const storage = new MapStorage();
    storage.setItem(outboxStorageKey(8), '{not json');
    expect(localOutboxStorage(8, storage).load()).toEqual([]);
    const full = new MapStorage();
    full.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    full.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const outbox = localOutboxStorage(8, full);
    outbox.save([item(1)]);
    expect(outbox.load()).toEqual([item(1)]);
  });
});

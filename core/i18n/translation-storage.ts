/** Where the loader keeps its cache; the app passes `webStorageAdapter(localStorage)`. */
export interface TranslationStorage {
  /** The stored text for `key`, or `null`. */
  get(key: string): string | null;
  /** Stores `value` under `key`; may fail silently (quota, private mode). */
  set(key: string, value: string): void;
}

/** Wraps `localStorage`-like storage; a storage that throws (quota, disabled) reads as empty and ignores writes. */
export function webStorageAdapter(storage: Pick<Storage, 'getItem' | 'setItem'>): TranslationStorage {
  return {
    get: (key) => {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch {
        // A full or disabled storage only costs the next start a fetch.
      }
    },
  };
}

/** A storage held in memory: for Node, specs and the inspector. */
export function memoryStorage(initial: Record<string, string> = {}): TranslationStorage & {
  entries: () => Record<string, string>;
} {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value);
    },
    entries: () => Object.fromEntries(values),
    toJSON: () => '[storage]',
  } as TranslationStorage & { entries: () => Record<string, string> };
}

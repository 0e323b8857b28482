/** A module's import, started at most once, readable at once after it has arrived. */
export interface LoadOnce<T> {
  /** Starts the import (the first time) and gives its promise; a failed import is tried again on the next call. */
  load(): Promise<T>;
  /** The module if it has arrived, else undefined. */
  loaded(): T | undefined;
}

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Wraps a dynamic `import()` so a page can prefetch it (the next question's type) and draw it without
 * waiting once it is there (`loaded()`, read by on-demand.tsx).
 */
export function loadOnce<T>(importer: () => Promise<T>): LoadOnce<T> {
  let current: Tracked<T> | null = null;
  return {
    load() {
      if (current && current.status !== 'rejected') return current;
      const promise: Tracked<T> = importer().then(
        (value) => {
          promise.status = 'fulfilled';
          promise.value = value;
          return value;
        },
        (reason: unknown) => {
          promise.status = 'rejected';
          promise.reason = reason;
          throw reason;
        },
      );
      promise.status = 'pending';
      // A prefetch nobody awaits must not report an unhandled rejection; the screen that needs it does.
      promise.catch(() => undefined);
      current = promise;
      return promise;
    },
    loaded() {
      return current?.status === 'fulfilled' ? current.value : undefined;
    },
  };
}

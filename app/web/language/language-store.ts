import { type Language, resolveLanguage } from '../../../core/api/index.ts';

const STORAGE_KEY = 'lectern.language';
const listeners = new Set<() => void>();

function initialLanguage(): Language {
  const saved = safeStorage()?.getItem(STORAGE_KEY);
  return resolveLanguage(saved ?? navigator.language);
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

let language: Language = initialLanguage();

/** Whether a language was chosen on this device (rather than taken from the browser). */
export function hasChosenLanguage(): boolean {
  return Boolean(safeStorage()?.getItem(STORAGE_KEY));
}

/** The interface language now; read by the API client for `X-Language`. */
export function currentLanguage(): Language {
  return language;
}

/** Changes the interface language, remembers it on this device and tells subscribers. */
export function setLanguage(next: string): Language {
  const resolved = resolveLanguage(next);
  if (resolved === language) return language;
  language = resolved;
  safeStorage()?.setItem(STORAGE_KEY, resolved);
  document.documentElement.lang = resolved;
  for (const listener of listeners) listener();
  return language;
}

/** For `useSyncExternalStore`. */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

import type { RecordedFile } from '../../../core/recorder/index.ts';

const DATABASE = 'lectern-recordings';
const STORE = 'recordings';

/** A recording kept on this device until it is stored on the server. */
export interface KeptRecording extends RecordedFile {
  keptAt: number;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'name' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(database.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    database.close();
  }
}

/** Keeps a recording in IndexedDB (a reload or a lost connection does not lose it). */
export async function keepRecording(file: RecordedFile): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await run('readwrite', (store) => store.put({ ...file, keptAt: Date.now() } satisfies KeptRecording));
}

/** Forgets a kept recording (stored on the server, or thrown away). */
export async function forgetRecording(name: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await run('readwrite', (store) => store.delete(name));
}

/** The recordings kept on this device, oldest first; audio or video by their type. */
export async function keptRecordings(kind: 'audio' | 'video'): Promise<KeptRecording[]> {
  if (typeof indexedDB === 'undefined') return [];
  const all = await run<KeptRecording[]>(
    'readonly',
    (store) => store.getAll() as IDBRequest<KeptRecording[]>,
  );
  return all.filter((file) => file.mimeType.startsWith(`${kind}/`)).sort((a, b) => a.keptAt - b.keptAt);
}

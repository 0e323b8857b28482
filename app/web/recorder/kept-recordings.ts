import {
  isKeptRecordingStale,
  type KeptRecording,
  type RecordedFile,
  type RecordingPlace,
} from '../../../core/recorder/index.ts';

const DATABASE = 'lectern-recordings';
const STORE = 'recordings';

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

/** Keeps a recording in IndexedDB with whose it is and where it belongs (a reload or a lost connection does not lose it). */
export async function keepRecording(
  file: RecordedFile,
  keptAt: number,
  owner: number,
  place: RecordingPlace,
): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const kept: KeptRecording = {
    blob: file.blob,
    name: file.name,
    mimeType: file.mimeType,
    keptAt,
    owner,
    place,
  };
  await run('readwrite', (store) => store.put(kept));
}

/** Forgets a kept recording (stored on the server, or thrown away). */
export async function forgetRecording(name: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await run('readwrite', (store) => store.delete(name));
}

/** One kept recording by its file name, or null. */
export async function keptRecording(name: string): Promise<KeptRecording | null> {
  if (typeof indexedDB === 'undefined') return null;
  return (await run<KeptRecording | undefined>('readonly', (store) => store.get(name))) ?? null;
}

/** Every recording kept on this device; the stale ones ({@link isKeptRecordingStale}) are dropped on the way. */
export async function keptRecordings(now = Date.now()): Promise<KeptRecording[]> {
  if (typeof indexedDB === 'undefined') return [];
  const all = await run<KeptRecording[]>(
    'readonly',
    (store) => store.getAll() as IDBRequest<KeptRecording[]>,
  );
  const stale = all.filter((file) => isKeptRecordingStale(file, now));
  await Promise.all(stale.map((file) => forgetRecording(file.name).catch(() => undefined)));
  return all.filter((file) => !isKeptRecordingStale(file, now));
}

import { createContext, useContext } from 'react';

/** A document's switches as saved on the file itself (null leaves the file's switch to the default, on). */
export type FileFlagsChange = Partial<Record<'allow_doc_preview' | 'allow_doc_download', boolean | null>>;

/**
 * Saves a document's switches on the file (spec 1 §4: saved per file). The app provides it around the
 * constructor with its client call; without it (stories, specs) the block keeps the switch in the
 * lesson only. The provider tells the person when a save fails.
 */
export type SaveFileFlags = (uuid: string, flags: FileFlagsChange) => Promise<unknown>;

const FileFlagsSaverContext = createContext<SaveFileFlags | null>(null);

/** Provides the call that saves a document's switches on the file. */
export const FileFlagsSaverProvider = FileFlagsSaverContext.Provider;

/** The call that saves a document's switches on the file, or null when none is provided. */
export function useFileFlagsSaver(): SaveFileFlags | null {
  return useContext(FileFlagsSaverContext);
}

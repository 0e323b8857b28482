import { createContext, type ReactNode, useContext } from 'react';
import type { LinkTarget } from '../editor/button-dialog.tsx';
import type { InsertedFile } from '../editor/insert-menu.tsx';
import type { EditorPreferences } from '../editor/rich-text-toolbar.tsx';
import type { ConstructorFile } from './lesson-constructor.types.ts';

/**
 * What the text blocks of the constructor take from the app (spec 1 §3 preferences, §5 uploads, §7 closed
 * groups): the person's custom font sizes and used colours (saved only when signed in), the upload of
 * images and files through the app's upload queue, the school's closed groups and the lesson's blocks for
 * the button dialog. Without a provider (stories, specs) the text block offers no upload and empty lists.
 */
export interface TextEditorServices {
  preferences?: EditorPreferences | undefined;
  onPreferencesChange?: ((preferences: EditorPreferences) => void) | undefined;
  uploadFiles?: ((files: File[]) => Promise<InsertedFile[]>) | undefined;
  importImage?: ((url: string) => Promise<InsertedFile | null>) | undefined;
  closedGroups?: readonly LinkTarget[] | undefined;
  blocks?: readonly LinkTarget[] | undefined;
  /** A processed audio or video block's file in the app's players, for the expert to play it here. */
  renderMedia?: ((kind: 'audio' | 'video', file: ConstructorFile) => ReactNode) | undefined;
}

const TextEditorServicesContext = createContext<TextEditorServices>({});

/** Provides the text blocks' preferences, uploads and the button dialog's lists. */
export const TextEditorServicesProvider = TextEditorServicesContext.Provider;

/** The text blocks' preferences, uploads and lists, or none when no provider is around. */
export function useTextEditorServices(): TextEditorServices {
  return useContext(TextEditorServicesContext);
}

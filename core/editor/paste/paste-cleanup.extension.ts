import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { cleanPastedHtml } from './clean-pasted-html.ts';

/** Pasted HTML (Word, Google Docs, web pages) is cleaned before the editor reads it: see clean-pasted-html.ts. */
export const PasteCleanup = Extension.create({
  name: 'pasteCleanup',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('pasteCleanup'),
        props: { transformPastedHTML: (html) => cleanPastedHtml(html) },
      }),
    ];
  },
});

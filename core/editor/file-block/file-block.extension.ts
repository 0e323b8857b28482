import { Node } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    fileBlock: {
      /** Inserts a block of uploaded files (spec 1 §3: files, fileIds). */
      insertFileBlock: (files: { uuid: string; name: string; url?: string | null }[]) => ReturnType;
    };
  }
}

/** Files in the text, each with a download link; preview and download switches for documents. */
export const FileBlock = Node.create({
  name: 'fileBlock',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      files: { default: '[]' },
      fileIds: { default: [] },
      preview: { default: true },
      download: { default: true },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-file-block]' }];
  },
  renderHTML() {
    return ['div', { 'data-file-block': '' }];
  },
  addCommands() {
    return {
      insertFileBlock:
        (files) =>
        ({ commands }) =>
          files.length > 0 &&
          commands.insertContent({
            type: this.name,
            attrs: { files: JSON.stringify(files), fileIds: files.map((file) => file.uuid) },
          }),
    };
  },
});

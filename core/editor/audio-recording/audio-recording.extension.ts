import { Node } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    audioRecording: {
      /** Inserts an audio recording player for each stored audio file (spec 1 §4). */
      insertAudioRecordings: (files: { uuid: string; name: string; url: string | null }[]) => ReturnType;
    };
  }
}

/**
 * An audio recording in the text (spec 1 §4 "Audio recording player in the editor"): played by the
 * recording player (stopped or playing, rate 1 → 1.5 → 2 → 1), with the 'show script' toggle when the
 * expert gave it a script (a recording task).
 */
export const AudioRecording = Node.create({
  name: 'audioRecording',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      src: { default: null },
      'data-file-id': { default: null },
      name: { default: null },
      script: { default: null },
    };
  },
  parseHTML() {
    return [{ tag: 'figure[data-audio-recording]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['figure', { 'data-audio-recording': '' }, ['audio', { src: HTMLAttributes.src, controls: '' }]];
  },
  addCommands() {
    return {
      insertAudioRecordings:
        (files) =>
        ({ commands }) => {
          const stored = files.filter((file) => file.url);
          return (
            stored.length > 0 &&
            commands.insertContent(
              stored.map((file) => ({
                type: this.name,
                attrs: { src: file.url, 'data-file-id': file.uuid, name: file.name },
              })),
            )
          );
        },
    };
  },
});

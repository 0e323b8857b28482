import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';

// CodeMirror 6 for the code block (spec 1 §3): loaded with `import()` only when a code block is shown in
// the editor, so neither the student's pages nor the constructor's first load carry it.

/** The stored themes (spec 1 §3: vs, vs-dark, hc-black) as CodeMirror themes. */
const THEMES: Readonly<Record<string, Extension>> = {
  vs: EditorView.theme(
    { '&': { backgroundColor: '#ffffff', color: '#1e1e1e' }, '.cm-gutters': { backgroundColor: '#f3f3f3' } },
    { dark: false },
  ),
  'vs-dark': EditorView.theme(
    {
      '&': { backgroundColor: '#1e1e1e', color: '#d4d4d4' },
      '.cm-gutters': { backgroundColor: '#1e1e1e', color: '#858585', border: 'none' },
      '.cm-cursor': { borderLeftColor: '#aeafad' },
      '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: '#2a2d2e' },
    },
    { dark: true },
  ),
  'hc-black': EditorView.theme(
    {
      '&': { backgroundColor: '#000000', color: '#ffffff', outline: '1px solid #6fc3df' },
      '.cm-gutters': { backgroundColor: '#000000', color: '#ffffff', borderRight: '1px solid #6fc3df' },
      '.cm-cursor': { borderLeftColor: '#ffffff' },
      '.cm-activeLine, .cm-activeLineGutter': {
        backgroundColor: 'transparent',
        outline: '1px solid #f38518',
      },
    },
    { dark: true },
  ),
};

/** The stored language (html by default) as a CodeMirror language; plain text and unknown ones get none. */
function languageOf(language: string): Extension {
  switch (language) {
    case 'html':
      return html();
    case 'css':
      return css();
    case 'javascript':
      return javascript();
    case 'typescript':
      return javascript({ typescript: true });
    case 'json':
      return javascript();
    default:
      return [];
  }
}

export interface CodeEditorOptions {
  value: string;
  language: string;
  theme: string;
  readOnly: boolean;
  label: string;
  onChange(value: string): void;
}

/** A code editor in `parent`, with setters for what the block's attributes change. */
export function createCodeEditor(parent: HTMLElement, options: CodeEditorOptions) {
  const theme = new Compartment();
  const language = new Compartment();
  const readOnly = new Compartment();
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: options.value,
      extensions: [
        basicSetup,
        theme.of(THEMES[options.theme] ?? THEMES['vs-dark'] ?? []),
        language.of(languageOf(options.language)),
        readOnly.of([EditorState.readOnly.of(options.readOnly), EditorView.editable.of(!options.readOnly)]),
        EditorView.contentAttributes.of({ 'aria-label': options.label }),
        EditorView.theme({ '&': { height: '100%' }, '.cm-scroller': { overflow: 'auto' } }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    setTheme: (name: string) =>
      view.dispatch({ effects: theme.reconfigure(THEMES[name] ?? THEMES['vs-dark'] ?? []) }),
    setLanguage: (name: string) => view.dispatch({ effects: language.reconfigure(languageOf(name)) }),
    setReadOnly: (value: boolean) =>
      view.dispatch({
        effects: readOnly.reconfigure([EditorState.readOnly.of(value), EditorView.editable.of(!value)]),
      }),
    /** A value changed from outside (undo in the lesson, a reload) replaces the text. */
    setValue: (value: string) => {
      if (view.state.doc.toString() !== value)
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
    },
    destroy: () => view.destroy(),
  };
}

export type CodeEditorHandle = ReturnType<typeof createCodeEditor>;

import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { type Tag, tags } from '@lezer/highlight';
import { basicSetup } from 'codemirror';
import {
  CODE_THEMES,
  type CodeTagName,
  type CodeTheme,
  type CodeThemeName,
  codeThemeOf,
} from '../../core/editor/code-block/code-themes.ts';

// CodeMirror 6 for the code block (spec 1 §3): loaded with `import()` only when a code block is shown in
// the editor, so neither the student's pages nor the constructor's first load carry it.

/** A tag of @lezer/highlight by name (`definition.variableName` is `tags.definition(tags.variableName)`). */
export function tagOf(name: CodeTagName): Tag {
  const [first, second] = name.split('.') as [string, string | undefined];
  const base = (tags as unknown as Record<string, Tag | ((tag: Tag) => Tag)>)[second ?? first];
  if (typeof base !== 'object') throw new Error(`No highlighting tag ${name}`);
  if (second === undefined) return base;
  const modifier = (tags as unknown as Record<string, Tag | ((tag: Tag) => Tag)>)[first];
  if (typeof modifier !== 'function') throw new Error(`No highlighting modifier ${first}`);
  return modifier(base);
}

/** A theme's token colours as a CodeMirror highlight style (each reads at AA contrast, core/editor/code-block). */
export function highlightStyleOf(theme: CodeTheme): HighlightStyle {
  return HighlightStyle.define(
    theme.tokens.map(({ tags: names, ...style }) => ({ tag: names.map(tagOf), ...style })),
    { themeType: theme.dark ? 'dark' : 'light' },
  );
}

/** Each theme's highlight style. */
export const CODE_HIGHLIGHT_STYLES: Readonly<Record<CodeThemeName, HighlightStyle>> = {
  vs: highlightStyleOf(CODE_THEMES.vs),
  'vs-dark': highlightStyleOf(CODE_THEMES['vs-dark']),
  'hc-black': highlightStyleOf(CODE_THEMES['hc-black']),
};

/** A stored theme (spec 1 §3: vs, vs-dark, hc-black) as a CodeMirror theme and highlight style. */
function themeOf(name: CodeThemeName, outlines: boolean): Extension {
  const theme = CODE_THEMES[name];
  const activeOutline: Record<string, string> = outlines ? { outline: '1px solid #f38518' } : {};
  return [
    EditorView.theme(
      {
        '&': {
          backgroundColor: theme.background,
          color: theme.foreground,
          ...(outlines ? { outline: '1px solid #6fc3df' } : {}),
        },
        '.cm-content': { caretColor: theme.foreground },
        '.cm-cursor, .cm-dropCursor': { borderLeftColor: theme.foreground },
        '.cm-gutters': {
          backgroundColor: theme.gutterBackground,
          color: theme.gutterForeground,
          border: 'none',
          ...(outlines ? { borderRight: '1px solid #6fc3df' } : {}),
        },
        '.cm-activeLine': { backgroundColor: theme.activeLine, ...activeOutline },
        '.cm-activeLineGutter': { backgroundColor: theme.activeLineGutter, color: theme.gutterForeground },
        '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection':
          { backgroundColor: theme.selection },
        '&.cm-focused .cm-matchingBracket, &.cm-focused .cm-nonmatchingBracket': {
          backgroundColor: theme.matchingBracket,
        },
        '.cm-selectionMatch': { backgroundColor: theme.selectionMatch },
      },
      { dark: theme.dark },
    ),
    syntaxHighlighting(CODE_HIGHLIGHT_STYLES[name]),
  ];
}

const THEMES: Readonly<Record<CodeThemeName, Extension>> = {
  vs: themeOf('vs', false),
  'vs-dark': themeOf('vs-dark', false),
  'hc-black': themeOf('hc-black', true),
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
        theme.of(THEMES[codeThemeOf(options.theme)]),
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
    setTheme: (name: string) => view.dispatch({ effects: theme.reconfigure(THEMES[codeThemeOf(name)]) }),
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

// The code block's themes (spec 1 §3: vs, vs-dark, hc-black) as plain colours: the editor's backgrounds
// and the colour of each kind of token. ui/editor/code-mirror-editor.ts makes CodeMirror themes and highlight
// styles of them; every token colour reads at WCAG AA contrast (4.5:1) on every background a token may sit
// on (the text, the active line, the selection, a matching bracket, a match of the selection), which
// specs/core/editor/code-themes.spec.ts checks.

/** WCAG AA for normal text. */
export const CODE_MIN_CONTRAST = 4.5;

/**
 * A highlighting tag of @lezer/highlight by name, with at most one modifier before a dot
 * (`definition.variableName` is `tags.definition(tags.variableName)`).
 */
export type CodeTagName = string;

/** One highlight rule: the tags it colours and how. */
export interface CodeTokenStyle {
  tags: readonly CodeTagName[];
  color: string;
  fontStyle?: 'italic';
  fontWeight?: 'bold';
}

/** A code theme's colours, every one a `#rrggbb` colour. */
export interface CodeTheme {
  dark: boolean;
  /** Text without a token style of its own. */
  foreground: string;
  background: string;
  activeLine: string;
  selection: string;
  matchingBracket: string;
  selectionMatch: string;
  gutterForeground: string;
  gutterBackground: string;
  activeLineGutter: string;
  tokens: readonly CodeTokenStyle[];
}

/** The names of the stored themes. */
export type CodeThemeName = 'vs' | 'vs-dark' | 'hc-black';

/** The backgrounds a token may be drawn on in a theme. */
export const tokenBackgrounds = (theme: CodeTheme): readonly string[] => [
  theme.background,
  theme.activeLine,
  theme.selection,
  theme.matchingBracket,
  theme.selectionMatch,
];

/** The kinds of tokens the html, css and javascript/typescript grammars mark, by the colour they share. */
const KINDS = {
  keyword: ['keyword', 'modifier', 'self', 'null', 'bool', 'atom'],
  control: ['controlKeyword', 'moduleKeyword', 'operatorKeyword'],
  string: ['string', 'attributeValue', 'inserted', 'special.string'],
  comment: ['comment', 'lineComment', 'blockComment', 'docComment'],
  number: ['number', 'integer', 'float', 'unit'],
  tag: ['tagName', 'angleBracket'],
  attribute: ['attributeName'],
  type: ['typeName', 'className', 'namespace', 'standard.typeName'],
  function: ['function.variableName', 'function.propertyName', 'macroName', 'labelName'],
  variable: ['variableName', 'definition.variableName', 'local.variableName', 'special.variableName'],
  property: ['propertyName', 'definition.propertyName'],
  regexp: ['regexp', 'escape', 'character', 'color'],
  operator: [
    'operator',
    'derefOperator',
    'punctuation',
    'separator',
    'bracket',
    'squareBracket',
    'paren',
    'brace',
  ],
  meta: ['meta', 'processingInstruction', 'documentMeta', 'annotation'],
  invalid: ['invalid', 'deleted'],
} as const satisfies Record<string, readonly CodeTagName[]>;

type Kind = keyof typeof KINDS;

function tokensOf(colours: Readonly<Record<Kind, string>>): CodeTokenStyle[] {
  return (Object.keys(KINDS) as Kind[]).map((kind) => ({
    tags: KINDS[kind],
    color: colours[kind],
    ...(kind === 'comment' ? { fontStyle: 'italic' as const } : {}),
  }));
}

/** VS Code's Light+, Dark+ and High Contrast colours, each moved just far enough to read at AA contrast. */
export const CODE_THEMES: Readonly<Record<CodeThemeName, CodeTheme>> = {
  vs: {
    dark: false,
    foreground: '#1e1e1e',
    background: '#ffffff',
    activeLine: '#f0f5fb',
    selection: '#d7e4f4',
    matchingBracket: '#d9eedc',
    selectionMatch: '#e6eef8',
    gutterForeground: '#5c5c5c',
    gutterBackground: '#f3f3f3',
    activeLineGutter: '#e4ebf3',
    tokens: tokensOf({
      keyword: '#0000ff',
      control: '#a000c8',
      string: '#a31515',
      comment: '#007000',
      number: '#08704a',
      tag: '#800000',
      attribute: '#c50000',
      type: '#1f6a80',
      function: '#795e26',
      variable: '#001080',
      property: '#001080',
      regexp: '#811f3f',
      operator: '#1e1e1e',
      meta: '#5e5e5e',
      invalid: '#b42b2b',
    }),
  },
  'vs-dark': {
    dark: true,
    foreground: '#d4d4d4',
    background: '#1e1e1e',
    activeLine: '#2a2d2e',
    selection: '#3a4a5e',
    matchingBracket: '#36403a',
    selectionMatch: '#303a44',
    gutterForeground: '#bbbbbb',
    gutterBackground: '#1e1e1e',
    activeLineGutter: '#2a2d2e',
    tokens: tokensOf({
      keyword: '#94c1e6',
      control: '#d9aed5',
      string: '#ddb19f',
      comment: '#a7c39a',
      number: '#b5cea8',
      tag: '#94c1e6',
      attribute: '#9cdcfe',
      type: '#5ccdb6',
      function: '#dcdcaa',
      variable: '#9cdcfe',
      property: '#9cdcfe',
      regexp: '#e6acac',
      operator: '#d4d4d4',
      meta: '#bababa',
      invalid: '#f8a594',
    }),
  },
  'hc-black': {
    dark: true,
    foreground: '#ffffff',
    background: '#000000',
    activeLine: '#000000',
    selection: '#2b3f5c',
    matchingBracket: '#1c3320',
    selectionMatch: '#26323f',
    gutterForeground: '#ffffff',
    gutterBackground: '#000000',
    activeLineGutter: '#000000',
    tokens: tokensOf({
      keyword: '#79b1df',
      control: '#d09dcc',
      string: '#d6a18c',
      comment: '#95b784',
      number: '#b5cea8',
      tag: '#79b1df',
      attribute: '#9cdcfe',
      type: '#4ec9b0',
      function: '#dcdcaa',
      variable: '#9cdcfe',
      property: '#9cdcfe',
      regexp: '#e19a9a',
      operator: '#ffffff',
      meta: '#c0c0c0',
      invalid: '#f6927d',
    }),
  },
};

/** A stored theme's name, the dark one for anything else (as the block has always shown it). */
export const codeThemeOf = (name: string): CodeThemeName =>
  name === 'vs' || name === 'hc-black' ? name : 'vs-dark';

import { afterEach, describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../core/avatar/avatar-colour.ts';
import {
  CODE_MIN_CONTRAST,
  CODE_THEMES,
  type CodeThemeName,
  tokenBackgrounds,
} from '../../../core/editor/code-block/code-themes.ts';
import {
  CODE_HIGHLIGHT_STYLES,
  type CodeEditorHandle,
  createCodeEditor,
  tagOf,
} from '../../../ui/editor/code-mirror-editor.ts';

// The code block's themes read at WCAG AA (spec 1 §3, docs/editor.md "Tests"): every token colour of every
// theme against every background a token may sit on (the text, the active line, the selection, a matching
// bracket, a match of the selection), and the tokens CodeMirror really draws in each theme for HTML, CSS,
// JavaScript and TypeScript take those colours.

const THEME_NAMES = Object.keys(CODE_THEMES) as CodeThemeName[];

const CODE: Readonly<Record<string, string>> = {
  html: '<!-- the list -->\n<ul class="steps" data-n="2">\n  <li>One &amp; two</li>\n</ul>\n<?xml x?>',
  css: '/* steps */\n.steps > li:hover { color: #3965ff; width: calc(100% - 10px) !important; }\n@media print { a { b: 1em } }',
  javascript:
    'import { a } from "./a.js";\n// the answer\nconst total = 42 + a.b(3.5);\nfunction greet(name) {\n  if (!name) return null;\n  return `Hi $` + name + /x+/g.source + "\\n";\n}\nclass Step extends Object { #id = true; }',
  typescript:
    'type Id = string | number;\ninterface Step { id: Id; readonly done?: boolean }\nexport const steps: Step[] = [];\nenum Kind { A = 1 }\nlet x = steps as unknown as Kind;',
};

/** The colour each highlight class of a theme gives, read from its style rules. */
function colourByClass(name: CodeThemeName): Map<string, string> {
  const rules = CODE_HIGHLIGHT_STYLES[name].module?.getRules() ?? '';
  const colours = new Map<string, string>();
  for (const match of rules.matchAll(/\.([^\s{,]+)\s*\{[^}]*?color:\s*(#[0-9a-f]{6})/gi))
    colours.set(match[1]!, match[2]!.toLowerCase());
  return colours;
}

let handle: CodeEditorHandle | null = null;
afterEach(() => {
  handle?.destroy();
  handle = null;
  document.body.replaceChildren();
});

describe('the code block themes', () => {
  it.each(THEME_NAMES)(
    '%s: every token colour and the plain text read at AA contrast on every background a token may sit on',
    (name) => {
      const theme = CODE_THEMES[name];
      const failures: string[] = [];
      for (const colour of [theme.foreground, ...theme.tokens.map((token) => token.color)])
        for (const background of tokenBackgrounds(theme)) {
          const ratio = contrastRatio(colour, background);
          if (ratio === undefined || ratio < CODE_MIN_CONTRAST)
            failures.push(`${colour} on ${background}: ${ratio?.toFixed(2)}`);
        }
      for (const background of [theme.gutterBackground, theme.activeLineGutter]) {
        const ratio = contrastRatio(theme.gutterForeground, background);
        if (ratio === undefined || ratio < CODE_MIN_CONTRAST)
          failures.push(`line numbers ${theme.gutterForeground} on ${background}: ${ratio?.toFixed(2)}`);
      }
      expect(failures).toEqual([]);
    },
  );

  it('names only highlighting tags that exist', () => {
    for (const name of THEME_NAMES)
      for (const token of CODE_THEMES[name].tokens)
        for (const tag of token.tags) expect(() => tagOf(tag)).not.toThrow();
  });

  it.each(THEME_NAMES)(
    '%s: the tokens CodeMirror draws in HTML, CSS, JavaScript and TypeScript take the theme’s colours',
    (name) => {
      const theme = CODE_THEMES[name];
      const classes = colourByClass(name);
      const allowed = new Set([theme.foreground, ...theme.tokens.map((token) => token.color)]);
      const seen = new Set<string>();
      for (const [language, value] of Object.entries(CODE)) {
        const parent = document.createElement('div');
        document.body.appendChild(parent);
        handle = createCodeEditor(parent, {
          value,
          language,
          theme: name,
          readOnly: false,
          label: 'Code',
          onChange() {},
        });
        const spans = [...parent.querySelectorAll('.cm-line span')];
        expect(spans.length, language).toBeGreaterThan(3);
        for (const span of spans) {
          for (const className of span.classList) {
            // A class of another highlight style (CodeMirror's default one) would colour it unchecked.
            if (className.startsWith('cm-')) continue;
            const colour = classes.get(className);
            expect(colour, `${language}: "${span.textContent}" is drawn by the theme's style`).toBeDefined();
            expect(allowed, `${language}: "${span.textContent}"`).toContain(colour);
            seen.add(colour!);
          }
        }
        handle.destroy();
        handle = null;
      }
      // Keywords, strings, comments, numbers, tags, attributes, types, properties…: many colours, all the theme's.
      console.log('SEEN', name, [...seen].join(' '));
      expect(seen.size).toBeGreaterThanOrEqual(8);
    },
  );
});

import { parseDocument } from 'htmlparser2';
import { IFRAME_SANDBOX } from '../../../core/editor/editor.constants.ts';
import { isAllowedIframeSrc } from '../../../core/editor/iframe/iframe-allowlist.ts';

// The XSS corpus: lesson documents an attacker might save. Each either is refused by the schema (422) or
// is stored and shows inert. `inertProblems` lists what would make a rendered HTML text script-capable.

const doc = (...content: unknown[]) => ({ type: 'doc' as const, content });
const html = (value: string) => doc({ type: 'htmlBlock', attrs: { open: true, value } });
const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const link = (href: string, extra: Record<string, unknown> = {}) =>
  doc(paragraph(text('click', [{ type: 'link', attrs: { href, ...extra } }])));

/** Vectors the schema refuses outright: they are never stored. */
export const REFUSED_VECTORS: readonly [string, unknown][] = [
  ['javascript: link', link('javascript:alert(1)')],
  ['mixed-case javascript: link', link(' JaVaScRiPt:alert(1)')],
  ['tab inside javascript:', link('java\tscript:alert(1)')],
  ['data: link', link('data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==')],
  ['vbscript: link', link('vbscript:msgbox(1)')],
  ['protocol-relative link', link('//evil.test/x')],
  ['javascript: image', doc({ type: 'image', attrs: { src: 'javascript:alert(1)' } })],
  [
    'svg data image',
    doc({ type: 'image', attrs: { src: 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+' } }),
  ],
  ['iframe of a foreign host', doc({ type: 'iframe', attrs: { src: 'https://evil.test/' } })],
  ['iframe of data:', doc({ type: 'iframe', attrs: { src: 'data:text/html,<script>alert(1)</script>' } })],
  ['iframe of javascript:', doc({ type: 'iframe', attrs: { src: 'javascript:alert(1)' } })],
  [
    'http iframe on an allowed host',
    doc({ type: 'iframe', attrs: { src: 'http://www.youtube.com/embed/x' } }),
  ],
  [
    'CSS url() in a colour',
    doc(
      paragraph(
        text('x', [{ type: 'textStyle', attrs: { color: 'red;background:url(javascript:alert(1))' } }]),
      ),
    ),
  ],
  [
    'CSS expression in a width',
    doc(paragraph(text('x', [{ type: 'textStyle', attrs: { width: 'expression(alert(1))' } }]))),
  ],
  ['javascript: audio recording', doc({ type: 'audioRecording', attrs: { src: 'javascript:alert(1)' } })],
  ['data: audio recording', doc({ type: 'audioRecording', attrs: { src: 'data:audio/mp3;base64,AAAA' } })],
  ['a script node', doc({ type: 'script', content: [text('alert(1)')] })],
  ['raw HTML instead of a document', '<p onclick="alert(1)">hi</p>'],
];

/** HTML block values: stored only as the sanitizer leaves them. */
export const HTML_BLOCK_VECTORS: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://www.youtube.com/embed/x" srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://evil.test/"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<div style="behavior: url(x.htc)">x</div>',
  "<style>@import 'javascript:alert(1)';</style>",
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:/">',
  '<form name="body"><input name="attributes"></form><img id="location" name="cookie" src="https://a.test/x.png">',
  '<a id="defaultView" name="defaultView" href="https://a.test/">clobber</a>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math href="javascript:alert(1)">x</math>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<button onclick=alert(1)>x</button>',
  '<a href="/\\evil.test">x</a>',
  '<p style="color:red;background-image:url(https://evil.test/x)">x</p>',
  '<img srcset="javascript:alert(1)">',
  '<input autofocus onfocus=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<a href="https://a.test/" target="_top" rel="opener">x</a>',
  '<div style="color: red; x: \\61 lert(1)">x</div>',
];

/** Documents the schema takes whose texts and attributes carry markup: stored, shown as text. */
export const STORED_VECTORS: readonly [string, unknown][] = [
  [
    'a recording task script and name breaking out',
    doc({
      type: 'audioRecording',
      attrs: {
        src: '/files/a.mp3',
        name: '"><img src=x onerror=alert(1)>',
        script: '"></figure><script>alert(1)</script>',
      },
    }),
  ],
  ['a script in text', doc(paragraph(text('<script>alert(1)</script><img src=x onerror=alert(1)>')))],
  [
    'a tooltip title breaking out',
    doc(
      paragraph(
        text('x', [
          {
            type: 'tooltip',
            attrs: { title: '"><script>alert(1)</script>', description: '<img src=x onerror=alert(1)>' },
          },
        ]),
      ),
    ),
  ],
  [
    'code ending its tag',
    doc({ type: 'codeBlock', attrs: { value: '</code></pre><script>alert(1)</script>', language: 'html' } }),
  ],
  [
    'an image alt breaking out',
    doc({ type: 'image', attrs: { src: 'https://a.test/x.png', alt: '" onerror="alert(1)' } }),
  ],
  ['a link class breaking out', link('https://a.test/', { class: 'builder-button" onclick="alert(1)' })],
  [
    'a file of javascript:',
    doc({
      type: 'fileBlock',
      attrs: { files: JSON.stringify([{ name: '<b>x</b>', url: 'javascript:alert(1)' }]) },
    }),
  ],
  ['a link with a quote', link('https://example.com/?q="><script>alert(1)</script>')],
];

const SCRIPT_TAGS = new Set([
  'script',
  'style',
  'object',
  'embed',
  'form',
  'base',
  'meta',
  'link',
  'svg',
  'math',
  'template',
  'input',
  'textarea',
  'noscript',
  'frame',
  'frameset',
  'applet',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'srcset',
  'data',
  'poster',
  'background',
]);
const CLOBBER_ATTRIBUTES = new Set(['id', 'name', 'form']);

type DomNode = { type: string; name?: string; attribs?: Record<string, string>; children?: DomNode[] };

/** What in an HTML text could run a script or reach out of its place; empty when it is inert. */
export function inertProblems(markup: string): string[] {
  const problems: string[] = [];
  const walk = (node: DomNode) => {
    if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
      const name = node.name!.toLowerCase();
      const disabledBox =
        name === 'input' && node.attribs?.type === 'checkbox' && 'disabled' in (node.attribs ?? {});
      if (SCRIPT_TAGS.has(name) && !disabledBox) problems.push(`<${name}>`);
      for (const [attribute, value] of Object.entries(node.attribs ?? {})) {
        const lower = attribute.toLowerCase();
        if (lower.startsWith('on')) problems.push(`${name}[${lower}]`);
        if (lower === 'srcdoc' || CLOBBER_ATTRIBUTES.has(lower)) problems.push(`${name}[${lower}]`);
        if (URL_ATTRIBUTES.has(lower)) {
          const compact = [...value]
            .filter((char) => char.trim() !== '' && char.charCodeAt(0) >= 0x20)
            .join('')
            .toLowerCase();
          if (
            /^(javascript|vbscript|data):/.test(compact) &&
            !(name === 'img' && /^data:image\/(png|jpe?g|webp|gif);/.test(compact))
          )
            problems.push(`${name}[${lower}=${value}]`);
          if (compact.startsWith('//') || compact.startsWith('/\\'))
            problems.push(`${name}[${lower}] protocol-relative`);
        }
        if (lower === 'style' && /url\s*\(|expression|behavior|\\/i.test(value))
          problems.push(`${name}[style=${value}]`);
        if (lower === 'target' && value !== '_blank') problems.push(`${name}[target=${value}]`);
      }
      if (name === 'iframe') {
        if (!isAllowedIframeSrc(node.attribs?.src ?? '')) problems.push(`iframe from ${node.attribs?.src}`);
        if (node.attribs?.sandbox !== IFRAME_SANDBOX) problems.push('iframe without its sandbox');
      }
      if (name === 'a' && node.attribs?.target === '_blank' && !/noopener/.test(node.attribs.rel ?? ''))
        problems.push('a _blank without noopener');
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(parseDocument(markup) as unknown as DomNode);
  return problems;
}

export const CORPUS_SIZE = REFUSED_VECTORS.length + HTML_BLOCK_VECTORS.length + STORED_VECTORS.length;
export { html as htmlBlockDocument };

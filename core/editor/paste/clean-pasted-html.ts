// Paste from Word, Google Docs and web pages (spec 1 issue "Paste"): what is kept is headings, paragraphs,
// lists (Word's list paragraphs become real lists, nested by their level), links, bold, italic and images;
// everything else (styles, classes, fonts, colours, tables, scripts, Office markup) is dropped, its text
// kept. A copy from a lesson editor itself (ProseMirror marks it with data-pm-slice) is left as it is.
// Pure over the HTML text: it needs only a DOMParser (the browser's, or one handed in).

/** The tags a cleaned paste may hold. */
export const PASTE_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'img',
  'br',
] as const;

/** Elements dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'meta',
  'link',
  'title',
  'head',
  'template',
  'noscript',
  'svg',
  'math',
  'object',
  'embed',
  'iframe',
  'frame',
  'frameset',
  'canvas',
  'video',
  'audio',
  'button',
  'input',
  'select',
  'textarea',
  'xml',
  'hr',
]);
/** Elements whose children stand in their place (their text becomes paragraphs). */
const CONTAINERS = new Set([
  'html',
  'body',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'aside',
  'nav',
  'figure',
  'center',
  'blockquote',
  'form',
  'fieldset',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'dl',
  'details',
]);
/** Elements that become a paragraph. */
const PARAGRAPHS = new Set([
  'p',
  'td',
  'th',
  'dt',
  'dd',
  'figcaption',
  'pre',
  'address',
  'caption',
  'summary',
  'legend',
]);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

const SAFE_HREF = /^(?:https?:|mailto:|tel:|#|\/(?![/\\]))/i;
const SAFE_IMAGE = /^(?:https?:\/\/|\/(?![/\\])|data:image\/(?:png|jpe?g|webp|gif);base64,)/i;

/** The value of one CSS property in an inline style, lower-cased, or ''. */
function styleValue(element: Element, property: string): string {
  const style = element.getAttribute('style') ?? '';
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    if (declaration.slice(0, colon).trim().toLowerCase() === property)
      return declaration
        .slice(colon + 1)
        .replace(/!important/i, '')
        .trim()
        .toLowerCase();
  }
  return '';
}

const isBoldWeight = (weight: string) =>
  weight === 'bold' || weight === 'bolder' || (/^\d+$/.test(weight) && Number(weight) >= 600);
const isNormalWeight = (weight: string) =>
  weight === 'normal' || weight === 'lighter' || (/^\d+$/.test(weight) && Number(weight) < 600);

/** Word's list paragraph: its level (1…) and whether it is numbered, or null. */
function wordListItem(element: Element): { level: number; ordered: boolean } | null {
  if (element.tagName.toLowerCase() !== 'p') return null;
  const list = styleValue(element, 'mso-list');
  if (!list || list === 'ignore' || list === 'none') return null;
  const level = Number(/level(\d+)/.exec(list)?.[1] ?? '1');
  const marker =
    wordListMarker(element)
      ?.textContent?.replace(/\u00a0/g, ' ')
      .trim() ?? '';
  return { level: Math.min(Math.max(level, 1), 9), ordered: /^[\da-z]{1,5}[.)]$/i.test(marker) };
}

/** The span holding Word's typed list marker ("1.", "·", "o"), to be dropped. */
function wordListMarker(element: Element): Element | null {
  for (const span of element.querySelectorAll('span'))
    if (styleValue(span, 'mso-list') === 'ignore') return span;
  return null;
}

/** Word's runs of list paragraphs as nested ul/ol lists (in place). */
function buildWordLists(document: Document): void {
  const first = [...document.querySelectorAll('p')].filter((p) => wordListItem(p) !== null);
  const done = new Set<Element>();
  for (const start of first) {
    if (done.has(start)) continue;
    const run: Element[] = [];
    let node: Element | null = start;
    while (node && wordListItem(node)) {
      run.push(node);
      done.add(node);
      node = node.nextElementSibling;
    }
    const makeList = (ordered: boolean) => document.createElement(ordered ? 'ol' : 'ul');
    const firstItem = wordListItem(start)!;
    const root = makeList(firstItem.ordered);
    const stack: { level: number; list: Element }[] = [{ level: firstItem.level, list: root }];
    for (const paragraph of run) {
      const { level, ordered } = wordListItem(paragraph)!;
      while (stack.length > 1 && stack[stack.length - 1]!.level > level) stack.pop();
      let top = stack[stack.length - 1]!;
      if (level > top.level) {
        const holder = top.list.lastElementChild ?? top.list.appendChild(document.createElement('li'));
        const nested = makeList(ordered);
        holder.appendChild(nested);
        top = { level, list: nested };
        stack.push(top);
      }
      wordListMarker(paragraph)?.remove();
      const item = document.createElement('li');
      while (paragraph.firstChild) item.appendChild(paragraph.firstChild);
      top.list.appendChild(item);
    }
    start.before(root);
    for (const paragraph of run) paragraph.remove();
  }
}

interface Formatting {
  bold: boolean;
  italic: boolean;
}

/** Builds the cleaned children of `source` into `target`. */
function cleanInto(source: Node, target: Node, document: Document, formatting: Formatting): void {
  for (const child of [...source.childNodes]) {
    if (child.nodeType === 3) {
      const text = child.textContent ?? '';
      // Nothing but the source's line breaks between blocks or list items.
      if (text === '' || (/^\s*$/.test(text) && /^(BODY|UL|OL)$/i.test(target.nodeName))) continue;
      let holder: Node = document.createTextNode(text);
      if (formatting.italic) {
        const em = document.createElement('em');
        em.appendChild(holder);
        holder = em;
      }
      if (formatting.bold) {
        const strong = document.createElement('strong');
        strong.appendChild(holder);
        holder = strong;
      }
      target.appendChild(holder);
      continue;
    }
    if (child.nodeType !== 1) continue; // comments, Word's conditional markup
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED.has(tag) || tag.includes(':')) continue; // o:p, v:shape, w:sdt …
    const weight = styleValue(element, 'font-weight');
    const fontStyle = styleValue(element, 'font-style');
    const next: Formatting = {
      bold:
        tag === 'b' || tag === 'strong'
          ? !isNormalWeight(weight)
          : isBoldWeight(weight)
            ? true
            : isNormalWeight(weight) && weight !== ''
              ? false
              : formatting.bold,
      italic:
        tag === 'i' || tag === 'em'
          ? fontStyle !== 'normal'
          : fontStyle === 'italic' || fontStyle === 'oblique'
            ? true
            : fontStyle === 'normal'
              ? false
              : formatting.italic,
    };
    if ((HEADINGS.has(tag) || PARAGRAPHS.has(tag) || tag === 'li') && /^(P|H[1-6])$/.test(target.nodeName)) {
      // A block inside a paragraph or heading (a table cell in a paragraph, which a page without a doctype
      // allows) gives its text to that block: nested paragraphs would be parsed apart on the next paste.
      cleanInto(element, target, document, next);
    } else if (HEADINGS.has(tag) || PARAGRAPHS.has(tag) || tag === 'li') {
      const block = document.createElement(HEADINGS.has(tag) || tag === 'li' ? tag : 'p');
      // Headings carry their own weight: what is inside is not made bold by it.
      cleanInto(element, block, document, HEADINGS.has(tag) ? { ...next, bold: isBoldWeight(weight) } : next);
      target.appendChild(block);
    } else if (tag === 'ul' || tag === 'ol') {
      const list = document.createElement(tag);
      const start = Number(element.getAttribute('start'));
      if (tag === 'ol' && Number.isInteger(start) && start > 1 && start < 100_000)
        list.setAttribute('start', String(start));
      cleanInto(element, list, document, next);
      target.appendChild(list);
    } else if (CONTAINERS.has(tag)) {
      cleanInto(element, target, document, next);
    } else if (tag === 'a') {
      const href = element.getAttribute('href')?.trim() ?? '';
      if (SAFE_HREF.test(href)) {
        const anchor = document.createElement('a');
        anchor.setAttribute('href', href);
        cleanInto(element, anchor, document, next);
        target.appendChild(anchor);
      } else cleanInto(element, target, document, next);
    } else if (tag === 'img') {
      const src = element.getAttribute('src')?.trim() ?? '';
      if (!SAFE_IMAGE.test(src)) continue; // Word's file:/// pictures cannot be read
      const image = document.createElement('img');
      image.setAttribute('src', src);
      const alt = element.getAttribute('alt')?.trim();
      if (alt) image.setAttribute('alt', alt);
      target.appendChild(image);
    } else if (tag === 'br') {
      target.appendChild(document.createElement('br'));
    } else {
      cleanInto(element, target, document, next); // span, font, u, s, sub, sup, code …: their text only
    }
  }
}

/** Whether the HTML is a copy from a lesson editor (kept as it is). */
export const isEditorCopy = (html: string): boolean => /data-pm-slice=/.test(html);

/** Pasted HTML as headings, paragraphs, lists, links, bold, italic and images only. */
export function cleanPastedHtml(html: string, parser: DOMParser = new DOMParser()): string {
  if (isEditorCopy(html)) return html;
  // A block the source nests where HTML cannot (a list in a table cell in a paragraph, on a page without a
  // doctype) comes out in the same place and is parsed apart when read again: clean until the text holds,
  // so a second paste of the result changes nothing.
  let cleaned = cleanOnce(html, parser);
  for (let pass = 0; pass < 3; pass += 1) {
    const again = cleanOnce(cleaned, parser);
    if (again === cleaned) break;
    cleaned = again;
  }
  return cleaned;
}

function cleanOnce(html: string, parser: DOMParser): string {
  const source = parser.parseFromString(html, 'text/html');
  buildWordLists(source);
  const output = parser.parseFromString('<body></body>', 'text/html');
  const body = output.body;
  cleanInto(source.body, body, output, { bold: false, italic: false });
  // The HTML parser drops whitespace before the first content: so does the rule, so a second pass changes nothing.
  return body.innerHTML.trim();
}

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
    // The levels and kinds first: the typed marker ("1.", "·") says whether a paragraph is numbered.
    const items = run.map((paragraph) => ({ element: paragraph, ...wordListItem(paragraph)! }));
    for (const paragraph of run) wordListMarker(paragraph)?.remove();
    nestByLevel(document, items, start);
    for (const paragraph of run) paragraph.remove();
  }
}

/** An item of a list the source marks by level (Word's list paragraphs, Google Docs' levelled items). */
interface LevelledItem {
  element: Element;
  level: number;
  ordered: boolean;
}

/** Levelled items as one list nested by level, put in place of the first; the items' content moves into it. */
function nestByLevel(document: Document, items: readonly LevelledItem[], before: Element): Element {
  const makeList = (ordered: boolean) => document.createElement(ordered ? 'ol' : 'ul');
  const first = items[0]!;
  const root = makeList(first.ordered);
  const stack: { level: number; list: Element }[] = [{ level: first.level, list: root }];
  for (const { element, level, ordered } of items) {
    while (stack.length > 1 && stack[stack.length - 1]!.level > level) stack.pop();
    let top = stack[stack.length - 1]!;
    if (level > top.level) {
      const holder = top.list.lastElementChild ?? top.list.appendChild(document.createElement('li'));
      const nested = makeList(ordered);
      holder.appendChild(nested);
      top = { level, list: nested };
      stack.push(top);
    }
    const item = document.createElement('li');
    while (element.firstChild) item.appendChild(element.firstChild);
    top.list.appendChild(item);
  }
  before.before(root);
  return root;
}

const isList = (node: Node | null): boolean => node !== null && /^(UL|OL)$/i.test(node.nodeName);
/** Ordered list styles; a Google Docs item says its own (a numbered list may hold bulleted levels). */
const ORDERED_STYLES = /^(decimal|decimal-leading-zero|(lower|upper)-(alpha|latin|roman|greek))$/;

/** A length in points (pt, px, em at 12pt), or NaN. */
function points(length: string): number {
  const match = /^(-?[\d.]+)(pt|px|em|rem)?$/.exec(length);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'px' ? value * 0.75 : match[2] === 'em' || match[2] === 'rem' ? value * 12 : value;
}

/**
 * Google Docs' lists (in place): it marks an item's level with `aria-level` (and a `margin-left` that grows
 * with the level), writes a level's items either in one flat list or in a list put straight inside the
 * list (not inside an item), and splits a run into several lists where the kind changes. Each run of
 * adjacent lists that marks levels (the later ones starting below the first level) becomes one list
 * nested by level; a list straight inside a list goes into the item before it.
 */
function buildLevelledLists(document: Document): void {
  for (const list of [...document.querySelectorAll('ul > ul, ul > ol, ol > ul, ol > ol')]) {
    let previous = list.previousElementSibling;
    while (previous && isList(previous)) previous = previous.lastElementChild;
    if (previous?.tagName.toLowerCase() === 'li') previous.appendChild(list);
  }
  const marked = (list: Element) =>
    [...list.children].some(
      (item) => item.hasAttribute('aria-level') || !Number.isNaN(points(styleValue(item, 'margin-left'))),
    );
  const done = new Set<Element>();
  for (const start of [...document.querySelectorAll('ul, ol')]) {
    if (done.has(start) || !marked(start) || start.parentElement?.closest('ul, ol')) continue;
    const run: Element[] = [];
    let node: Node | null = start;
    const startMargin = points(styleValue(start.querySelector('li') ?? start, 'margin-left'));
    // A following list carries the run on only when it starts below the first level (a new kind of item at
    // a deeper level); one starting at the first level is a list of its own.
    const continues = (list: Element) => {
      const first = list.querySelector('li');
      if (!first) return false;
      const aria = Number(first.getAttribute('aria-level'));
      if (first.hasAttribute('aria-level')) return aria > 1;
      return points(styleValue(first, 'margin-left')) > startMargin;
    };
    while (node) {
      if (isList(node) && marked(node as Element) && (node === start || continues(node as Element))) {
        run.push(node as Element);
        done.add(node as Element);
      } else if (!(node.nodeType === 3 && /^\s*$/.test(node.textContent ?? ''))) break;
      node = node.nextSibling;
    }
    // Every item of the run, nested lists read as their items' levels, in reading order.
    const items: { element: Element; aria: number; margin: number; ordered: boolean }[] = [];
    const collect = (list: Element, depth: number) => {
      for (const item of [...list.children]) {
        if (isList(item)) {
          collect(item, depth + 1);
          continue;
        }
        if (item.tagName.toLowerCase() !== 'li') continue;
        const nested = [...item.children].filter(isList);
        for (const inner of nested) inner.remove();
        const aria = Number(item.getAttribute('aria-level'));
        const type = styleValue(item, 'list-style-type');
        items.push({
          element: item,
          aria: Number.isInteger(aria) && aria >= 1 ? aria : depth,
          margin: points(styleValue(item, 'margin-left')),
          ordered: type ? ORDERED_STYLES.test(type) : list.tagName.toLowerCase() === 'ol',
        });
        for (const inner of nested) collect(inner, depth + 1);
      }
    };
    for (const list of run) collect(list, 1);
    if (items.length === 0) continue;
    // aria-level says the level; without it, each distinct left margin is a level.
    const byAria = run.some((list) => list.querySelector('li[aria-level]'));
    const margins = [...new Set(items.map((item) => item.margin).filter((m) => !Number.isNaN(m)))].sort(
      (a, b) => a - b,
    );
    const levelled = items.map(({ element, aria, margin, ordered }) => ({
      element,
      ordered,
      level: Math.min(byAria || Number.isNaN(margin) ? aria : margins.indexOf(margin) + 1, 9),
    }));
    const root = nestByLevel(document, levelled, start);
    const first = Number(start.getAttribute('start'));
    if (root.tagName.toLowerCase() === 'ol' && start.tagName.toLowerCase() === 'ol' && first > 1)
      root.setAttribute('start', String(first));
    for (const list of run) list.remove();
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
  buildLevelledLists(source);
  const output = parser.parseFromString('<body></body>', 'text/html');
  const body = output.body;
  cleanInto(source.body, body, output, { bold: false, italic: false });
  // The HTML parser drops whitespace before the first content: so does the rule, so a second pass changes nothing.
  return body.innerHTML.trim();
}

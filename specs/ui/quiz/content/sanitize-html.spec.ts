import { resolve } from 'node:path';
import { build } from 'esbuild';
import fc from 'fast-check';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../e2e/support/browser.ts';

// DOMPurify needs a real DOM: happy-dom's parser lets handlers through, so this runs in Chromium.
let browser: Browser;
let page: Page;
const dialogs: string[] = [];

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [resolve(import.meta.dirname, '../../../../ui/quiz/content/sanitize-html.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'questionHtml',
    platform: 'browser',
  });
  browser = await launchChromium();
  page = await browser.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.setContent('<!doctype html><html><body><div id="out"></div></body></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** Sanitizes in the page, puts the result into the document and describes what is there. */
async function shown(html: string) {
  return page.evaluate((input) => {
    const clean = (
      window as unknown as { questionHtml: { sanitizeQuestionHtml(html: string): string } }
    ).questionHtml.sanitizeQuestionHtml(input);
    const out = document.getElementById('out') as HTMLElement;
    out.innerHTML = clean;
    const elements = [...out.querySelectorAll('*')];
    return {
      html: clean,
      tags: elements.map((element) => element.tagName.toLowerCase()),
      handlers: elements.flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => /^on/i.test(attribute.name))
          .map((attribute) => attribute.name),
      ),
      links: [...out.querySelectorAll('a')].map((link) => ({
        href: link.getAttribute('href'),
        target: link.getAttribute('target'),
        rel: link.getAttribute('rel'),
      })),
      images: [...out.querySelectorAll('img')].map((image) => ({
        src: image.getAttribute('src'),
        alt: image.getAttribute('alt'),
      })),
    };
  }, html);
}

describe('sanitizeQuestionHtml in Chromium', () => {
  it('keeps the formatting an author writes: headings, emphasis, lists, quotes, tables, code', async () => {
    const result = await shown(
      '<h2>Мʼякий знак</h2><p><strong>сіль</strong> and <em>день</em> <u>end</u> <s>soft</s></p><ul><li>кінь</li></ul><ol><li>учитель</li></ol><blockquote>Read aloud</blockquote><table><tbody><tr><td>брат</td></tr></tbody></table><pre><code>ь</code></pre><br>',
    );
    expect(result.tags).toEqual(
      expect.arrayContaining([
        'h2',
        'p',
        'strong',
        'em',
        'u',
        's',
        'ul',
        'ol',
        'li',
        'blockquote',
        'table',
        'td',
        'pre',
        'code',
        'br',
      ]),
    );
    expect(result.html).toContain('Мʼякий знак');
  });

  it('opens links in a new tab with rel=noopener and keeps images', async () => {
    const result = await shown(
      '<a href="https://uk.wikipedia.org/wiki/Ь">article</a><img src="https://cdn.example.com/ь.png" alt="Soft sign">',
    );
    expect(result.links).toEqual([
      { href: 'https://uk.wikipedia.org/wiki/Ь', target: '_blank', rel: 'noopener noreferrer' },
    ]);
    expect(result.images).toEqual([{ src: 'https://cdn.example.com/ь.png', alt: 'Soft sign' }]);
  });

  it('strips scripts, event handlers, javascript: and data: links, frames, forms and style blocks', async () => {
    const result = await shown(
      [
        '<script>alert("script")</script>',
        '<img src="x" onerror="alert(\'onerror\')">',
        '<p onclick="alert(\'click\')" onmouseover="alert(1)">text</p>',
        '<a href="javascript:alert(\'href\')">trap</a>',
        '<a href=" JaVaScRiPt:alert(1)">spaced trap</a>',
        '<a href="data:text/html,<script>alert(1)</script>">data trap</a>',
        '<iframe src="https://evil.example"></iframe>',
        '<form action="https://evil.example"><input name="password"><button>Send</button></form>',
        '<style>body{display:none}</style>',
        '<svg><script>alert("svg")</script></svg>',
        '<object data="https://evil.example/x.swf"></object>',
      ].join(''),
    );
    for (const tag of ['script', 'iframe', 'form', 'input', 'button', 'style', 'object'])
      expect(result.tags).not.toContain(tag);
    expect(result.handlers).toEqual([]);
    expect(result.links).toHaveLength(3);
    for (const link of result.links) expect(link.href ?? '').not.toMatch(/^\s*(javascript|data):/i);
    expect(result.images).toEqual([{ src: 'x', alt: '' }]);
    await page.waitForTimeout(100);
    expect(dialogs).toEqual([]);
  });

  it('never lets a handler, a script or a javascript: address through, however the parts are mixed', async () => {
    const safe = fc.constantFrom(
      '<p>',
      '</p>',
      '<strong>кіт</strong>',
      'пʼять ',
      '<a href="https://example.com">a</a>',
      '<img src="/a.png" alt="a">',
      '<ul><li>x</li></ul>',
      '&lt;',
    );
    const attack = fc.constantFrom(
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<div onmouseover="alert(1)">x</div>',
      '<svg onload=alert(1)>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '"><img src=x onerror=alert(1)>',
    );
    const inputs = fc.sample(
      fc.array(fc.oneof(safe, attack), { minLength: 1, maxLength: 12 }).map((parts) => parts.join('')),
      150,
    );
    for (const input of inputs) {
      const result = await shown(input);
      expect({ input, handlers: result.handlers }).toEqual({ input, handlers: [] });
      expect(result.tags).not.toContain('script');
      expect(result.tags).not.toContain('iframe');
      for (const link of result.links) expect(link.href ?? '').not.toMatch(/^\s*javascript:/i);
    }
    await page.waitForTimeout(100);
    expect(dialogs).toEqual([]);
  }, 60_000);
});

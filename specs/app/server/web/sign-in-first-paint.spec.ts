import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Authentication } from '../../../../app/server/http/app-env.ts';
import type { PageBoot } from '../../../../app/server/http/page-boot.ts';
import { loadTranslations } from '../../../../app/server/i18n/translation-store.ts';
import { webRoutes } from '../../../../app/server/web/serve-web.ts';
import type { Language } from '../../../../core/api/translations.ts';

// The sign-in page is served with its first paint just before the app's root (docs/account.md "The
// served sign-in page"): in the page's language, for a visitor only, and on no other page.

let webRoot: string;
const FACE = (weight: number, subset = 'latin') =>
  `@font-face{font-family:Inter;font-style:normal;font-display:swap;font-weight:${weight};src:url(/assets/inter-${subset}-${weight}-normal-h1.woff2) format("woff2")}`;
const STYLE_SHEET = `${FACE(400, 'cyrillic')}${FACE(400)}${FACE(700)}@font-face{font-family:Other;font-display:swap;font-weight:400;src:url(/assets/o.woff2)}body{font-family:var(--font-sans)}`;
const catalogue = loadTranslations();

beforeAll(() => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'lectern-sign-in-paint-'));
  mkdirSync(path.join(webRoot, '.vite'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'assets', 'index-abc.css'), STYLE_SHEET);
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Lectern</title><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), '{}');
});
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

/** The page as served to a caller in `language`, signed in or not. */
async function pageAt(pathname: string, language: Language, signedIn = false) {
  const boot = async (): Promise<PageBoot> => ({
    language,
    auth: signedIn ? ({ user: { id: 1 } } as unknown as Authentication) : null,
    translations: { data: catalogue[language], meta: { lang: language, version: 'v' } },
    translationsElement: '',
    queriesElement: '',
  });
  const response = await webRoutes(webRoot, { boot }).request(pathname);
  expect(response.status).toBe(200);
  return response.text();
}

const served = (html: string) => html.match(/<div id="sign-in-first-paint">[\s\S]*?<div id="root">/)?.[0];

describe('the sign-in page as served', () => {
  it('has its first paint just before an empty root, in English', async () => {
    const html = await pageAt('/sign-in', 'en');
    expect(html).toContain('</div><div id="root"></div>');
    expect(served(html)).toContain(
      `<h1 id="sign-in-first-paint-title">${catalogue.en.auth.sign_in_title}</h1>`,
    );
    expect(served(html)).toContain('type="password" autocomplete="current-password"');
  });

  it('is in the caller’s language (uk)', async () => {
    const html = await pageAt('/sign-in', 'uk');
    expect(served(html)).toContain(`>${catalogue.uk.auth.sign_in_title}</h1>`);
    expect(served(html)).toContain(`>${catalogue.uk.auth.form_loading}</p>`);
    expect(served(html)).toContain('<option value="uk" lang="uk" selected>');
  });

  it('has none for a signed-in caller, and none on another page', async () => {
    for (const html of [await pageAt('/sign-in', 'en', true), await pageAt('/cabinet', 'en')]) {
      expect(html).not.toContain('sign-in-first-paint');
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('carries the style sheet in the page, and the paragraphs’ Inter face again, blocking; another page keeps the link', async () => {
    const html = await pageAt('/sign-in', 'en');
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain(`<style data-href="/assets/index-abc.css">${STYLE_SHEET}</style>`);
    expect(html).toContain(
      '@font-face{font-family:"Lectern First Paint Text";font-style:normal;font-display:block;font-weight:400;src:url(/assets/inter-latin-400-normal-h1.woff2) format("woff2")}',
    );
    expect(html.match(/Lectern First Paint Text";/g)).toHaveLength(2);
    // The face file of the page's language is asked for before anything else.
    const preload = (subset: string) =>
      `</title><link rel="preload" as="font" type="font/woff2" href="/assets/inter-${subset}-400-normal-h1.woff2" crossorigin fetchpriority="high">`;
    expect(html).toContain(preload('latin'));
    expect(await pageAt('/sign-in', 'uk')).toContain(preload('cyrillic'));
    expect(served(html)).toContain(':is(.lead,.hint){font-family:"Lectern First Paint Text"');
    const other = await pageAt('/cabinet', 'en');
    expect(other).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(other).not.toContain('Lectern First Paint Text');
  });
});

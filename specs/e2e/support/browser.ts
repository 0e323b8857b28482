import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this closed network needs, plus any a spec adds (fake media devices). */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium is not installed at ${CHROMIUM} (apt-get install chromium).`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/** A fresh browser context (its own cookies and storage) at the given viewport. */
export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 800 },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'en-US' });
  context.setDefaultTimeout(10_000);
  return context;
}

/** Signs in through the sign-in page as a person would. */
export async function signIn(page: Page, email: string, password = 'lectern-demo'): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Serious and critical axe-core findings on the current page. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Colours are judged as they end, not halfway through a fade-in (a loaded machine slows it down).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/** Saves a screenshot under screenshots/ for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = resolve(import.meta.dirname, '../../../screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: resolve(dir, `${name}.png`), fullPage: true });
}

/** Sets the signed-in account's interface language through the settings call, as the language menu does. */
export async function setAccountLanguage(page: Page, language: 'en' | 'uk' | 'ru'): Promise<void> {
  const status = await page.evaluate(async (lang) => {
    const csrf = document.cookie.match(/(?:^|; )lectern_csrf=([^;]*)/)?.[1] ?? '';
    const response = await fetch('/api/v1/user-personal-settings', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': decodeURIComponent(csrf) },
      body: JSON.stringify({ settings: [{ key: 'language', value: lang }] }),
    });
    localStorage.setItem('lectern.language', lang);
    return response.status;
  }, language);
  expect(status).toBe(200);
}

/**
 * Builds nothing: serves the Ladle build in build/ladle (`npx ladle build --outDir build/ladle`), opens
 * every story in Debian's Chromium at 1280×800 and 390×844, in en and uk, saves screenshots under
 * screenshots/stories/ and prints axe-core's serious and critical findings (exit 1 when there are any).
 * Usage: node .ladle/check-stories.ts [story-id-substring]
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '..');
const buildDir = join(root, 'build/ladle');
const shotsDir = join(root, 'screenshots/stories');
const filter = process.argv[2] ?? '';
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
};

const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  const file = join(buildDir, path === '/' ? 'index.html' : path);
  try {
    const body = readFileSync(file);
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const meta = JSON.parse(readFileSync(join(buildDir, 'meta.json'), 'utf8')) as {
  stories: Record<string, unknown>;
};
const storyIds = Object.keys(meta.stories).filter((id) => id.includes(filter));
const axeSource = readFileSync(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
mkdirSync(shotsDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const findings: string[] = [];
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
for (const [viewportName, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.on('pageerror', (error) => findings.push(`page error: ${error.message}`));
  for (const id of storyIds) {
    for (const language of ['en', 'uk']) {
      await page.goto(`http://127.0.0.1:${port}/?story=${id}&mode=preview&lang=${language}`);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(150);
      await page.screenshot({
        path: join(shotsDir, `${id}--${viewportName}-${language}.png`),
        fullPage: true,
      });
      if (language !== 'en') continue;
      await page.evaluate(axeSource);
      const violations = (await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<unknown> } }).axe;
        // with a modal open the page behind is aria-hidden on purpose: check the modal itself
        const pageHidden = document.querySelector('[data-aria-hidden="true"]') !== null;
        const modal = document.querySelector('[role="dialog"], [role="alertdialog"]');
        const result = (await axe.run(pageHidden && modal ? modal : document)) as {
          violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
        };
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      })) as string[];
      for (const violation of violations) findings.push(`${id} @ ${viewportName}: ${violation}`);
    }
  }
  await context.close();
}
await browser.close();
server.close();
console.log(`${storyIds.length} stories, screenshots in ${shotsDir}`);
for (const finding of findings) console.log(finding);
process.exit(findings.length > 0 ? 1 : 0);
